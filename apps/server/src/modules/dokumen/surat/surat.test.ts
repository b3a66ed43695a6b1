import { createHash } from 'node:crypto';
import { LAPORAN_LETTER_KINDS } from '@gratifikasi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { PATH_ALL_NL, PATH_TO_SK } from '../../laporan/proses/scenario';
import { reportWalker } from '../../laporan/proses/testing';
import { masterId } from '../../laporan/test-fixtures';
import { pdfText } from '../pdf/text';

/** Issue 11 §2: every letter of the path rendered for a real report, issued once, verified in public. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
let sk: number;
let sp3: number;
let detail: { nosig: string; pelapor: { nama: string } };

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function multipart(name: string, bytes: Buffer, type: string) {
  const boundary = '----surat-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string | null, url: string, file: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: file.body,
    headers: { ...file.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const get = (role: string, url: string) => w.call(role)('GET', url);

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  sk = await w.fileReport();
  await w.walk(sk, PATH_TO_SK);
  sp3 = await w.fileReport();
  const s = await w.scenario(sp3, await masterId(w.db, 'unsur-nl', 'KELUARGA'));
  for (const [step, decision, role] of PATH_ALL_NL) await w.act(sp3, step, decision, role, s);
  detail = (await get('koordinator', `/api/laporan/${sk}`)).json().data;
}, 240_000);
afterAll(() => t.close());

describe('GET laporan/{id}/dokumen/{jenis}: every letter kind for a real report', () => {
  const TITLES: Record<string, string> = {
    formulir: 'FORMULIR LAPORAN PENERIMAAN GRATIFIKASI',
    analisis: 'LAPORAN HASIL ANALISIS (LHA)',
    'draft-sk': 'PENETAPAN STATUS KEPEMILIKAN GRATIFIKASI',
    'pengantar-sk': 'Keputusan Pimpinan Komisi Pemberantasan Korupsi',
    'nota-dinas': 'NOTA DINAS',
    'surat-tagihan': 'telah ditetapkan menjadi milik negara',
    'berita-acara': 'BERITA ACARA SERAH TERIMA OBJEK GRATIFIKASI',
    'usulan-sp3': 'USULAN PENERBITAN SURAT PEMBERITAHUAN',
    sp3: 'tidak ditindaklanjuti',
  };

  it.each(LAPORAN_LETTER_KINDS.map((k) => k.kode))(
    '%s: number, names, amounts with terbilang, signer',
    async (kind) => {
      const id = kind === 'sp3' || kind === 'usulan-sp3' ? sp3 : sk;
      const res = await get('direktur', `/api/laporan/${id}/dokumen/${kind}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = pdfText(res.rawPayload);
      const own = (await get('koordinator', `/api/laporan/${id}`)).json().data;
      expect(text).toContain(TITLES[kind]);
      // A long cell may wrap the number at its hyphen.
      expect(text.replace(/\s/g, '')).toContain(own.nosig);
      expect(text).toContain(own.pelapor.nama);
      expect(text).toMatch(/Rp[\d.]+,\d\d/);
      expect(text).toMatch(/\((\w+ )+rupiah\)/);
      expect(text).toContain('Halaman 1 dari');
      if (kind === 'draft-sk' || kind === 'pengantar-sk' || kind === 'sp3') {
        expect(text).toMatch(kind === 'sp3' ? /SP3/ : /SK/);
        const list = (await get('direktur', `/api/laporan/${id}/dokumen`)).json().data.surat;
        expect(list.find((s: { jenis: string }) => s.jenis === kind).nomor).toBeTruthy();
      }
      if (kind === 'formulir') {
        expect(text).toContain(`( ${own.pelapor.nama} )`);
        return;
      }
      // The signer of the report's level, by name and position; and the QR's address for verification.
      expect(text).toMatch(/(Direktur Gratifikasi dan Pelayanan Publik|Deputi Bidang|Pimpinan Komisi)/);
      expect(text).not.toContain('....................................');
      expect(text).toMatch(/\/verifikasi-dokumen\/[0-9A-Z]{26}/);
      if (kind === 'draft-sk') expect(text).toMatch(/Milik (Negara|Penerima)/);
    },
  );

  it('issues a letter once: later downloads are the same bytes, recorded with template version and SHA-256', async () => {
    const first = await get('direktur', `/api/laporan/${sk}/dokumen/draft-sk`);
    const again = await get('koordinator', `/api/laporan/${sk}/dokumen/draft-sk`);
    expect(sha(again.rawPayload)).toBe(sha(first.rawPayload));
    const list = (await get('koordinator', `/api/laporan/${sk}/dokumen`)).json().data;
    const record = list.surat.find((s: { jenis: string }) => s.jenis === 'draft-sk');
    expect(record).toMatchObject({ sumber: 'sistem', status: 'berlaku', sha256: sha(first.rawPayload) });
    expect(record.template_versi).toBeGreaterThanOrEqual(1);
    expect(record.kode).toMatch(/^[0-9A-Z]{26}$/);
    expect(list.unduhan.map((u: { jenis: string }) => u.jenis)).toContain('analisis');
    const docx = await get('koordinator', `/api/laporan/${sk}/dokumen/draft-sk?format=docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get('koordinator', `/api/laporan/${sk}/dokumen/sp3?format=docx`)).statusCode).toBe(422);
  });

  it('gives the reporter only issued letters addressed to them and the SK; internal papers 403, another’s report 404', async () => {
    const staff = await get('direktur', `/api/laporan/${sk}/dokumen/pengantar-sk`);
    const mine = await get('individu', `/api/laporan/${sk}/dokumen/pengantar-sk`);
    expect(mine.statusCode).toBe(200);
    expect(sha(mine.rawPayload)).toBe(sha(staff.rawPayload));
    expect((await get('individu', `/api/laporan/${sk}/dokumen/analisis`)).statusCode).toBe(403);
    expect((await get('individu', `/api/laporan/${sk}/dokumen/nota-dinas`)).statusCode).toBe(403);
    const list = (await get('individu', `/api/laporan/${sk}/dokumen`)).json().data;
    expect(list.surat.every((s: { kode: string | null }) => s.kode === null)).toBe(true);
    expect(list.surat.map((s: { jenis: string }) => s.jenis)).not.toContain('analisis');
    // The SK numbered is the reporter's to download (issue 24 §1), named as the SK, not its draft.
    expect(list.unduhan).toContainEqual({
      jenis: 'draft-sk',
      nama: 'SK penetapan status gratifikasi',
      docx: false,
    });
    expect((await get('individu', `/api/laporan/${sk}/dokumen/usulan-sp3`)).statusCode).toBe(403);
    const other = caller(t.app, await loginAs(t.app, 'data_entry'));
    expect((await other('GET', `/api/laporan/${sk}/dokumen/pengantar-sk`)).statusCode).toBe(404);
    expect((await other('GET', `/api/laporan/${sk}/dokumen`)).statusCode).toBe(404);
    expect((await caller(t.app)('GET', `/api/laporan/${sk}/dokumen/pengantar-sk`)).statusCode).toBe(401);
    // A kind the KPK has not issued yet is not the reporter's to make.
    const fresh = await w.fileReport();
    expect((await get('individu', `/api/laporan/${fresh}/dokumen/surat-tagihan`)).statusCode).toBe(404);
  });
});

describe('signed scans, the final document and the zip', () => {
  it('refuses a scan that is not a PDF or image (422) and one from the reporter (403)', async () => {
    const token = await loginAs(t.app, 'direktur');
    const text = await upload(
      token,
      `/api/laporan/${sk}/dokumen/draft-sk/pindaian`,
      multipart('sk.pdf', Buffer.from('bukan pdf sama sekali'), 'application/pdf'),
    );
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file[0]).toMatch(/Jenis berkas tidak didukung/);
    const pdf = (await get('direktur', `/api/laporan/${sk}/dokumen/draft-sk`)).rawPayload;
    const reporter = await loginAs(t.app, 'individu');
    expect(
      (
        await upload(
          reporter,
          `/api/laporan/${sk}/dokumen/draft-sk/pindaian`,
          multipart('sk.pdf', pdf, 'application/pdf'),
        )
      ).statusCode,
    ).toBe(403);
    expect((await get('individu', `/api/laporan/${sk}/dokumen-final`)).statusCode).toBe(404);
  });

  it('stores the signed scan as the final document, and zips every file of the report', async () => {
    const token = await loginAs(t.app, 'sekretaris');
    const scan = Buffer.concat([
      (await get('direktur', `/api/laporan/${sk}/dokumen/draft-sk`)).rawPayload,
      Buffer.from('\n% ditandatangani\n'),
    ]);
    const res = await upload(
      token,
      `/api/laporan/${sk}/dokumen/draft-sk/pindaian`,
      multipart('SK-ttd.pdf', scan, 'application/pdf'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      sumber: 'pindaian',
      final: true,
      sha256: sha(scan),
      status: 'berlaku',
    });
    const final = await get('individu', `/api/laporan/${sk}/dokumen-final`);
    expect(final.statusCode).toBe(200);
    expect(sha(final.rawPayload)).toBe(sha(scan));
    expect((await get('individu', `/api/laporan/${sk}/dokumen`)).json().data.final.sha256).toBe(sha(scan));

    const zip = await get('koordinator', `/api/laporan/${sk}/berkas`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = zip.rawPayload.toString('latin1');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(names).toContain('Formulir-Laporan-');
    expect(names).toContain('dokumen/analisis-');
    expect(names).toContain('dokumen/draft-sk-pindaian-');
    const mine = (await get('individu', `/api/laporan/${sk}/berkas`)).rawPayload.toString('latin1');
    expect(mine).toContain('dokumen/pengantar-sk-');
    expect(mine).not.toContain('dokumen/analisis-');
    const other = caller(t.app, await loginAs(t.app, 'data_entry'));
    expect((await other('GET', `/api/laporan/${sk}/berkas`)).statusCode).toBe(404);
  });
});

describe('the public verification of a letter', () => {
  const kodeOf = async (id: number, jenis: string, sumber = 'sistem') =>
    (await get('koordinator', `/api/laporan/${id}/dokumen`))
      .json()
      .data.surat.find(
        (s: { jenis: string; sumber: string; status: string }) => s.jenis === jenis && s.sumber === sumber,
      ).kode as string;

  it('says what the letter is and that it stands, with nothing personal; checks a PDF byte for byte', async () => {
    const kode = await kodeOf(sk, 'draft-sk');
    const res = await caller(t.app)('GET', `/api/public/verifikasi-dokumen/${kode}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'berlaku',
      pindaian: false,
      jenis: 'Surat Keputusan penetapan status kepemilikan gratifikasi (SK)',
    });
    expect(res.json().data.nomor).toMatch(/SK/);
    expect(res.body).not.toContain(detail.pelapor.nama);
    const pdf = (await get('direktur', `/api/laporan/${sk}/dokumen/draft-sk`)).rawPayload;
    const same = await upload(
      null,
      `/api/public/verifikasi-dokumen/${kode}/cek`,
      multipart('sk.pdf', pdf, 'application/pdf'),
    );
    expect(same.json().data.cocok).toBe(true);
    const tampered = Buffer.from(pdf);
    tampered[tampered.length - 10] ^= 1;
    const forged = await upload(
      null,
      `/api/public/verifikasi-dokumen/${kode}/cek`,
      multipart('sk.pdf', tampered, 'application/pdf'),
    );
    expect(forged.statusCode).toBe(200);
    expect(forged.json().data.cocok).toBe(false);
  });

  it('answers an unknown and a malformed code alike, slowly', async () => {
    const started = Date.now();
    const unknown = await caller(t.app)('GET', '/api/public/verifikasi-dokumen/0123456789ABCDEFGHJKMNPQRS');
    const malformed = await caller(t.app)('GET', '/api/public/verifikasi-dokumen/1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(790);
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(unknown.json().message).toBe(malformed.json().message);
  });

  it('shows a cancelled SK as cancelled after pembatalan-sk', async () => {
    const kode = await kodeOf(sk, 'draft-sk');
    const asked = await w.call('anggota_tim')('POST', '/api/laporan/pembatalan', {
      laporan_id: sk,
      alasan: 'Nilai taksiran pada SK keliru dan harus dianalisis ulang.',
      kembali_ke: 'f70',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().data.id;
    const head = (await w.call('ketua_group')('GET', `/api/laporan/pembatalan/${id}`)).json().data;
    const approved = await w.call('ketua_group')('POST', `/api/laporan/pembatalan/${id}/keputusan`, {
      keputusan: 'setuju',
      versi: head.aksi.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const res = await caller(t.app)('GET', `/api/public/verifikasi-dokumen/${kode}`);
    expect(res.json().data.status).toBe('dibatalkan');
    const scan = await kodeOf(sk, 'draft-sk', 'pindaian');
    expect((await caller(t.app)('GET', `/api/public/verifikasi-dokumen/${scan}`)).json().data.status).toBe(
      'dibatalkan',
    );
    // The report's final document no longer stands.
    expect((await get('individu', `/api/laporan/${sk}/dokumen-final`)).statusCode).toBe(404);
  });
});
