// Builds the server ahead of `npm start` (issue 29 "Start"): one ES module bundle per entry in apps/server/dist,
// the workspace's TypeScript (server and @gratifikasi/domain) compiled in, every npm package left to Node. Starting
// from the bundle spares the process compiling ~1,000 modules through tsx on each start; `npm run dev` and the tests
// keep running the sources through tsx and vitest.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageDeps = (path) => Object.keys(JSON.parse(readFileSync(path, 'utf8')).dependencies ?? {});
const external = [
  ...packageDeps(join(root, 'package.json')),
  ...packageDeps(join(root, '../../packages/domain/package.json')),
]
  .filter((name) => !name.startsWith('@gratifikasi/'))
  .flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    // pool.ts starts its template worker from `./worker-entry.mjs` beside itself: in dist, the bundled worker.
    'worker-entry': 'src/modules/dokumen/template/worker.ts',
    'audit-verify': 'src/cli/audit-verify.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // A dynamic import() of the server's own modules stays one (a chunk loaded when first used: the OG label PDF).
  splitting: true,
  // Chunks sit beside the entries: a module's import.meta.url (config.ts's repoRoot) keeps its depth.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  // Names stay as written: stack traces and the logs read like the sources.
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
});
// What the build was made of: every source it compiled in and the installed packages. The server skips the reference
// seed at start while the database was last seeded by a build of the same fingerprint (db/seed/index.ts).
const hash = createHash('sha256');
for (const input of Object.keys(result.metafile.inputs).sort()) {
  hash
    .update(input)
    .update('\0')
    .update(readFileSync(join(root, input)))
    .update('\0');
}
hash.update(readFileSync(join(root, '../../package-lock.json')));
writeFileSync(
  join(root, 'dist/build.json'),
  `${JSON.stringify({ fingerprint: hash.digest('hex'), built_at: new Date().toISOString() })}\n`,
);
console.log(`server built into apps/server/dist in ${Date.now() - started} ms`);
