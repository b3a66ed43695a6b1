import { MAKS_UKURAN_ZIP_BYTES } from '@gratifikasi/domain';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, dokumen_surats, media, mediables } from '../../../db/schema';
import { storeFile } from '../../../platform/files';
import { createTestApp, type TestApp } from '../../../test/app';
import { LAMPIRAN_COLLECTION, LAPORAN_MEDIA_TYPE } from '../../laporan/files/lampiran';
import { PATH_TO_SK } from '../../laporan/proses/scenario';
import { reportWalker } from '../../laporan/proses/testing';

/** Issue 11 §4: every letter and report file in one centre, paged and filtered; a selection as one streamed zip. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
let laporanId: number;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  laporanId = await w.fileReport();
  await w.walk(laporanId, PATH_TO_SK);
  // The SK is issued when staff first download it.
  const sk = await w.call('Administrasi/Sekretaris')('GET', `/api/laporan/${laporanId}/dokumen/draft-sk`);
  expect(sk.statusCode, sk.body.slice(0, 200)).toBe(200);
  // A thousand attachments on the report, sharing one stored file.
  const ctx = t.app.ctx;
  await ctx.db.transaction(async (tx) => {
    const m = await storeFile(
      tx,
      ctx.files,
      { bytes: PDF, filename: 'kuitansi.pdf' },
      {
        accept: ['pdf'],
        maxBytes: 1024 * 1024,
        createdBy: null,
      },
    );
    await tx.insert(mediables).values(
      Array.from({ length: 1000 }, () => ({
        media_id: m.id,
        mediable_type: LAPORAN_MEDIA_TYPE,
        mediable_id: laporanId,
        collection: LAMPIRAN_COLLECTION,
      })),
    );
  });
  await ctx.jobs.drain();
}, 180_000);
afterAll(() => t.close());

const get = (role: string, path: string) => w.call(role)('GET', path);

describe('the document centre', () => {
  it('lists letters and files, newest first, filtered by kind, report and number; the archive holds none yet', async () => {
    const all = await get('anggota_tim', `/api/dokumen/pusat?laporan_id=${laporanId}&per_page=5`);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json().data;
    expect(page.total).toBeGreaterThanOrEqual(1001);
    expect(page.items).toHaveLength(5);
    expect(page.retensi_tahun).toBe(10);
    const sk = (await get('anggota_tim', `/api/dokumen/pusat?jenis=draft-sk&laporan_id=${laporanId}`)).json()
      .data;
    expect(sk.total).toBe(1);
    expect(sk.items[0]).toMatchObject({
      sumber: 'surat',
      jenis: 'draft-sk',
      laporan_id: laporanId,
      dibatalkan: false,
    });
    const byNumber = (
      await get('direktur', `/api/dokumen/pusat?q=${encodeURIComponent(sk.items[0].nomor)}`)
    ).json().data;
    expect(byNumber.items.map((i: { id: number }) => i.id)).toContain(sk.items[0].id);
    expect((await get('anggota_tim', '/api/dokumen/arsip')).json().data.total).toBe(0);
    // Past the retention period a letter moves to the archive.
    await t.database.db
      .update(dokumen_surats)
      .set({ tanggal: sql`(current_date - interval '11 years')::date` })
      .where(eq(dokumen_surats.id, sk.items[0].id));
    const arsip = (await get('anggota_tim', '/api/dokumen/arsip')).json().data;
    expect(arsip.items.map((i: { id: number }) => i.id)).toEqual([sk.items[0].id]);
    expect(
      (await get('anggota_tim', `/api/dokumen/pusat?jenis=draft-sk&laporan_id=${laporanId}`)).json().data
        .total,
    ).toBe(0);
  });

  it('refuses wrong roles and bad filters', async () => {
    expect((await get('individu', '/api/dokumen/pusat')).statusCode).toBe(403);
    const bad = await get(
      'anggota_tim',
      '/api/dokumen/pusat?jenis=rahasia&dari=2026-12-01&sampai=2026-01-01',
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['jenis']));
    expect((await get('anggota_tim', '/api/dokumen/pusat/lampiran/999999999/unduh')).statusCode).toBe(404);
  });

  it('zips a thousand documents as one stream of known length, opening each file only in its turn', async () => {
    const list = (
      await get('anggota_tim', `/api/dokumen/pusat?laporan_id=${laporanId}&jenis=lampiran&per_page=100`)
    ).json().data;
    const ids: { sumber: string; id: number }[] = [];
    for (let p = 1; ids.length < 1000; p++) {
      const more = (
        await get(
          'anggota_tim',
          `/api/dokumen/pusat?laporan_id=${laporanId}&jenis=lampiran&per_page=100&page=${p}`,
        )
      ).json().data.items;
      ids.push(...more.map((i: { sumber: string; id: number }) => ({ sumber: i.sumber, id: i.id })));
    }
    expect(list.total).toBe(1000);
    // Count how many stored files are open at once while the zip streams.
    const files = t.app.ctx.files;
    const open = files.open.bind(files);
    let now = 0;
    let most = 0;
    files.open = async (key: string) => {
      const stream = await open(key);
      now++;
      most = Math.max(most, now);
      stream.once('close', () => now--);
      return stream;
    };
    try {
      const res = await w.call('anggota_tim')('POST', '/api/dokumen/pusat/zip', { dokumen: ids });
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const zip = await JSZip.loadAsync(res.rawPayload);
      const names = Object.keys(zip.files);
      expect(names).toHaveLength(1000);
      expect(new Set(names).size).toBe(1000);
      expect(await zip.file(names[999] ?? '')?.async('nodebuffer')).toEqual(PDF);
      expect(most).toBeLessThanOrEqual(2);
    } finally {
      files.open = open;
    }
    const tooMany = Array.from({ length: 1001 }, (_, i) => ({ sumber: 'lampiran', id: i + 1 }));
    expect(
      (await w.call('anggota_tim')('POST', '/api/dokumen/pusat/zip', { dokumen: tooMany })).statusCode,
    ).toBe(422);
  });

  it('zips a document named a thousand times once', async () => {
    const [one] = (
      await get('anggota_tim', `/api/dokumen/pusat?laporan_id=${laporanId}&jenis=lampiran&per_page=1`)
    ).json().data.items;
    const dokumen = Array.from({ length: 1000 }, () => ({ sumber: 'lampiran', id: one.id }));
    const res = await w.call('anggota_tim')('POST', '/api/dokumen/pusat/zip', { dokumen });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Dokumen-1.zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(1);
    expect(await zip.file(names[0] ?? '')?.async('nodebuffer')).toEqual(PDF);
    expect(res.rawPayload.length).toBeLessThan(PDF.length + 1024);
  });

  it('refuses a selection whose files together pass the size bound, zipping and auditing nothing', async () => {
    const ctx = t.app.ctx;
    const big = await ctx.db.transaction(async (tx) => {
      const m = await storeFile(
        tx,
        ctx.files,
        { bytes: Buffer.concat([PDF, Buffer.from('% besar\n')]), filename: 'rekaman.pdf' },
        { accept: ['pdf'], maxBytes: 1024 * 1024, createdBy: null },
      );
      // As if it were as large as the bound allows: with one more document the selection passes it.
      await tx.update(media).set({ size: MAKS_UKURAN_ZIP_BYTES }).where(eq(media.id, m.id));
      const [row] = await tx
        .insert(mediables)
        .values({
          media_id: m.id,
          mediable_type: LAPORAN_MEDIA_TYPE,
          mediable_id: laporanId,
          collection: LAMPIRAN_COLLECTION,
        })
        .returning();
      return row?.id ?? 0;
    });
    const small = (
      await get('anggota_tim', `/api/dokumen/pusat?laporan_id=${laporanId}&jenis=lampiran&per_page=2`)
    )
      .json()
      .data.items.find((i: { id: number }) => i.id !== big);
    const zips = async () =>
      (await t.database.db.select().from(audit_logs).where(eq(audit_logs.action, 'dokumen.zip'))).length;
    const before = await zips();
    const res = await w.call('anggota_tim')('POST', '/api/dokumen/pusat/zip', {
      dokumen: [
        { sumber: 'lampiran', id: big },
        { sumber: 'lampiran', id: small.id },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.dokumen).toEqual([
      'Ukuran dokumen terpilih 1.024,01 MB melebihi batas 1.024 MB sekali unduh; pilih lebih sedikit dokumen',
    ]);
    expect(await zips()).toBe(before);
  });
});
