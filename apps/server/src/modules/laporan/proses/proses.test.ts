import {
  DECREE_NUMBERING_ORDER,
  DEFAULT_TASKS,
  decreeNumberingLabel,
  WORKFLOW_STEP_PATHS,
  workflowStepPath,
  wrongRoleMessage,
} from '@gratifikasi/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  laporan_histories,
  laporan_nomor_surats,
  laporans,
  nl_penilaians,
  notifications,
  og_status_kepemilikans,
  wf_events,
} from '../../../db/schema';
import { todayJakarta } from '../lookups';
import { masterId, userIdOf } from '../test-fixtures';
import { PATH_ALL_NL, PATH_TO_SK, scenarioFields } from './scenario';
import { useProsesHarness } from './testing';

/** Issue 10: a report walks its process through the fNN calls, each by the role that owns the step. */
const { db, call, fileReport, scenario, aksi, act } = useProsesHarness();

describe('the whole path to a numbered SK', () => {
  it('moves step by step by the owning roles; the reporter hears of every status change', async () => {
    const id = await fileReport();
    const s = await scenario(id);
    const reporter = await userIdOf(db(), 'individu');
    const [before] = await db()
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.user_id, reporter));
    for (const [step, decision, role] of PATH_TO_SK) await act(id, step, decision, role, s);

    const [row] = await db().select().from(laporans).where(eq(laporans.id, id));
    expect(row).toMatchObject({ step: 'selesai', status: 'SELESAI', status_penomoran: 'SUDAH_SPSK' });
    // Every SK numbering state, in order, on the report's timeline (spec §4).
    const numbering = await db()
      .select({ catatan: laporan_histories.catatan })
      .from(laporan_histories)
      .where(and(eq(laporan_histories.laporan_id, id), eq(laporan_histories.action, 'PENOMORAN')))
      .orderBy(asc(laporan_histories.id));
    expect(numbering.map((h) => h.catatan)).toEqual(DECREE_NUMBERING_ORDER.map(decreeNumberingLabel));
    const nomor = await db()
      .select()
      .from(laporan_nomor_surats)
      .where(eq(laporan_nomor_surats.laporan_id, id));
    expect(nomor.map((n) => n.jenis).sort()).toEqual(['SK', 'SPSK']);
    expect(nomor.find((n) => n.jenis === 'SK')?.nomor).toMatch(/SK-GRAT/);
    const og = await db()
      .select()
      .from(og_status_kepemilikans)
      .where(eq(og_status_kepemilikans.laporan_id, id));
    expect(og.map((o) => o.status)).toEqual(s.rincianIds.map(() => 'MILIK_NEGARA'));
    const [after] = await db()
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.user_id, reporter));
    // Once per phase the reporter knows (verified, analysed, SK being set), then the ruling issued (issue 24).
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBeGreaterThanOrEqual(4);
    const done = await aksi('direktur', id);
    expect(done).toMatchObject({ selesai: true, dapat_bertindak: false, keputusan: [] });
    expect(done.jam_keputusan).toMatchObject({ mulai: todayJakarta(), selesai: todayJakarta() });

    const clocks = await call('direktur')('GET', '/api/laporan/list-hari-kerja?keadaan=selesai&per_page=100');
    expect(clocks.statusCode).toBe(200);
    expect(clocks.json().data.items.find((c: { id: number }) => c.id === id)).toMatchObject({
      mulai: todayJakarta(),
      selesai: todayJakarta(),
      hari_kerja: 0,
      terlambat: false,
    });

    const jejak = await call('ketua_tim')('GET', `/api/laporan/${id}/jejak`);
    expect(jejak.json().data.langkah.map((l: { to: string }) => l.to)).toEqual([
      'distribusi',
      ...PATH_TO_SK.slice(1).map(([step]) => step),
      'selesai',
    ]);
  });
});

describe('all items on the negative list', () => {
  it('is not followed up, the SP3 goes up its chain and gets its number', async () => {
    const id = await fileReport();
    const s = await scenario(id, await masterId(db(), 'unsur-nl', 'KELUARGA'));
    for (const [step, decision, role] of PATH_ALL_NL) await act(id, step, decision, role, s);
    const [row] = await db().select().from(laporans).where(eq(laporans.id, id));
    expect(row).toMatchObject({ step: 'sp3-selesai', status: 'TIDAK_DITINDAKLANJUTI' });
    const levels = await db().select().from(nl_penilaians).where(eq(nl_penilaians.laporan_id, id));
    expect(levels.map((l) => l.tingkat).sort()).toEqual(['anggota', 'ketua_group', 'ketua_tim']);
    expect(levels.every((l) => l.unsur_nl_id === s.unsurNlId)).toBe(true);
    const nomor = await db()
      .select()
      .from(laporan_nomor_surats)
      .where(eq(laporan_nomor_surats.laporan_id, id));
    expect(nomor.map((n) => n.jenis)).toEqual(['SP3']);
  });
});

