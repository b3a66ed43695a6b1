import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, the API (Fastify inject on PGlite or PostgreSQL), the SPA (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
