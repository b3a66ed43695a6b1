import { vi } from 'vitest';

// Stand-in for '@/platform/notify': `vi.mock('@/platform/notify', () => import('@/test/fakeNotify'))`.
export const notify = { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() };
