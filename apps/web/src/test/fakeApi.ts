import { vi } from 'vitest';

// Stand-in for '@/platform/api': `vi.mock('@/platform/api', () => import('@/test/fakeApi'))`.

export class ApiError extends Error {
  constructor(
    message: string,
    public status: number,
    public errors: Record<string, string[]> | null = null,
  ) {
    super(message);
  }
}

type Handler = unknown | ((body: unknown) => unknown);

export const api = {
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  delete: vi.fn(),
  download: vi.fn(async (_path: string, _opts?: unknown): Promise<void> => undefined),
  upload: vi.fn(),
  blob: vi.fn(async (_path: string, _opts?: unknown): Promise<Blob> => new Blob()),
};

/**
 * Answers calls by "METHOD path": a value becomes `{ data: value }`, a function is called with the body,
 * a thrown ApiError rejects. Unknown calls reject with 404.
 */
export function routeApi(routes: Record<string, Handler>): void {
  const answer = (method: string) => async (path: string, body?: unknown) => {
    const key = `${method} ${path}`;
    if (!(key in routes)) throw new ApiError(`Tidak ditemukan: ${key}`, 404);
    const handler = routes[key];
    const data = typeof handler === 'function' ? await (handler as (b: unknown) => unknown)(body) : handler;
    return { data };
  };
  api.get.mockImplementation(answer('GET'));
  api.post.mockImplementation(answer('POST'));
  api.put.mockImplementation(answer('PUT'));
  api.delete.mockImplementation(answer('DELETE'));
}
