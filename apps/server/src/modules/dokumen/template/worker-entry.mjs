// The template worker's entry (pool.ts): the server runs TypeScript through tsx, and so does this thread, whether
// or not its parent registered tsx (tests run under vitest's own loader).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
