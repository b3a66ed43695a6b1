import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/platform/session';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { GUEST_BOOT_MS } from './boot';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => vi.useRealTimers());

// boot.ts starts the session once per page load, so each case imports a fresh copy of the gate.
async function renderGate() {
  const { BootGate } = await import('./BootGate');
  render(
    <BootGate>
      <p>aplikasi</p>
    </BootGate>,
  );
}

describe('boot gate', () => {
  it('shows the spinner for about 2 seconds to a guest', async () => {
    signIn(null);
    await renderGate();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GUEST_BOOT_MS - 100);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat Gratifikasi Online');
    expect(screen.queryByText('aplikasi')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByText('aplikasi')).toBeInTheDocument();
    expect(GUEST_BOOT_MS).toBe(2000);
  });

  it('opens the app as soon as a stored session has been checked', async () => {
    const profile = profileWith(['observer']);
    vi.mocked(session.start).mockImplementationOnce(async () => signIn(profile));
    await renderGate();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('aplikasi')).toBeInTheDocument();
  });
});
