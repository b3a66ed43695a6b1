import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pelapors } from '../../../db/schema/index';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { pdfText } from '../../dokumen/pdf/text';
import { codesOf } from '../import/validate';
import { loadFormulir } from './data';
import { DRAFT_WATERMARK, formulirFilename, LATE_NOTE, renderFormulir } from './formulir';

let t: TestApp;
let individu: string;
let pelaporId: number;
let ids: Record<string, number>;

const code = async (key: string, kode: string) => {
  const id = (await codesOf(t.database.db, key)).get(kode);
  if (!id) throw new Error(`${key} ${kode} missing`);
  return id;
};

const report = (over: Record<string, unknown> = {}) => ({
  pelapor_id: pelaporId,
  jenis_peristiwa_id: ids.peristiwa,
  tempat_penerimaan: 'Hotel Borobudur, Jakarta',
  tanggal_penerimaan: '2026-09-01',
  hubungan_pemberi_penerima_id: ids.hubungan,
  nama_pemberi: 'Andi Wijaya',
  instansi_pemberi: 'PT Contoh Sejahtera',
  alamat_pemberi: 'Jl. Merdeka No. 1, Jakarta',
  kronologi: 'Saat resepsi pernikahan saya, rekanan kantor memberikan amplop berisi uang tunai.',
  rincian: [
    {
      status_penerimaan: 'DITERIMA',
      jenis_penerimaan_id: ids.penerimaan,
      jenis_objek_id: ids.objek,
      uraian: 'Uang tunai dalam amplop putih',
      jumlah: 1,
      nilai_taksiran: '1500000',
      mata_uang_kode: 'IDR',
    },
  ],
  pernyataan_benar: true,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  individu = await loginAs(t.app, 'individu');
  const [budi] = await t.database.db
    .select({ id: pelapors.id })
    .from(pelapors)
    .where(eq(pelapors.nik, '3201011201900003'));
  pelaporId = budi?.id ?? 0;
  ids = {
    peristiwa: await code('jenis-peristiwa', 'PERNIKAHAN'),
    hubungan: await code('hubungan-pemberi-penerima', 'REKANAN'),
    penerimaan: await code('jenis-penerimaan', 'UANG'),
    objek: await code('jenis-objek', 'UANG_TUNAI'),
  };
});
afterAll(() => t.close());

describe('GET /api/laporan/{id}/formulir', () => {
  let id: number;
  let nosig: string;

  beforeAll(async () => {
    const res = await caller(t.app, individu)('POST', '/api/laporan/save', report());
    expect(res.statusCode).toBe(200);
    ({ id, nosig } = res.json().data.laporan);
  });

  it('gives the reporter the filed report as an A4 PDF in the official layout', async () => {
    const res = await caller(t.app, individu)('GET', `/api/laporan/${id}/formulir`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Formulir-Laporan-${nosig.replace(/\//g, '-')}.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2_000);
    expect(pdf.length).toBeLessThan(300_000);
    const text = pdfText(pdf);
    for (const expected of [
      'KOMISI PEMBERANTASAN KORUPSI REPUBLIK INDONESIA',
      'FORMULIR LAPORAN PENERIMAAN GRATIFIKASI',
      nosig,
      'I. DATA PELAPOR',
      'Budi Santoso',
      '3201011201900003',
      'Bogor, 12 Januari 1990',
      'IIIB - Penata Muda Tingkat I',
      '1 September 2026',
      'Uang tunai dalam amplop putih',
      'Rp1.500.000,00',
      '(satu juta lima ratus ribu rupiah)',
      'IV. KRONOLOGI',
      'V. KELENGKAPAN',
      'Tidak ada lampiran.',
      'PERNYATAAN',
      '( Budi Santoso )',
      'Halaman 1 dari',
    ]) {
      expect(text).toContain(expected);
    }
    // Received on 1 September, reported in late November: past the 30 working days.
    expect(text).toContain(LATE_NOTE);
    expect(text).not.toContain(DRAFT_WATERMARK);
  });

  it('answers 404 to a user who may not read the report', async () => {
    const other = await loginAs(t.app, 'data_entry');
    const res = await caller(t.app, other)('GET', `/api/laporan/${id}/formulir`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    const missing = await caller(t.app, individu)('GET', '/api/laporan/999999/formulir');
    expect(missing.statusCode).toBe(404);
  });

  it('is refused to anonymous callers', async () => {
    const res = await caller(t.app)('GET', `/api/laporan/${id}/formulir`);
    expect(res.statusCode).toBe(401);
  });

  it('prints a draft with a DRAF watermark and a name by id', async () => {
    const draft = await caller(t.app, individu)('POST', '/api/laporan/draft', {
      pelapor_id: pelaporId,
      nama_pemberi: 'Belum lengkap',
    });
    expect(draft.statusCode).toBeLessThan(300);
    const draftId: number = draft.json().data.id;
    const res = await caller(t.app, individu)('GET', `/api/laporan/${draftId}/formulir`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`Formulir-Laporan-DRAF-${draftId}.pdf`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(DRAFT_WATERMARK);
    expect(text).toContain('Belum bernomor (draf)');
    expect(text).toContain('Rp0,00');
  });
});

describe('renderFormulir', () => {
  it('breaks a long item table over pages, numbering every page', async () => {
    const res = await caller(t.app, individu)(
      'POST',
      '/api/laporan/save',
      report({
        tanggal_penerimaan: '2026-11-17',
        rincian: Array.from({ length: 45 }, (_, i) => ({
          ...report().rincian[0],
          uraian: `Barang nomor ${i + 1}`,
          nilai_taksiran: '100000',
        })),
      }),
    );
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data.laporan;
    const data = await loadFormulir(
      t.database.db,
      {
        user: { id: 0, username: 'x', name: 'x', email: null, plh_gh_until: null },
        sessionId: 0,
        accesses: [],
        directPermissionIds: [],
        activeAccess: null,
        activeRole: 'sysadmin',
        permissions: new Set(),
      },
      id,
    );
    const pdf = await renderFormulir(t.database.db, data, {
      compress: false,
      printedAt: new Date('2026-11-20T03:00:00Z'),
    });
    const text = pdfText(pdf);
    expect(text).toMatch(/Halaman 1 dari [2-9]/);
    expect(text).toContain('Halaman 2 dari');
    expect(text).toContain('Barang nomor 45');
    expect(text).toContain('Rp4.500.000,00');
    expect(text).toContain('(empat juta lima ratus ribu rupiah)');
    expect(text).toContain('Dicetak 20-11-2026 10:00 WIB');
    expect(text).not.toContain(LATE_NOTE);
    expect(formulirFilename({ id: 7, nosig: '12/GRAT/XI/2026' })).toBe(
      'Formulir-Laporan-12-GRAT-XI-2026.pdf',
    );
  });
});
