import { LINK_EXPIRED_MESSAGE } from '@gratifikasi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audit_logs,
  laporan_histories,
  laporan_public_links,
  laporans,
  master_jenis_peristiwas,
  notifications,
  pelapors,
  rincian_laporans,
  users,
} from '../../db/schema';
import { mediaOf } from '../../platform/files';
import { createTestApp, multipart, type TestApp, TINY_PNG } from '../../test/app';
import { createPublicLink } from './links';

let t: TestApp;
let laporanId: number;
let anggotaId: number;

/** A submitted report of the demo reporter with a rupiah and a dollar item, assigned to the demo anggota_tim. */
async function insertLaporan(nosig: string, assigneeId: number | null): Promise<number> {
  const db = t.database.db;
  const [pelapor] = await db
    .select({ id: pelapors.id })
    .from(pelapors)
    .where(eq(pelapors.nama, 'Budi Santoso'));
  const [jenis] = await db.select({ id: master_jenis_peristiwas.id }).from(master_jenis_peristiwas).limit(1);
  if (!pelapor) throw new Error('demo pelapor missing');
  const [row] = await db
    .insert(laporans)
    .values({
      nosig,
      pelapor_id: pelapor.id,
      created_by_role: 'individu',
      kanal: 'INDIVIDU',
      status: 'TERKIRIM',
      step: 'f33',
      assignee_user_id: assigneeId,
      jenis_peristiwa_id: jenis?.id ?? null,
      tempat_penerimaan: 'Jakarta',
      tanggal_penerimaan: '2026-03-02',
      tanggal_lapor: '2026-03-05',
      nama_pemberi: 'PT Contoh',
      instansi_pemberi: 'PT Contoh Sejahtera',
      kronologi: 'Menerima bingkisan setelah rapat koordinasi di kantor.',
      total_nilai: '2100000.00',
    })
    .returning({ id: laporans.id });
  if (!row) throw new Error('laporan insert returned nothing');
  await db.insert(rincian_laporans).values([
    { laporan_id: row.id, uraian: 'Parsel makanan', nilai_taksiran: '500000.00', nilai_rupiah: '500000.00' },
    {
      laporan_id: row.id,
      uraian: 'Voucher belanja',
      nilai_taksiran: '100.00',
      mata_uang_kode: 'USD',
      kurs: '16000.0000',
      kurs_tanggal: '2026-03-02',
      nilai_rupiah: '1600000.00',
    },
  ]);
  return row.id;
}

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);
const ASKED = {
  pesan: 'Mohon lengkapi dokumen berikut.',
  items: [
    { kode: 'FOTO', pertanyaan: 'Foto barang yang diterima' },
    { kode: 'NILAI', pertanyaan: 'Dasar taksiran nilai voucher' },
  ],
};

async function link(
  type: 'KELENGKAPAN' | 'TANGGAPAN',
  opts: { laporan?: number; expires_at?: Date } = {},
): Promise<string> {
  const { token } = await t.database.db.transaction((tx) =>
    createPublicLink(tx, {
      laporan_id: opts.laporan ?? laporanId,
      type,
      permintaan:
        type === 'KELENGKAPAN' ? ASKED : { pesan: 'Mohon tanggapan atas hasil klarifikasi.', items: [] },
      expires_at: opts.expires_at ?? inAWeek(),
      created_by: anggotaId,
    }),
  );
  return token;
}

let ip = 0;
/** Each call from its own address, so the public rate limit never trips a test but the one about it. */
const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, remoteAddress: `10.0.0.${(ip++ % 250) + 1}`, ...(payload ? { payload } : {}) });

function upload(token: string, bytes: Buffer, filename: string) {
  const body = multipart({ bytes, filename });
  return t.app.inject({
    method: 'POST',
    url: `/api/public-link/${token}/upload`,
    remoteAddress: `10.0.1.${(ip++ % 250) + 1}`,
    ...body,
  });
}

function expectExpired(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ message: LINK_EXPIRED_MESSAGE, data: null });
}

beforeAll(async () => {
  t = await createTestApp();
  const [anggota] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'anggota_tim'));
  anggotaId = anggota?.id ?? 0;
  laporanId = await insertLaporan('0001/GRAT/2026', anggotaId);
});
afterAll(() => t.close());

