import { and, desc, eq, like } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trx_emails, wf_events, wf_instances } from '../../../db/schema';
import { caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../../test/app';
import { PATH_TO_SK } from './scenario';
import { reportWalker } from './testing';

/** The reporter's answers through a link reach the member re-verifying completeness: detail, history, centre, zip. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
let laporanId: number;
let sent: number;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function uploadThrough(token: string, bytes: Buffer, filename: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public-link/${token}/upload`,
    ...multipart({ bytes, filename }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  laporanId = await w.fileReport();
  await w.walk(laporanId, [...PATH_TO_SK.slice(0, 10), ['f3b', 'tidak_lengkap', 'ketua_group']]);
  const [mail] = await t.database.db
    .select()
    .from(trx_emails)
    .where(like(trx_emails.text, '%konfirmasi-kelengkapan/%'))
    .orderBy(desc(trx_emails.id))
    .limit(1);
  const token = /konfirmasi-kelengkapan\/([\w-]+)\/fill/.exec(mail?.text ?? '')?.[1] ?? '';
  sent = await uploadThrough(token, PDF, 'undangan.pdf');
  // Uploaded to the link but left out of the answer: not part of what the reporter sent.
  await uploadThrough(token, TINY_PNG, 'salah-unggah.png');
  const answer = await caller(t.app)('POST', `/api/public-link/${token}/submit-kelengkapan`, {
    jawaban: [{ kode: 'P1', jawaban: 'Undangan acara terlampir' }],
    catatan: 'Sudah saya lengkapi',
    media_ids: [sent],
  });
  expect(answer.statusCode, answer.body).toBe(200);
}, 180_000);
afterAll(() => t.close());

const get = (role: string, path: string) => w.call(role)('GET', path);

describe("the reporter's answers", () => {
  it('are shown to the KPK staff on the report: what was asked, the answers, the note and the files sent', async () => {
    const res = await get('anggota_tim', `/api/laporan/${laporanId}/jawaban-pelapor`);
    expect(res.statusCode, res.body).toBe(200);
    const [item, ...rest] = res.json().data;
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      type: 'KELENGKAPAN',
      status: 'dijawab',
      permintaan: { pesan: 'Mohon lengkapi dokumen pendukung laporan Anda.', items: [{ kode: 'P1' }] },
      jawaban: {
        items: [{ kode: 'P1', pertanyaan: 'Unggah undangan acara', jawaban: 'Undangan acara terlampir' }],
        catatan: 'Sudah saya lengkapi',
        tanggapan: null,
      },
    });
    expect(item.berkas.map((b: { id: number; original_name: string }) => [b.id, b.original_name])).toEqual([
      [sent, 'undangan.pdf'],
    ]);
    const file = await get('anggota_tim', `/api/laporan/${laporanId}/attachment/${sent}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PDF);
    expect((await get('direktur', `/api/laporan/${laporanId}/jawaban-pelapor`)).statusCode).toBe(200);
  });

  it('are refused to roles outside the KPK, the reporter included, and to an unknown report', async () => {
    const reporter = await get('individu', `/api/laporan/${laporanId}/jawaban-pelapor`);
    expect(reporter.statusCode).toBe(403);
    for (const username of ['upg', 'data_entry']) {
      const other = caller(t.app, await loginAs(t.app, username));
      expect((await other('GET', `/api/laporan/${laporanId}/jawaban-pelapor`)).statusCode, username).toBe(
        403,
      );
    }
    expect((await get('anggota_tim', '/api/laporan/999999999/jawaban-pelapor')).statusCode).toBe(404);
  });

  it('are pointed to from the history and from the process event the answer made', async () => {
    const [item] = (await get('anggota_tim', `/api/laporan/${laporanId}/jawaban-pelapor`)).json().data;
    const history = (await get('anggota_tim', `/api/laporan/${laporanId}/history`)).json().data;
    expect(history.find((h: { action: string }) => h.action === 'Pelapor melengkapi laporan')).toMatchObject({
      public_link_id: item.id,
      catatan: 'Sudah saya lengkapi',
    });
    const [event] = await t.database.db
      .select({ fields: wf_events.fields })
      .from(wf_events)
      .innerJoin(wf_instances, eq(wf_instances.id, wf_events.instance_id))
      .where(and(eq(wf_instances.subject_id, laporanId), eq(wf_events.decision, 'dilengkapi')));
    expect(event?.fields).toEqual({ public_link_id: item.id });
  });

  it('are listed in the document centre with their files', async () => {
    const res = await get('anggota_tim', `/api/dokumen/pusat?laporan_id=${laporanId}&jenis=jawaban-pelapor`);
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      sumber: 'lampiran',
      jenis: 'jawaban-pelapor',
      jenis_nama: 'Berkas jawaban pelapor',
      nama_berkas: 'undangan.pdf',
    });
    const file = await get('anggota_tim', `/api/dokumen/pusat/lampiran/${items[0].id}/unduh`);
    expect(file.rawPayload).toEqual(PDF);
  });

  it("are in the report's zip: the text of the answer and its files", async () => {
    const res = await get('koordinator', `/api/laporan/${laporanId}/berkas`);
    expect(res.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const [item] = (await get('anggota_tim', `/api/laporan/${laporanId}/jawaban-pelapor`)).json().data;
    const folder = `jawaban-pelapor/kelengkapan-${item.id}`;
    expect(await zip.file(`${folder}/undangan.pdf`)?.async('nodebuffer')).toEqual(PDF);
    expect(Object.keys(zip.files).some((n) => n.includes('salah-unggah'))).toBe(false);
    const text = (await zip.file(`${folder}/jawaban.txt`)?.async('string')) ?? '';
    expect(text).toContain('1. [P1] Unggah undangan acara\n   Jawaban: Undangan acara terlampir');
    expect(text).toContain('Catatan pelapor: Sudah saya lengkapi');
    expect(text).toContain('Berkas: undangan.pdf');
  });
});
