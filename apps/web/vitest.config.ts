import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Under Node, `antd` is its CommonJS build (lib); a deep import of its ES build (`antd/es/app/useApp`,
      // used to keep whole components out of a bundle) must reach the same modules, or contexts differ.
      { find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // antd under jsdom is slow to render menus and dialogs; user flows need more than the default 5 s.
    testTimeout: 20_000,
  },
});
