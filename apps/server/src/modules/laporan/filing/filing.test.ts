import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, laporans, notifications, pelapors, trx_emails } from '../../../db/schema/index';
import { masterTableOf } from '../../../db/schema/masters';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../lookups';
import { changeStatus } from '../status';
import { loadRefs, masterId, type Refs, savePayload, userIdOf } from '../test-fixtures';

let t: TestApp;
let refs: Refs;
let budi: number;
let individu: ReturnType<typeof caller>;
let dataEntry: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  refs = await loadRefs(db);
  const me = await userIdOf(db, 'individu');
  const [p] = await db.select({ id: pelapors.id }).from(pelapors).where(eq(pelapors.user_id, me));
  budi = p?.id ?? 0;
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  dataEntry = caller(t.app, await loginAs(t.app, 'data_entry'));
});
afterAll(() => t.close());

describe('laporan draft', () => {
  it('creates a draft with only the reporter, then updates it and replaces the items as a set', async () => {
    const res = await individu('POST', '/api/laporan/draft', { pelapor_id: budi, nama_pemberi: 'Pak Anu' });
    expect(res.statusCode).toBe(200);
    const draft = res.json().data;
    expect(draft).toMatchObject({ status: 'DRAFT', kanal: 'INDIVIDU', nosig: null, can_edit: true });
    expect(draft.pelapor.nama).toBe('Budi Santoso');
    expect(draft.instansi_nama).not.toBeNull();

    const upd = await individu('POST', '/api/laporan/draft', {
      id: draft.id,
      pelapor_id: budi,
      rincian: [
        { uraian: 'Jam tangan', nilai_taksiran: '1000000' },
        { uraian: 'Parsel', nilai_taksiran: '250000.50' },
      ],
    });
    expect(upd.statusCode).toBe(200);
    const two = upd.json().data;
    expect(two.nama_pemberi).toBe('Pak Anu');
    expect(two.rincian).toHaveLength(2);
    expect(two.total_nilai).toBe('1250000.50');

    const keep = two.rincian[0];
    const put = await individu('PUT', `/api/laporan/${draft.id}`, {
      pelapor_id: budi,
      rincian: [{ id: keep.id, uraian: 'Jam tangan emas', nilai_taksiran: '3000000' }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.rincian).toEqual([
      expect.objectContaining({ id: keep.id, uraian: 'Jam tangan emas' }),
    ]);
    expect(put.json().data.total_nilai).toBe('3000000.00');
  });

  it('refuses a pelapor that is not the caller’s (422 on pelapor_id) and unknown masters', async () => {
    const other = await dataEntry('POST', '/api/laporan/draft', { pelapor_id: budi });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.pelapor_id).toEqual(['Pelapor tidak ditemukan']);
    const bad = await individu('POST', '/api/laporan/draft', {
      pelapor_id: budi,
      jenis_peristiwa_id: 999999,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.jenis_peristiwa_id).toEqual(['Jenis peristiwa tidak ditemukan']);
  });

  it('is refused to a role that does not file reports', async () => {
    const kpk = caller(t.app, await loginAs(t.app, 'ketua_tim'));
    expect((await kpk('POST', '/api/laporan/draft', { pelapor_id: budi })).statusCode).toBe(403);
  });
});

describe('laporan save', () => {
  it('validates in Indonesian with field names', async () => {
    const res = await individu('POST', '/api/laporan/save', { pelapor_id: budi, rincian: [] });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.rincian).toEqual(['Minimal satu rincian objek gratifikasi']);
    expect(errors.kronologi).toBeDefined();
    expect(errors.pernyataan_benar).toEqual(['Pernyataan kebenaran laporan wajib dicentang']);

    const future = await individu(
      'POST',
      '/api/laporan/save',
      savePayload(refs, budi, { tanggal_penerimaan: '2099-01-01' }),
    );
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.tanggal_penerimaan).toEqual([
      'Tanggal penerimaan tidak boleh melewati hari ini',
    ]);
  });

  it('submits: number, TERKIRIM, deadline, history, notification and outbox mail', async () => {
    const res = await individu('POST', '/api/laporan/save', savePayload(refs, budi));
    expect(res.statusCode).toBe(200);
    const { laporan, is_terlambat, nl_hints } = res.json().data;
    expect(laporan.status).toBe('TERKIRIM');
    expect(laporan.nosig).toMatch(/\S/);
    expect(laporan.tanggal_lapor).toBe(todayJakarta());
    expect(laporan.batas_lapor > laporan.tanggal_penerimaan).toBe(true);
    expect(is_terlambat).toBe(false);
    expect(nl_hints).toEqual([]);
    expect(laporan.can_edit).toBe(false);
    expect(laporan.total_nilai).toBe('2500000.00');

    const db = t.database.db;
    const [note] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.entity, 'laporan'), eq(notifications.entity_id, laporan.id)));
    expect(note?.pesan).toBe(`Laporan gratifikasi ${laporan.nosig} telah diterima`);
    const [mail] = await db.select().from(trx_emails).orderBy(desc(trx_emails.id)).limit(1);
    expect(mail?.to).toBe('individu@demo.gratifikasi.go.id');
    expect(mail?.subject).toContain(laporan.nosig);
    const [log] = await db
      .select()
      .from(audit_logs)
      .where(and(eq(audit_logs.action, 'laporan.submit'), eq(audit_logs.entity_id, String(laporan.id))));
    expect(log).toBeDefined();

    const history = await individu('GET', `/api/laporan/${laporan.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toEqual([
      expect.objectContaining({
        action: 'SUBMIT',
        status_from: null,
        status_to: 'TERKIRIM',
        user_name: 'Demo Individu',
      }),
    ]);
    expect(history.json().data[0].status_to_nama).toMatch(/\S/);

    // A submitted report is no longer editable.
    const edit = await individu('PUT', `/api/laporan/${laporan.id}`, { pelapor_id: budi });
    expect(edit.statusCode).toBe(409);
    expect((await individu('DELETE', `/api/laporan/${laporan.id}`)).statusCode).toBe(409);
  });

  it('submits an existing draft, keeping its id', async () => {
    const draft = (await individu('POST', '/api/laporan/draft', { pelapor_id: budi })).json().data;
    const res = await individu('POST', '/api/laporan/save', savePayload(refs, budi, { id: draft.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.laporan).toMatchObject({ id: draft.id, status: 'TERKIRIM' });
    const history = (await individu('GET', `/api/laporan/${draft.id}/history`)).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['DRAFT', 'SUBMIT']);
  });

  it('flags a late report (30 HK after the date received)', async () => {
    const res = await individu(
      'POST',
      '/api/laporan/save',
      savePayload(refs, budi, { tanggal_penerimaan: '2025-01-06' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.is_terlambat).toBe(true);
    expect(res.json().data.laporan.batas_lapor < todayJakarta()).toBe(true);
  });

  it('gives a negative-list hint (a wedding gift within the threshold) without blocking', async () => {
    const res = await individu(
      'POST',
      '/api/laporan/save',
      savePayload(refs, budi, {
        jenis_peristiwa_id: refs.pernikahan,
        rincian: [
          {
            jenis_penerimaan_id: refs.uang,
            jenis_objek_id: refs.elektronik,
            uraian: 'Amplop',
            jumlah: 1,
            nilai_taksiran: '500000',
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.nl_hints.map((h: { kode: string }) => h.kode)).toContain('ACARA');
  });

  it('judges a wedding gift by the amounts in force on the day it was received (issue 28 §2)', async () => {
    const hint = async (tanggal: string) => {
      const res = await individu(
        'POST',
        '/api/laporan/save',
        savePayload(refs, budi, {
          tanggal_penerimaan: tanggal,
          jenis_peristiwa_id: refs.pernikahan,
          rincian: [
            {
              jenis_penerimaan_id: refs.uang,
              jenis_objek_id: refs.elektronik,
              uraian: 'Amplop',
              jumlah: 1,
              nilai_taksiran: '1200000',
            },
          ],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.nl_hints.map((h: { kode: string }) => h.kode);
    };
    // Rp1.200.000 is over the Rp1.000.000 of before 2026 and within the Rp1.500.000 of Perkom 1/2026.
    expect(await hint('2025-12-31')).not.toContain('ACARA');
    expect(await hint('2026-01-01')).toContain('ACARA');
  });

  it('values a USD item with the rate in force on the date received', async () => {
    const db = t.database.db;
    const kurs = masterTableOf('kurs');
    const usd = await masterId(db, 'mata-uang', 'USD');
    const today = todayJakarta();
    await db.insert(kurs).values([
      { mata_uang_id: usd, tanggal: '2000-01-03', nilai: '9000' },
      { mata_uang_id: usd, tanggal: today, nilai: '16250.50' },
      { mata_uang_id: usd, tanggal: '2099-01-01', nilai: '99999' },
    ] as never);
    const res = await individu(
      'POST',
      '/api/laporan/save',
      savePayload(refs, budi, {
        rincian: [
          {
            jenis_penerimaan_id: refs.uang,
            jenis_objek_id: refs.elektronik,
            uraian: 'Uang',
            jumlah: 1,
            nilai_taksiran: '100.10',
            mata_uang_kode: 'USD',
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const [item] = res.json().data.laporan.rincian;
    expect(item).toMatchObject({ kurs: '16250.5000', kurs_tanggal: today, nilai_rupiah: '1626675.05' });

    const none = await individu(
      'POST',
      '/api/laporan/save',
      savePayload(refs, budi, {
        tanggal_penerimaan: '1999-01-04',
        rincian: [
          {
            jenis_penerimaan_id: refs.uang,
            jenis_objek_id: refs.elektronik,
            uraian: 'Uang',
            jumlah: 1,
            nilai_taksiran: '5',
            mata_uang_kode: 'USD',
          },
        ],
      }),
    );
    expect(none.statusCode).toBe(422);
    expect(none.json().errors['rincian.0.mata_uang_kode']).toEqual([
      'Kurs USD pada tanggal 04-01-1999 belum tersedia',
    ]);
  });

  it('lets data entry set the paper date, not after today nor before the date received', async () => {
    const db = t.database.db;
    const me = await userIdOf(db, 'data_entry');
    const [p] = await db
      .insert(pelapors)
      .values({ nama: 'Siti Entri', created_by: me, email: 'siti@uji.go.id' })
      .returning({ id: pelapors.id });
    const id = p?.id ?? 0;
    const ok = await dataEntry(
      'POST',
      '/api/laporan/save',
      savePayload(refs, id, { tanggal_penerimaan: '2025-03-03', tanggal_lapor: '2025-03-10' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.laporan).toMatchObject({ kanal: 'DATA_ENTRY', tanggal_lapor: '2025-03-10' });
    expect(ok.json().data.is_terlambat).toBe(false);
    const before = await dataEntry(
      'POST',
      '/api/laporan/save',
      savePayload(refs, id, { tanggal_penerimaan: '2025-03-03', tanggal_lapor: '2025-03-01' }),
    );
    expect(before.statusCode).toBe(422);
    expect(before.json().errors.tanggal_lapor).toEqual([
      'Tanggal lapor tidak boleh sebelum tanggal penerimaan',
    ]);
    // Without a user account, the pelapor still gets the mail.
    const [row] = await db.select().from(laporans).where(eq(laporans.id, ok.json().data.laporan.id));
    const [mail] = await db.select().from(trx_emails).where(eq(trx_emails.to, 'siti@uji.go.id'));
    expect(mail?.subject).toContain(row?.nosig ?? '?');
  });

  it('deletes an editable draft (soft) and then answers 404', async () => {
    const draft = (await individu('POST', '/api/laporan/draft', { pelapor_id: budi })).json().data;
    expect((await individu('DELETE', `/api/laporan/${draft.id}`)).statusCode).toBe(200);
    expect((await individu('GET', `/api/laporan/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('changeStatus and a returned report', () => {
  it('records the move, notifies the reporter, and lets the reporter edit and resubmit with the same number', async () => {
    const sent = (await individu('POST', '/api/laporan/save', savePayload(refs, budi))).json().data.laporan;
    const db = t.database.db;
    const [row] = await db.select().from(laporans).where(eq(laporans.id, sent.id));
    if (!row) throw new Error('laporan missing');
    const mailIds = await db.transaction((tx) =>
      changeStatus(tx, t.app.ctx, row, 'DIKEMBALIKAN', {
        action: 'KEMBALIKAN',
        catatan: 'Lengkapi kronologi',
        actor: null,
        notice: {
          judul: 'Laporan dikembalikan',
          pesan: `Laporan ${row.nosig} dikembalikan untuk dilengkapi`,
        },
      }),
    );
    expect(mailIds).toHaveLength(1);
    const [note] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.entity_id, sent.id), eq(notifications.judul, 'Laporan dikembalikan')));
    expect(note?.pesan).toContain(sent.nosig);

    const detail = (await individu('GET', `/api/laporan/${sent.id}`)).json().data;
    expect(detail).toMatchObject({ status: 'DIKEMBALIKAN', can_edit: true });
    const edit = await individu('PUT', `/api/laporan/${sent.id}`, {
      pelapor_id: budi,
      kronologi: 'Kronologi yang sudah dilengkapi sesuai permintaan KPK.',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.status).toBe('DIKEMBALIKAN');
    const again = await individu(
      'POST',
      '/api/laporan/save',
      savePayload(refs, budi, {
        id: sent.id,
        kronologi: 'Kronologi yang sudah dilengkapi sesuai permintaan KPK.',
      }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.laporan).toMatchObject({ id: sent.id, nosig: sent.nosig, status: 'TERKIRIM' });
    const history = (await individu('GET', `/api/laporan/${sent.id}/history`)).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['SUBMIT', 'KEMBALIKAN', 'SUBMIT']);
    expect(history[1]).toMatchObject({
      status_from: 'TERKIRIM',
      status_to: 'DIKEMBALIKAN',
      catatan: 'Lengkapi kronologi',
    });
  });
});
