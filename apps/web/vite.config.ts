import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Vendor groups that change rarely get their own long-cached chunks; screens stay lazy so a first
// visit to /login only pulls the shell, react, the router and the antd pieces the login form uses.
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router)[\\/]/, priority: 25 },
  // The query cache and its hooks, loaded together by every screen that queries (never by /login: app/QueryScope).
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 25 },
  // What every first page runs, in one chunk: rolldown emits modules the entry already loads as separate small
  // chunks when lazy chunks share them (rolldown#10731), and /login paid ~3 KB gzip for the chunk boundaries. The
  // shell: the platform's modules (but the lazily loaded ones, named here) and the domain's roles and areas.
  {
    name: 'shell',
    test: /([\\/]src[\\/]platform[\\/](?!IdleOverlay|PlatformAntd|dialogs|scanner)|[\\/]domain[\\/]src[\\/]access[\\/](roles|routes[\\/]areas)\.ts)/,
    priority: 20,
  },
];

/**
 * react-router's package exports name only its development build (`dist/development`, with its dev warnings on); the
 * build takes the production one beside it, whose warnings are off and dropped (~1 KB gzip of every first page).
 * The dev server and the tests keep the warnings.
 */
const routerProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/bundle-budget.ts sizes each route's first visit from it.
    manifest: true,
    chunkSizeWarningLimit: 800,
    // No preload lists in the entry: with ~400 lazy screens each `import()` carried its dependency list (over 10 KB
    // gzip of the first visit). A screen's chunk loads its own imports; the shared vendor chunks are cached anyway.
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        // antd and its rc-component parts have no import-time side effects (antd's package.json says so for
        // itself, the rc packages say nothing): an unused module is dropped even if it attaches statics
        // (`Object.assign(Layout, { Sider })`), which keeps e.g. antd Form out of every screen without a form.
        moduleSideEffects: [
          {
            test: /[\\/]node_modules[\\/](antd|@rc-component|@ant-design|rc-[a-z-]+)[\\/]/,
            sideEffects: false,
          },
        ],
      },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
}));
