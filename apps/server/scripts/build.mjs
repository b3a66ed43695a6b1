// Builds the server ahead of `npm start` (issue 29 "Start"): one ES module bundle per entry in apps/server/dist,
// the workspace's TypeScript (server and @gratifikasi/domain) compiled in with the plain-JavaScript packages every
// start loads (BUNDLED), the rest left to Node. Starting from the bundle spares the process compiling ~1,000 modules
// through tsx, and resolving and reading some 600 package files one by one, on each start; `npm run dev` and the
// tests keep running the sources through tsx and vitest.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageDeps = (path) => Object.keys(JSON.parse(readFileSync(path, 'utf8')).dependencies ?? {});
/**
 * Packages compiled into the bundle, with the packages they require (ADR 0005): plain JavaScript that reads no file
 * of its own package at run time, loaded by every start. Everything else stays a package Node loads itself: native
 * addons (argon2), WebAssembly and data files found beside their module (PGlite, mupdf, pdfkit's fonts, svg-captcha's
 * font, the holiday, country and region data), the Swagger UI's static files, pino (its transports start worker
 * files by path), and what a request loads on first use.
 */
const BUNDLED = new Set([
  'fastify',
  '@fastify/helmet',
  '@fastify/multipart',
  '@fastify/rate-limit',
  '@fastify/static',
  '@fastify/swagger',
  'fastify-type-provider-zod',
  'zod',
  'drizzle-orm',
  'pg',
  'ioredis',
  'croner',
  'otplib',
  'qrcode',
  'htmlparser2',
  'domhandler',
  'proper-lockfile',
  'yazl',
  'currency-codes',
  'liquidjs',
  'dayjs',
]);
/**
 * Required by a bundled package but kept Node's own (see above). Loaded on first use, not at start, and so left to
 * Node: the PostgreSQL driver (db/postgres.ts, imported when DATABASE_URL is set) and ioredis (with REDIS_URL) are
 * compiled into chunks of their own; sanitize-html is required with the first rich text (platform/html.ts).
 */
const KEPT_OUT = ['pino', 'thread-stream', 'pg-native'];
const external = [
  ...KEPT_OUT,
  ...packageDeps(join(root, 'package.json')),
  ...packageDeps(join(root, '../../packages/domain/package.json')),
]
  .filter((name) => !name.startsWith('@gratifikasi/') && !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
// Chunks are named by their content's hash: the last build's would stay beside the new ones.
rmSync(join(root, 'dist'), { recursive: true, force: true });
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
  // Maps name the source files and lines; the sources themselves stay in the repository (a map a third the size).
  sourcesContent: false,
  // The bundled CommonJS packages require Node's built-in modules: an ES module has no `require` of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // No keepNames: it wraps every function the bundle defines in a call that sets its name, at start (some 8,000) and
  // on each request for every closure built on its path (~3 % of a decision's CPU). Nothing is minified, so names
  // read as written; the few esbuild renames to keep two modules' names apart (`AppError2`) show in stack traces.
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
