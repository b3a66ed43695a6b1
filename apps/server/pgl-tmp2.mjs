import { performance } from 'node:perf_hooks';
const { PGlite } = await import('@electric-sql/pglite');
const extra = process.argv.slice(3);
const t1 = performance.now();
const db = new PGlite({ dataDir: process.argv[2], startParams: [...PGlite.defaultStartParams, ...extra] });
await db.waitReady;
const t2 = performance.now();
await db.close();
console.log(Math.round(t2 - t1));