describe('refusals', () => {
  it('a wrong role 403, not the assignee 403 naming the holder, stale 409, a closed decision 422, bad fields 422', async () => {
    const id = await fileReport();
    const s = await scenario(id);
    for (const [step, decision, role] of PATH_TO_SK.slice(0, 2)) await act(id, step, decision, role, s);
    const { version } = await aksi('anggota_tim', id);
    const body = { keputusan: 'setuju', versi: version, ...scenarioFields('f30', 'setuju', s) };
    const path = `/api/${workflowStepPath(id, 'f30')}`;

    const wrongRole = await call('ketua_tim')('POST', path, body);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().message).toContain('Anggota Tim');
    const other = await call('anggota_tim2')('POST', path, body);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Laporan ini ditugaskan kepada Demo Anggota Tim');
    const closed = await call('anggota_tim')('POST', path, { ...body, keputusan: 'tetapkan_sk' });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toContain('Pilihan: Setujui');
    const fields = await call('anggota_tim')('POST', path, { keputusan: 'setuju', versi: version });
    expect(fields.statusCode).toBe(422);
    expect(Object.keys(fields.json().errors)).toEqual(['informasi_sesuai', 'hasil_verifikasi']);
    const stale = await call('anggota_tim')('POST', path, { ...body, versi: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Laporan sudah diproses oleh pengguna lain. Muat ulang halaman untuk melihat keadaan terbaru.',
    );
    // The call of another step than the report's: its role first, then 409.
    const elsewhere = await call('ketua_tim')('POST', `/api/${workflowStepPath(id, 'f34')}`, {
      keputusan: 'setuju',
      versi: version,
    });
    expect(elsewhere.statusCode).toBe(409);
    const events = await db().select({ n: count() }).from(wf_events);
    expect(events[0]?.n).toBeGreaterThan(0);
  });

  it('two members racing on one report: one wins, the other gets 409, one event is written', async () => {
    const id = await fileReport();
    const s = await scenario(id);
    for (const [step, decision, role] of PATH_TO_SK.slice(0, 3)) await act(id, step, decision, role, s);
    const { version } = await aksi('ketua_tim', id);
    const body = { keputusan: 'setuju', versi: version };
    const path = `/api/${workflowStepPath(id, 'f34')}`;
    const all = await Promise.all([1, 2, 3].map(() => call('ketua_tim')('POST', path, body)));
    expect(all.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('a report that is not in the process has nothing to decide; the reporter cannot read the staff view', async () => {
    const id = await fileReport();
    expect((await call('individu')('GET', `/api/laporan/${id}/aksi`)).statusCode).toBe(403);
    expect((await call('koordinator')('GET', '/api/laporan/999999/aksi')).statusCode).toBe(404);
  });
});

describe('inboxes', () => {
  const nosigOf = async (id: number) =>
    String(
      (await db().select({ nosig: laporans.nosig }).from(laporans).where(eq(laporans.id, id)))[0]?.nosig,
    );

  it('shows each report to whoever must act, below whom it is in process, and counts the tabs', async () => {
    const id = await fileReport();
    const s = await scenario(id);
    const ids = async (role: string, tab: string, langkah = '') => {
      const res = await call(role)('GET', `/api/laporan/kotak-masuk?tab=${tab}&per_page=100${langkah}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.items.map((r: { id: number }) => r.id);
    };
    expect(await ids('koordinator', 'menunggu')).toContain(id);
    for (const [step, decision, role] of PATH_TO_SK.slice(0, 2)) await act(id, step, decision, role, s);
    expect(await ids('koordinator', 'menunggu')).not.toContain(id);
    expect(await ids('koordinator', 'selesai')).toContain(id);
    expect(await ids('anggota_tim', 'menunggu', '&langkah=f30,f31')).toContain(id);
    // One statement per shape (db/statements.ts): another member of the same role reads it with their own values.
    expect(await ids('anggota_tim', 'menunggu')).toContain(id);
    expect(await ids('anggota_tim2', 'menunggu')).not.toContain(id);
    expect(await ids('anggota_tim2', 'menunggu', '&langkah=f30,f31')).not.toContain(id);
    expect(await ids('anggota_tim', 'menunggu', `&q=${encodeURIComponent(await nosigOf(id))}`)).toEqual([id]);
    expect(await ids('anggota_tim', 'menunggu', '&q=tidak-ada-laporan-seperti-ini')).toEqual([]);
    expect(await ids('anggota_tim', 'terlambat')).not.toContain(id);
    // Pages of one row each: the same rows, in the same order, as the whole list.
    const all = await ids('anggota_tim', 'menunggu');
    for (const n of [1, all.length, all.length + 1]) {
      const res = await call('anggota_tim')(
        'GET',
        `/api/laporan/kotak-masuk?tab=menunggu&per_page=1&page=${n}`,
      );
      expect(res.json().data.items.map((r: { id: number }) => r.id)).toEqual(all.slice(n - 1, n));
    }
    expect(await ids('ketua_group', 'proses')).toContain(id);
    expect(await ids('ketua_tim', 'proses')).toContain(id);
    // Past the first page the offset is a value of the statement; the pages still add up to the whole list.
    const inProcess = await ids('ketua_group', 'proses');
    for (const n of [1, 2, inProcess.length]) {
      const res = await call('ketua_group')(
        'GET',
        `/api/laporan/kotak-masuk?tab=proses&per_page=1&page=${n}`,
      );
      expect(res.json().data.items.map((r: { id: number }) => r.id)).toEqual(inProcess.slice(n - 1, n));
    }
    for (const [step, decision, role] of PATH_TO_SK.slice(2, 3)) await act(id, step, decision, role, s);
    const back = await aksi('ketua_tim', id);
    const res = await call('ketua_tim')('POST', `/api/${workflowStepPath(id, 'f34')}`, {
      keputusan: 'kembalikan',
      versi: back.version,
      catatan: 'Lengkapi hasil verifikasi.',
    });
    expect(res.statusCode).toBe(200);
    expect(await ids('anggota_tim', 'dikembalikan')).toContain(id);
    const counts = await call('anggota_tim')('GET', '/api/laporan/kotak-masuk/jumlah');
    expect(counts.statusCode).toBe(200);
    const tabs = counts.json().data.tabs;
    expect(tabs.map((tab: { key: string }) => tab.key)).toEqual([
      'menunggu',
      'proses',
      'dikembalikan',
      'terlambat',
      'selesai',
    ]);
    expect(tabs.find((tab: { key: string }) => tab.key === 'dikembalikan').count).toBeGreaterThanOrEqual(1);
    const row = (await call('anggota_tim')('GET', '/api/laporan/kotak-masuk?tab=dikembalikan')).json().data
      .items[0];
    expect(row).toMatchObject({
      step: 'f30',
      step_nama: 'Verifikasi informasi',
      dikembalikan: true,
      grup: 'Grup Pelaporan Gratifikasi I',
    });
    expect(row.hari_tersisa).toBe(3);
    // Held by the member it is distributed to: both names are read beside the row.
    expect(row.anggota).toEqual(expect.any(String));
    expect(row.pemegang).toBe(row.anggota);
    expect((await call('individu')('GET', '/api/laporan/kotak-masuk')).statusCode).toBe(403);
  });
});

describe('distribution', () => {
  it('offers groups to the coordinator and the members of their group to a group head, with their load', async () => {
    const groups = await call('koordinator')('GET', '/api/laporan/beban?jenis=grup');
    expect(groups.statusCode).toBe(200);
    expect(groups.json().data.map((g: { nama: string }) => g.nama)).toContain('Grup Pelaporan Gratifikasi I');
    const members = await call('ketua_group')('GET', '/api/laporan/beban?jenis=anggota');
    expect(members.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ nama: 'Demo Anggota Tim', keterangan: 'Tim Verifikasi dan Analisis 1A' }),
      ]),
    );
    expect((await call('anggota_tim')('GET', '/api/laporan/beban?jenis=grup')).statusCode).toBe(403);
  });

  it('distributes in bulk: each report on its own, a stale one reported without holding back the rest', async () => {
    const a = await fileReport();
    const b = await fileReport();
    const grupId = await masterId(db(), 'grup', 'GRUP_2');
    const va = (await aksi('koordinator', a)).version;
    const res = await call('koordinator')('POST', '/api/laporan/distribusi', {
      items: [
        { id: a, versi: va },
        { id: b, versi: 99 },
      ],
      grup_id: grupId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.berhasil).toEqual([a]);
    expect(res.json().data.gagal).toEqual([{ id: b, pesan: expect.stringMatching(/Muat ulang/) }]);
    const loads = (await call('koordinator')('GET', '/api/laporan/beban?jenis=grup')).json().data;
    const grup2 = loads.find((g: { id: number }) => g.id === grupId);
    const grup1 = loads.find((g: { nama: string }) => g.nama === 'Grup Pelaporan Gratifikasi I');
    expect(grup2.beban).toBe(1);
    expect(grup1.beban).not.toBe(grup2.beban);
    // Group II's head is not the demo one: group I's head may not act on it.
    const other = await aksi('ketua_group', a);
    expect(other).toMatchObject({
      step: 'distribusi-f',
      dapat_bertindak: false,
      alasan: 'Laporan ini ditangani oleh grup lain',
    });
  });
});

describe('every step call', () => {
  it('refuses a role the step does not name with 403, before anything else', async () => {
    const id = await fileReport();
    const kpk = ['koordinator', 'ketua_group', 'ketua_tim', 'anggota_tim', 'direktur', 'deputi', 'pimpinan'];
    for (const task of DEFAULT_TASKS) {
      if (!WORKFLOW_STEP_PATHS[task.kode]) continue;
      const wrong = kpk.find((r) => !(task.roles as readonly string[]).includes(r));
      if (!wrong) continue;
      const res = await call(wrong)('POST', `/api/${workflowStepPath(id, task.kode)}`, {
        keputusan: 'setuju',
        versi: 1,
      });
      expect(res.statusCode, `${wrong} at ${task.kode}`).toBe(403);
      expect(res.json().message).toBe(wrongRoleMessage(task));
    }
  });
});
