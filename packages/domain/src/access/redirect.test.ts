import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath (no open redirect)', () => {
  it.each([
    ['/news', '/news'],
    ['/news/3/judul?x=1#atas', '/news/3/judul?x=1#atas'],
    ['/individu/laporan', '/individu/laporan'],
  ])('keeps a path of the site: %s', (to, path) => {
    expect(safeRedirectPath(to)).toBe(path);
  });

  it.each([
    [null],
    [''],
    ['news'],
    ['https://evil.example/'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['/%0d%0aSet-Cookie:x'.replace('%0d%0a', '\r\n')],
    ['/\tevil'],
    ['/redirect?to=/x'],
    [`/${'a'.repeat(2001)}`],
  ])('refuses %s', (to) => {
    expect(safeRedirectPath(to)).toBeNull();
  });
});