describe('createPublicLink', () => {
  it('stores only the SHA-256 of a random 32-byte base64url token', async () => {
    const token = await link('TANGGAPAN');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.select().from(laporan_public_links);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('GET public-link/{token}/validate and /laporan', () => {
  it('describes a live link without signing in', async () => {
    const token = await link('KELENGKAPAN');
    const res = await call('GET', `/api/public-link/${token}/validate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      type: 'KELENGKAPAN',
      laporan: { nosig: '0001/GRAT/2026', tanggal_lapor: '2026-03-05', pelapor_nama: 'Budi Santoso' },
      permintaan: ASKED,
      upload: { max_mb: 10, used: 0 },
    });
  });

  it('answers the spec message for an unknown, malformed or expired token', async () => {
    expectExpired(await call('GET', `/api/public-link/${'x'.repeat(43)}/validate`));
    expectExpired(await call('GET', '/api/public-link/pendek/validate'));
    const expired = await link('KELENGKAPAN', { expires_at: new Date(Date.now() - 1000) });
    expectExpired(await call('GET', `/api/public-link/${expired}/validate`));
    expectExpired(await call('GET', `/api/public-link/${expired}/laporan`));
  });

  it('shows a summary of that one report, with values and no internal ids', async () => {
    const token = await link('TANGGAPAN');
    const res = await call('GET', `/api/public-link/${token}/laporan`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      nosig: '0001/GRAT/2026',
      pelapor_nama: 'Budi Santoso',
      tanggal_penerimaan: '2026-03-02',
      nama_pemberi: 'PT Contoh',
      total_nilai: '2100000.00',
    });
    expect(data.rincian).toEqual([
      expect.objectContaining({ uraian: 'Parsel makanan', mata_uang_kode: 'IDR', nilai_rupiah: '500000.00' }),
      expect.objectContaining({ uraian: 'Voucher belanja', mata_uang_kode: 'USD', kurs: '16000.0000' }),
    ]);
    const keys = [...Object.keys(data), ...data.rincian.flatMap((r: object) => Object.keys(r))];
    for (const key of keys) expect(key).not.toMatch(/(^id$|_id$|user|created_by|assignee|^nik$)/);
  });

  it('refuses a link whose report was deleted', async () => {
    const other = await insertLaporan('0002/GRAT/2026', null);
    const token = await link('TANGGAPAN', { laporan: other });
    await t.database.db.update(laporans).set({ deleted_at: new Date() }).where(eq(laporans.id, other));
    expectExpired(await call('GET', `/api/public-link/${token}/validate`));
  });
});

describe('POST public-link/{token}/upload', () => {
  it('keeps a file whose bytes are an accepted kind, and refuses one that only claims to be', async () => {
    const token = await link('KELENGKAPAN');
    const ok = await upload(token, TINY_PNG, 'foto.png');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ original_name: 'foto.png', mime_type: 'image/png' });

    const fake = await upload(token, Buffer.from('<script>alert(1)</script>'), 'foto.png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file[0]).toContain('Jenis berkas tidak didukung');
    expect((await call('GET', `/api/public-link/${token}/validate`)).json().data.upload.used).toBe(1);

    const [audited] = await t.database.db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'public_link_upload'));
    expect(audited).toMatchObject({ user_id: null, entity: 'laporan_public_link' });
  });

  it('stops at upload_max_files per link and refuses an expired link', async () => {
    const token = await link('TANGGAPAN');
    const max = (await t.app.ctx.settings.get()).upload_max_files;
    for (let i = 0; i < max; i++) expect((await upload(token, TINY_PNG, `f${i}.png`)).statusCode).toBe(201);
    const over = await upload(token, TINY_PNG, 'lagi.png');
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.file).toEqual([`Maksimal ${max} berkas per tautan`]);

    const expired = await link('TANGGAPAN', { expires_at: new Date(Date.now() - 1000) });
    expectExpired(await upload(expired, TINY_PNG, 'foto.png'));
  });
});

describe('POST public-link/{token}/submit-kelengkapan', () => {
  it('requires an answer to every asked item and refuses files of another link', async () => {
    const token = await link('KELENGKAPAN');
    const missing = await call('POST', `/api/public-link/${token}/submit-kelengkapan`, {
      jawaban: [{ kode: 'FOTO', jawaban: 'Terlampir' }],
      media_ids: [],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'jawaban.NILAI': ['Jawaban wajib diisi'] });

    const elsewhere = await link('KELENGKAPAN');
    const foreign = (await upload(elsewhere, TINY_PNG, 'bukan-milik.png')).json().data.id;
    const res = await call('POST', `/api/public-link/${token}/submit-kelengkapan`, {
      jawaban: [
        { kode: 'FOTO', jawaban: 'Terlampir' },
        { kode: 'NILAI', jawaban: 'Harga di situs resmi' },
      ],
      media_ids: [foreign],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ media_ids: ['Berkas tidak ditemukan pada tautan ini'] });
    // Nothing was recorded: the link still answers.
    expect((await call('GET', `/api/public-link/${token}/validate`)).statusCode).toBe(200);
  });

  it('refuses a TANGGAPAN link', async () => {
    const token = await link('TANGGAPAN');
    const res = await call('POST', `/api/public-link/${token}/submit-kelengkapan`, {
      jawaban: [],
      catatan: 'x',
      media_ids: [],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Tautan ini bukan permintaan kelengkapan laporan');
  });

  it('records the answer once: files join the laporan, a history row, a notice to the assignee, an audit row', async () => {
    const token = await link('KELENGKAPAN');
    const file = (await upload(token, TINY_PNG, 'foto-barang.png')).json().data.id;
    const body = {
      jawaban: [
        { kode: 'FOTO', jawaban: 'Foto terlampir' },
        { kode: 'NILAI', jawaban: 'Harga di situs resmi penerbit voucher' },
      ],
      catatan: 'Semua sudah saya lengkapi.',
      media_ids: [file],
    };
    const res = await call('POST', `/api/public-link/${token}/submit-kelengkapan`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Terima kasih, kelengkapan laporan Anda telah kami terima');

    const db = t.database.db;
    const files = await mediaOf(db, 'laporan', laporanId, 'kelengkapan');
    expect(files.map((f) => f.id)).toEqual([file]);
    const histories = await db
      .select()
      .from(laporan_histories)
      .where(eq(laporan_histories.action, 'Pelapor melengkapi laporan'));
    expect(histories).toHaveLength(1);
    expect(histories[0]).toMatchObject({
      laporan_id: laporanId,
      user_id: null,
      catatan: 'Semua sudah saya lengkapi.',
    });
    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, anggotaId), eq(notifications.entity_id, laporanId)));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.tautan).toBe(`/kpk/laporan-detail/${laporanId}`);
    const [stored] = await db
      .select()
      .from(laporan_public_links)
      .where(
        eq(
          laporan_public_links.id,
          histories[0]?.data ? (histories[0].data as { public_link_id: number }).public_link_id : 0,
        ),
      );
    expect(stored?.submitted_at).not.toBeNull();
    expect(stored?.jawaban).toMatchObject({ catatan: 'Semua sudah saya lengkapi.' });
    const [audited] = await db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'public_link_submit_kelengkapan'));
    expect(audited).toMatchObject({
      user_id: null,
      entity: 'laporan_public_link',
      entity_id: String(stored?.id),
    });

    // Used: every route of the link now answers the spec message.
    expectExpired(await call('POST', `/api/public-link/${token}/submit-kelengkapan`, body));
    expectExpired(await call('GET', `/api/public-link/${token}/validate`));
    expectExpired(await upload(token, TINY_PNG, 'telat.png'));
  });
});

describe('POST public-link/{token}/submit-tanggapan', () => {
  it('requires the text, refuses a KELENGKAPAN link and records the response once', async () => {
    const token = await link('TANGGAPAN');
    const empty = await call('POST', `/api/public-link/${token}/submit-tanggapan`, {
      tanggapan: '  ',
      media_ids: [],
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.tanggapan).toEqual(['Tanggapan wajib diisi']);

    const kelengkapan = await link('KELENGKAPAN');
    const wrong = await call('POST', `/api/public-link/${kelengkapan}/submit-tanggapan`, {
      tanggapan: 'Saya setuju.',
      media_ids: [],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Tautan ini bukan permintaan tanggapan');

    const ok = await call('POST', `/api/public-link/${token}/submit-tanggapan`, {
      tanggapan: 'Saya setuju dengan hasil klarifikasi.',
      media_ids: [],
    });
    expect(ok.statusCode).toBe(200);
    const [history] = await t.database.db
      .select()
      .from(laporan_histories)
      .where(eq(laporan_histories.action, 'Pelapor menyampaikan tanggapan'));
    expect(history?.catatan).toBe('Saya setuju dengan hasil klarifikasi.');
    expectExpired(
      await call('POST', `/api/public-link/${token}/submit-tanggapan`, { tanggapan: 'Lagi', media_ids: [] }),
    );
  });
});

describe('rate limit', () => {
  it('answers 429 past the public-link limit from one address', async () => {
    const token = 'y'.repeat(43);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public-link/${token}/validate`,
        remoteAddress: '10.9.9.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s === 422)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
