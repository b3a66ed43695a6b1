import { formatDate, formatLongDate, type LetterData } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, pelapors, sensor_sk_items } from '../../db/schema';
import { caller, createTestApp, type TestApp } from '../../test/app';
import { letterDataOfRecord } from '../dokumen/letter-data';
import { PATH_TO_SK } from '../laporan/proses/scenario';
import { reportWalker } from '../laporan/proses/testing';
import { withdrawPublishedSk } from './publish';
import { pdfPlainText } from './redact';

/** Issue 11 §5: numbered SKs are published only after their personal data is removed from the file itself. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
let sk1: number;
let sk2: number;
let sk3: number;
let pelapor: { nama: string; nik: string | null };

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  await w.idsFrom('sensor_sk_batches', 70000);
  sk1 = await w.fileReport();
  await w.walk(sk1, PATH_TO_SK);
  sk2 = await w.fileReport();
  await w.walk(sk2, PATH_TO_SK);
  sk3 = await w.fileReport();
  await w.walk(sk3, PATH_TO_SK);
  const [p] = await t.database.db.select().from(pelapors).limit(1);
  pelapor = { nama: p?.nama ?? '', nik: p?.nik ?? null };
}, 180_000);
afterAll(() => t.close());

const create = (role: string, laporan_ids: number[], judul = 'Publikasi SK November 2026') =>
  w.call(role)('POST', '/api/sensor-sk/batch', { judul, laporan_ids });
const detail = async (role: string, id: number) => {
  const res = await w.call(role)('GET', `/api/sensor-sk/batch/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const decide = (role: string, id: number, keputusan: string, versi: number, catatan?: string) =>
  w.call(role)('POST', `/api/sensor-sk/batch/${id}/keputusan`, { keputusan, versi, catatan });

describe('SK redaction batches', () => {
  it('lists numbered SKs as candidates, and only to the drafters', async () => {
    const res = await w.call('anggota_tim')('GET', '/api/sensor-sk/kandidat?per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.items.map((r: { laporan_id: number }) => r.laporan_id);
    expect(ids).toEqual(expect.arrayContaining([sk1, sk2]));
    expect((await w.call('individu')('GET', '/api/sensor-sk/kandidat')).statusCode).toBe(403);
    expect((await w.call('ketua_group')('GET', '/api/sensor-sk/kandidat')).statusCode).toBe(403);
  });

  it('finds the reporter’s personal data, is reviewed, approved by another, and publishes copies without it', async () => {
    const res = await create('anggota_tim', [sk1]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    let d = await detail('anggota_tim', id);
    expect(d.status).toBe('DRAF');
    expect(d.dapat_diubah).toBe(true);
    const [item] = d.items;
    expect(item.nomor_sk).toMatch(/SK/);
    expect(item.temuan).toContainEqual(expect.objectContaining({ jenis: 'nama', sumber: 'laporan' }));
    // The reviewer marks one more text by hand and leaves nothing in.
    const edited = await w.call('anggota_tim')('PUT', `/api/sensor-sk/batch/${id}`, {
      versi: d.version,
      judul: 'Publikasi SK November 2026 (tinjau)',
      laporan_ids: [sk1],
      tinjauan: [{ laporan_id: sk1, abaikan: [], tambahan: [{ teks: 'Milik Negara', jenis: 'nama' }] }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The preview is redacted already.
    const preview = await w.call('anggota_tim')('GET', `/api/sensor-sk/batch/${id}/sk/${sk1}/pratinjau`);
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const previewText = (await pdfPlainText(preview.rawPayload)).toLowerCase();
    expect(previewText).not.toContain(pelapor.nama.toLowerCase());
    const at = previewText.indexOf('milik negara');
    expect(previewText, previewText.slice(Math.max(0, at - 200), at + 100)).not.toContain('milik negara');
    d = await detail('anggota_tim', id);
    expect((await decide('anggota_tim', id, 'kirim', d.version)).statusCode).toBe(200);
    d = await detail('ketua_group', id);
    expect(d.status).toBe('DIAJUKAN');
    expect(d.aksi.dapat_bertindak).toBe(true);
    const approved = await decide('ketua_group', id, 'setuju', d.version);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('DITERBITKAN');
    const file = await w.call('direktur')('GET', `/api/sensor-sk/batch/${id}/sk/${sk1}/hasil`);
    expect(file.statusCode).toBe(200);
    const text = (await pdfPlainText(file.rawPayload)).toLowerCase();
    // No personal datum of the report remains in the text of the published copy; the decision's number does.
    expect(text).not.toContain(pelapor.nama.toLowerCase());
    if (pelapor.nik) expect(text).not.toContain(pelapor.nik);
    expect(text).toContain(item.nomor_sk.toLowerCase());
    const [stored] = await t.database.db
      .select()
      .from(sensor_sk_items)
      .where(eq(sensor_sk_items.batch_id, id));
    expect(stored?.hasil_sha256).toMatch(/^[0-9a-f]{64}$/);
    const audits = await t.database.db.select().from(audit_logs).where(eq(audit_logs.entity, 'sensor_sk'));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['sensor-sk.create', 'sensor-sk.update', 'sensor-sk.kirim', 'sensor-sk.setuju']),
    );
    // Published to the public documents: listed for guests, its file (the redacted copy) served to them.
    const guest = caller(t.app);
    const docs = (await guest('GET', '/api/public/list?per_page=50')).json().data.items;
    const doc = docs.find((d: { nomor: string | null }) => d.nomor === item.nomor_sk);
    expect(doc, JSON.stringify(docs.map((d: { nomor: string | null }) => d.nomor))).toBeTruthy();
    const berkas = await guest('GET', new URL(doc.berkas_url, 'http://x').pathname);
    expect(berkas.statusCode).toBe(200);
    expect((await pdfPlainText(berkas.rawPayload)).toLowerCase()).not.toContain(pelapor.nama.toLowerCase());
    // An SK cancelled later (pembatalan-sk) comes off the public documents; its copy is no longer served to guests.
    const withdrawn = await t.database.db.transaction((tx) => withdrawPublishedSk(tx, null, [item.nomor_sk]));
    expect(withdrawn).toBe(1);
    const after = (await guest('GET', '/api/public/list?per_page=50')).json().data.items;
    expect(after.some((d: { nomor: string | null }) => d.nomor === item.nomor_sk)).toBe(false);
    expect((await guest('GET', new URL(doc.berkas_url, 'http://x').pathname)).statusCode).toBe(404);
    const tarik = await t.database.db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'dokumen_publik.tarik'));
    expect(tarik).toHaveLength(1);
    // Published once: the SK is no longer a candidate.
    const again = await create('anggota_tim', [sk1]);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.laporan_ids[0]).toMatch(/sudah dalam batch lain/);
  });

  it('keeps the drafter from approving, others from editing, stale versions and wrong roles out', async () => {
    const id = (await create('anggota_tim', [sk2], 'Publikasi SK kedua')).json().data.id;
    const d = await detail('anggota_tim', id);
    expect((await decide('anggota_tim', id, 'kirim', d.version + 1)).statusCode).toBe(409);
    expect((await decide('anggota_tim', id, 'kirim', d.version)).statusCode).toBe(200);
    const sent = await detail('ketua_group', id);
    // Still a draft only for its drafter: another drafter cannot edit it, nobody can once it is sent.
    const put = (role: string) =>
      w.call(role)('PUT', `/api/sensor-sk/batch/${id}`, {
        versi: sent.version,
        judul: 'Diubah oleh orang lain',
        laporan_ids: [sk2],
      });
    expect((await put('anggota_tim')).statusCode).toBe(409);
    expect((await put('ketua_group')).statusCode).toBe(403);
    expect((await w.call('individu')('GET', `/api/sensor-sk/batch/${id}`)).statusCode).toBe(403);
    expect((await w.call('anggota_tim')('GET', '/api/sensor-sk/batch/999999')).statusCode).toBe(404);
    const returned = await decide('ketua_group', id, 'kembalikan', sent.version, 'Tambahkan nomor rekening');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().data.status).toBe('DRAF');
    // Back with its drafter: the group head holds nothing to decide now.
    const refused = await decide('ketua_group', id, 'tolak', returned.json().data.version, 'Tidak perlu');
    expect(refused.statusCode).toBe(403);
  });

  it('proposes the reporter’s position, institution, report number and date too, and publishes without them', async () => {
    const data: LetterData = await letterDataOfRecord(t.database.db, sk3, 'draft-sk');
    const { jabatan, instansi } = data.pelapor;
    const { nomor, tanggal_lapor } = data.laporan;
    if (!jabatan || !instansi || !nomor || !tanggal_lapor) throw new Error('the fixture report lacks them');
    const res = await create('anggota_tim', [sk3], 'Publikasi SK kuasi-identifier');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    let d = await detail('anggota_tim', id);
    const proposed = (jenis: string) =>
      d.items[0].temuan
        .filter((x: { jenis: string; sumber: string }) => x.jenis === jenis && x.sumber === 'laporan')
        .map((x: { teks: string }) => x.teks.toLowerCase());
    expect(proposed('jabatan')).toEqual([jabatan.toLowerCase()]);
    expect(proposed('instansi')).toContain(instansi.toLowerCase());
    expect(proposed('nomor_laporan')).toEqual([nomor.toLowerCase()]);
    // The SK writes the report's date in the long form ("27 November 2026").
    expect(proposed('tanggal_laporan')).toContain(formatLongDate(tanggal_lapor).toLowerCase());
    expect((await decide('anggota_tim', id, 'kirim', d.version)).statusCode).toBe(200);
    d = await detail('ketua_group', id);
    expect((await decide('ketua_group', id, 'setuju', d.version)).statusCode).toBe(200);
    const file = await w.call('direktur')('GET', `/api/sensor-sk/batch/${id}/sk/${sk3}/hasil`);
    expect(file.statusCode).toBe(200);
    const text = (await pdfPlainText(file.rawPayload)).replace(/\s+/g, ' ').toLowerCase();
    for (const gone of [jabatan, instansi, nomor, formatLongDate(tanggal_lapor), formatDate(tanggal_lapor)]) {
      expect(text).not.toContain(gone.toLowerCase());
    }
  });
});
