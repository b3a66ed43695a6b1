import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Sizes of what a first visit downloads, read from the Vite manifest of a build (`build.manifest`), so the
 * figure is deterministic: the static-import closure of the app's entry plus the lazy chunks a route needs.
 */

/** One chunk of `dist/.vite/manifest.json`; keys and `imports` are source paths relative to apps/web. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What a first visit of a route needs beside the entry: its layout's chunk and its screen's chunk. */
export interface RouteEntry {
  /** Route name in packages/domain APP_ROUTES. */
  route: string;
  path: string;
  /** Source modules (relative to apps/web) the router loads lazily for this route, e.g. layout and screen. */
  lazy: string[];
  /** Budget in KB (1024 bytes) of gzip, summed file by file. */
  budgetKb: number;
}

export interface Size {
  files: string[];
  raw: number;
  gzip: number;
}

export const ENTRY = 'index.html';
/** Level 9, as the bench has always reported; a proxy's default level 6 differs by about 1%. */
const GZIP_LEVEL = 9;

export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: build the web app first (npm run build -w @gratifikasi/web)`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Manifest keys reached from `keys` through static imports (the keys included). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest (renamed or no longer lazy?)`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

const fileSizes = new Map<string, { raw: number; gzip: number }>();

function sizeOfFile(distDir: string, file: string): { raw: number; gzip: number } {
  const key = join(distDir, file);
  let size = fileSizes.get(key);
  if (!size) {
    const body = readFileSync(key);
    size = { raw: body.length, gzip: gzipSync(body, { level: GZIP_LEVEL }).length };
    fileSizes.set(key, size);
  }
  return size;
}

/** The JavaScript files of the closure of `keys`, and their raw and gzip bytes. */
export function sizeOf(distDir: string, manifest: Manifest, keys: readonly string[]): Size {
  return sizeOfFiles(
    distDir,
    staticClosure(manifest, keys).map((key) => manifest[key]!.file),
  );
}

/** Raw and gzip bytes of files of dist (each counted once). */
export function sizeOfFiles(distDir: string, list: readonly string[]): Size {
  const files = [...new Set(list)].sort();
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOfFile(distDir, file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { files, raw, gzip };
}

/** What a first visit of the route downloads: the entry's closure plus its lazy chunks' closures. */
export function routeSize(distDir: string, manifest: Manifest, route: RouteEntry): Size {
  return sizeOf(distDir, manifest, [ENTRY, ...route.lazy]);
}

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
