import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { type Manifest, routeSize, staticClosure } from './bundle-size';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/Login.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/Layout.tsx': { file: 'assets/Layout.js', isDynamicEntry: true, imports: ['_react.js', '_ui.js'] },
  'src/Login.tsx': {
    file: 'assets/Login.js',
    isDynamicEntry: true,
    imports: ['_ui.js'],
    dynamicImports: ['_big.js'],
  },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  '_big.js': { file: 'assets/big.js' },
};

const dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
mkdirSync(join(dist, 'assets'));
const bodies: Record<string, string> = {};
for (const { file } of Object.values(manifest)) {
  bodies[file] = `/* ${file} */ ${'x'.repeat(file.length * 50)}`;
  writeFileSync(join(dist, file), bodies[file]);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('bundle size from the Vite manifest', () => {
  it('follows static imports only, each chunk once', () => {
    expect(staticClosure(manifest, ['index.html', 'src/Login.tsx']).sort()).toEqual(
      ['_react.js', '_ui.js', 'index.html', 'src/Login.tsx'].sort(),
    );
  });

  it('sums raw and gzip bytes of the entry and the route’s lazy chunks', () => {
    const size = routeSize(dist, manifest, {
      route: 'login',
      path: '/login',
      lazy: ['src/Layout.tsx', 'src/Login.tsx'],
      budgetKb: 150,
    });
    const files = [
      'assets/Layout.js',
      'assets/Login.js',
      'assets/index.js',
      'assets/react.js',
      'assets/ui.js',
    ];
    expect(size.files).toEqual(files);
    expect(size.raw).toBe(files.reduce((sum, f) => sum + Buffer.byteLength(bodies[f]!), 0));
    expect(size.gzip).toBe(files.reduce((sum, f) => sum + gzipSync(bodies[f]!, { level: 9 }).length, 0));
  });

  it('fails on a module the manifest does not have (a screen renamed or no longer lazy)', () => {
    expect(() => staticClosure(manifest, ['index.html', 'src/Gone.tsx'])).toThrow(
      /src\/Gone\.tsx is not in the Vite manifest/,
    );
  });
});
