import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files share one worker process instead of each loading the server's ~500 modules, their libraries and
    // PGlite's WebAssembly afresh: six one-test files took 67 CPU s isolated and 33 shared, eleven API files on
    // PostgreSQL 98 and 31 (~6 s less a file, ~150 files, run twice in CI). Every file opens its own database and app and closes them; no file mocks a
    // module; the app's caches are per database, the module-level ones per shape of SQL; a file that fakes the clock
    // gives it back in afterAll.
    isolate: false,
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
