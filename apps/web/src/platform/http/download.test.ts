import { describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { json, stubFetch } from '../testing/fetch-stub';
import { setupPlatformTestEnv } from '../testing/platform-test';
import { filenameFromDisposition } from './download';

const toasts = setupPlatformTestEnv();

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="laporan 2026.xlsx"', 'laporan 2026.xlsx'],
    ['attachment; filename=rekap.pdf', 'rekap.pdf'],
    [
      'attachment; filename="fallback.pdf"; filename*=UTF-8\'\'Laporan%20Gratifikasi%20%C3%A9.pdf',
      'Laporan Gratifikasi é.pdf',
    ],
    ["attachment; filename*=utf-8'id'rekap%2Dq1.csv", 'rekap-q1.csv'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="aman.txt"', 'aman.txt'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected);
  });
});

describe('api.download', () => {
  function captureSaves() {
    const saved: { name: string; href: string }[] = [];
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    return saved;
  }

  it('saves the blob under the content-disposition name', async () => {
    const saved = captureSaves();
    const calls = stubFetch({
      'POST export': () =>
        new Response('a;b', { headers: { 'content-disposition': 'attachment; filename="rekap.csv"' } }),
    });
    await api.download('export', { method: 'POST', body: { tahun: 2026 } });
    expect(saved).toEqual([{ name: 'rekap.csv', href: 'blob:1' }]);
    expect(calls[0].body).toEqual({ tahun: 2026 });
    vi.advanceTimersByTime(1000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:1');
  });

  it('tells its progress as the bytes arrive, against the announced length', async () => {
    captureSaves();
    stubFetch({
      'POST zip': () =>
        new Response(
          new ReadableStream({
            start(c) {
              c.enqueue(new Uint8Array(3));
              c.enqueue(new Uint8Array(5));
              c.close();
            },
          }),
          { headers: { 'content-length': '8', 'content-disposition': 'attachment; filename="a.zip"' } },
        ),
    });
    const seen: [number, number | null][] = [];
    await api.download('zip', { method: 'POST', body: {}, onProgress: (r, t) => seen.push([r, t]) });
    expect(seen).toEqual([
      [0, 8],
      [3, 8],
      [8, 8],
    ]);
  });

  it("falls back to 'file'", async () => {
    const saved = captureSaves();
    stubFetch({ 'GET berkas/1': () => new Response('data') });
    await api.download('berkas/1');
    expect(saved[0].name).toBe('file');
  });

  it('waits up to 600000 ms', async () => {
    captureSaves();
    stubFetch({ 'GET besar': () => 'hang' });
    const outcome = api.download('besar').catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(599_999);
    expect(toasts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('Gagal memperoleh response setelah 600000 ms');
  });

  it('reads an error answer as JSON and toasts its message', async () => {
    captureSaves();
    stubFetch({
      'GET berkas/2': () => json({ message: 'Berkas tidak ditemukan', errors: null, data: null }, 404),
    });
    await expect(api.download('berkas/2')).rejects.toThrow('Berkas tidak ditemukan');
    expect(toasts[0].message).toBe('Berkas tidak ditemukan');
  });
});
