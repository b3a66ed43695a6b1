import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laporan_nomor_surats, notifications, trx_emails } from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { pdfText } from '../../dokumen/pdf/text';
import { PATH_ALL_NL, PATH_TO_SK } from '../proses/scenario';
import { reportWalker } from '../proses/testing';
import { loadRefs, makeUser, masterId, savePayload, userIdOf } from '../test-fixtures';

/** Issue 24 §1: the ruling reaches the reporter — the SK and SPSK issued, the ruling in words, what follows. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
/** Two items: the first ruled the state's, the second the recipient's. */
let sk: number;
let sp3: number;
/** Stopped at the SK's numbering (f7A): nothing issued yet. */
let waiting: number;
let stranger: ReturnType<typeof caller>;

const get = (role: string, url: string) => w.call(role)('GET', url);
const TO_F7A = PATH_TO_SK.findIndex(([step]) => step === 'f7A');

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  sk = await w.fileReport({
    rincian: [
      { ...(await firstItem()), uraian: 'Jam tangan emas' },
      { ...(await firstItem()), uraian: 'Buku agenda' },
    ],
  });
  const s = await w.scenario(sk);
  const [negara, penerima] = s.rincianIds;
  await w.walk(sk, PATH_TO_SK, {
    kepemilikan: { [penerima ?? 0]: 'MILIK_PENERIMA', [negara ?? 0]: 'MILIK_NEGARA' },
  });
  sp3 = await w.fileReport();
  const nl = await w.scenario(sp3, await masterId(w.db, 'unsur-nl', 'KELUARGA'));
  for (const [step, decision, role] of PATH_ALL_NL) await w.act(sp3, step, decision, role, nl);
  waiting = await w.fileReport();
  await w.walk(waiting, PATH_TO_SK.slice(0, TO_F7A));
  await makeUser(w.db, 'pelapor_lain', 'individu');
  stranger = caller(t.app, await loginAs(t.app, 'pelapor_lain'));
}, 600_000);
afterAll(() => t.close());

/** The first item of the standard filing, to file two of them. */
async function firstItem(): Promise<Record<string, unknown>> {
  const payload = savePayload(await loadRefs(t.database.db), 0) as { rincian: Record<string, unknown>[] };
  return payload.rincian[0] ?? {};
}

describe('GET laporan/{id}/putusan', () => {
  it('gives the reporter the SK and SPSK issued, the ruling per item in words and what follows', async () => {
    const res = await get('individu', `/api/laporan/${sk}/putusan`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    const numbers = await w.db
      .select()
      .from(laporan_nomor_surats)
      .where(eq(laporan_nomor_surats.laporan_id, sk))
      .orderBy(laporan_nomor_surats.id);
    expect(p).toMatchObject({ terbit: true, jenis: 'SK' });
    expect(
      p.surat.map((s: { jenis: string; nama: string; nomor: string }) => [s.jenis, s.nama, s.nomor]),
    ).toEqual([
      ['draft-sk', 'SK penetapan status gratifikasi', numbers[0]?.nomor],
      ['pengantar-sk', 'Surat pengantar SK (SPSK)', numbers[1]?.nomor],
    ]);
    expect(p.rincian).toEqual([
      expect.objectContaining({
        uraian: 'Jam tangan emas',
        keputusan: 'MILIK_NEGARA',
        keputusan_label: 'Milik Negara',
        tindak_lanjut: 'SERAHKAN',
        tindak_lanjut_label: 'Serahkan objek ke KPK',
        batas_hk: 7,
        keterangan: expect.stringMatching(
          /^Serahkan objek ke KPK paling lambat \d\d-\d\d-\d{4} \(7 hari kerja sejak SK\)\.$/,
        ),
      }),
      expect.objectContaining({
        uraian: 'Buku agenda',
        keputusan: 'MILIK_PENERIMA',
        keputusan_label: 'Milik Penerima',
        tindak_lanjut: 'TIDAK_ADA',
        batas: null,
      }),
    ]);
    // The UPG's and the KPK's readers see the same.
    expect((await get('koordinator', `/api/laporan/${sk}/putusan`)).json().data).toEqual(p);
  });

  it('is not issued while the letters wait on the e-office; an SP3 rules nothing to do', async () => {
    expect((await get('individu', `/api/laporan/${waiting}/putusan`)).json().data).toEqual({
      terbit: false,
      jenis: null,
      surat: [],
      rincian: [],
    });
    const p = (await get('individu', `/api/laporan/${sp3}/putusan`)).json().data;
    expect(p).toMatchObject({ terbit: true, jenis: 'SP3' });
    expect(p.surat.map((s: { jenis: string }) => s.jenis)).toEqual(['sp3']);
    expect(p.rincian.every((i: { tindak_lanjut: string }) => i.tindak_lanjut === 'TIDAK_ADA')).toBe(true);
  });

  it('answers 404 for someone else’s report', async () => {
    expect((await stranger('GET', `/api/laporan/${sk}/putusan`)).statusCode).toBe(404);
    expect((await stranger('GET', `/api/laporan/${sk}/dokumen/draft-sk`)).statusCode).toBe(404);
  });
});

describe('the reporter’s letters once the ruling is issued', () => {
  it('downloads the SK it names, never a draft or the KPK’s internal papers', async () => {
    const p = (await get('individu', `/api/laporan/${sk}/putusan`)).json().data;
    const nomor = p.surat[0].nomor as string;
    const pdf = await get('individu', `/api/laporan/${sk}/dokumen/draft-sk`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdfText(pdf.rawPayload).replace(/\s/g, '')).toContain(nomor.replace(/\s/g, ''));
    const byRecord = await get('individu', `/api/laporan/${sk}/dokumen/surat/${p.surat[0].surat_id}`);
    expect(byRecord.statusCode).toBe(200);
    expect(byRecord.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect((await get('individu', `/api/laporan/${sk}/dokumen/pengantar-sk`)).statusCode).toBe(200);

    const list = (await get('individu', `/api/laporan/${sk}/dokumen`)).json().data;
    expect(list.unduhan.map((u: { jenis: string; nama: string }) => [u.jenis, u.nama])).toEqual(
      expect.arrayContaining([
        ['draft-sk', 'SK penetapan status gratifikasi'],
        ['pengantar-sk', 'Surat pengantar SK (SPSK)'],
      ]),
    );
    expect(list.surat.map((s: { jenis: string }) => s.jenis).sort()).toEqual(['draft-sk', 'pengantar-sk']);
    expect(list.surat.every((s: { kode: string | null }) => s.kode === null)).toBe(true);

    // The KPK's internal papers: 403; the SK not numbered yet: no draft for the reporter (404).
    for (const kind of ['analisis', 'nota-dinas', 'usulan-sp3']) {
      expect((await get('individu', `/api/laporan/${sk}/dokumen/${kind}`)).statusCode, kind).toBe(403);
    }
    expect((await get('individu', `/api/laporan/${waiting}/dokumen/draft-sk`)).statusCode).toBe(404);
    expect((await get('individu', `/api/laporan/${sk}/dokumen/draft-sk?format=docx`)).statusCode).toBe(422);
    const before = (await get('individu', `/api/laporan/${waiting}/dokumen`)).json().data;
    expect(before.unduhan.map((u: { jenis: string }) => u.jenis)).toEqual(['formulir']);
  });

  it('tells the reporter in-app and by mail, once, with the numbers and what to do', async () => {
    const user = await userIdOf(w.db, 'individu');
    const told = await w.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, user), eq(notifications.entity_id, sk)));
    const ruling = told.filter((n) => n.judul.includes('terbit'));
    expect(ruling).toHaveLength(1);
    const p = (await get('individu', `/api/laporan/${sk}/putusan`)).json().data;
    expect(ruling[0]?.pesan).toContain(`SK nomor ${p.surat[0].nomor} dan SPSK nomor ${p.surat[1].nomor}`);
    expect(ruling[0]?.pesan).toContain('Penetapan: 1 objek milik negara, 1 objek milik penerima.');
    expect(ruling[0]?.pesan).toMatch(/Jam tangan emas: Serahkan objek ke KPK paling lambat \d\d-\d\d-\d{4}/);
    // No second notice of the status change beside it.
    expect(told.filter((n) => n.judul.startsWith('Status laporan')).map((n) => n.judul)).not.toContainEqual(
      expect.stringContaining('Selesai'),
    );
    const mails = await w.db
      .select({ text: trx_emails.text })
      .from(trx_emails)
      .where(like(trx_emails.subject, `%] ${ruling[0]?.judul}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`SK nomor ${p.surat[0].nomor}`);
  });
});
