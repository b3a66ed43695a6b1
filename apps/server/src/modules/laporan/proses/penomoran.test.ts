import { workflowStepPath } from '@gratifikasi/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dokumen_surats, laporan_nomor_surats, laporans, notifications, users } from '../../../db/schema';
import { todayJakarta } from '../lookups';
import { masterId } from '../test-fixtures';
import { EOFFICE_ACTOR, PATH_ALL_NL, PATH_TO_SK } from './scenario';
import { numberLetter } from './steps';
import { useProsesHarness } from './testing';

/**
 * SK and SP3 numbering (SPEC §4 numbering states; §6 "SK and SP3 numbering: anggota_tim, Administrasi/Sekretaris"; §7
 * "automatic spsk/sk" from the e-office): the holders watch, the e-office's approval numbers and issues (issue 24).
 */
const { db, call, fileReport, scenario, aksi, act } = useProsesHarness();

describe('numbering, held by the secretariat and a team member, given by the e-office', () => {
  it('waits on both roles; nobody numbers by hand; the e-office’s approvals number the SK, then the SPSK', async () => {
    const id = await fileReport();
    const s = await scenario(id);
    const toNumbering = PATH_TO_SK.findIndex(([step]) => step === 'f7A');
    for (const [step, decision, role] of PATH_TO_SK.slice(0, toNumbering))
      await act(id, step, decision, role, s);

    // Both roles' holders are told it waits on them.
    const told = await db()
      .select({ username: users.username })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.user_id))
      .where(and(eq(notifications.entity_id, id), eq(notifications.entity, 'laporan')));
    expect(told.map((n) => n.username)).toEqual(expect.arrayContaining(['sekretaris', 'anggota_tim']));
    const atSk = await aksi('anggota_tim', id);
    expect(atSk).toMatchObject({
      step: 'f7A',
      status_penomoran: 'SEDANG_SK',
      dapat_bertindak: false,
      keputusan: [],
      alasan: 'SK menunggu persetujuan di e-office; nomor dan surat terbit otomatis setelah disetujui.',
    });
    expect(atSk.pemegang.perans).toEqual(['Administrasi/Sekretaris', 'anggota_tim']);
    // Both find it in their "waiting on me" tab.
    for (const role of ['anggota_tim', 'Administrasi/Sekretaris']) {
      const inbox = await call(role)('GET', '/api/laporan/kotak-masuk?tab=menunggu&per_page=100');
      const row = inbox.json().data.items.find((r: { id: number }) => r.id === id);
      // Held by anyone of either role: the row names the roles to ask.
      expect(row?.pemegang).toBe('Administrasi/Sekretaris / Anggota Tim');
    }
    const post = (role: string) =>
      call(role)('POST', `/api/${workflowStepPath(id, 'f7A')}`, {
        keputusan: 'bernomor',
        versi: atSk.version,
        tanggal: s.today,
      });
    const refused = await post('ketua_tim');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Administrasi/Sekretaris atau Anggota Tim');
    // A hand number would leave the e-office's approved letter unissued, or number it twice.
    for (const role of ['anggota_tim', 'Administrasi/Sekretaris']) {
      const byHand = await post(role);
      expect(byHand.statusCode, role).toBe(403);
      expect(byHand.json().message).toBe('Keputusan "Beri nomor" pada langkah f7A hanya diambil oleh sistem');
    }
    expect(
      await db().select().from(laporan_nomor_surats).where(eq(laporan_nomor_surats.laporan_id, id)),
    ).toEqual([]);

    await act(id, 'f7A', 'bernomor', EOFFICE_ACTOR, s);
    const [mid] = await db().select().from(laporans).where(eq(laporans.id, id));
    expect(mid?.status_penomoran).toBe('SEDANG_SPSK');
    expect((await aksi('Administrasi/Sekretaris', id)).alasan).toMatch(
      /^SPSK menunggu persetujuan di e-office/,
    );
    await act(id, 'f7E', 'bernomor', EOFFICE_ACTOR, s);
    const [done] = await db()
      .select({ step: laporans.step, status_penomoran: laporans.status_penomoran })
      .from(laporans)
      .where(inArray(laporans.id, [id]));
    expect(done).toMatchObject({ step: 'selesai', status_penomoran: 'SUDAH_SPSK' });
  }, 120_000);
});

describe('letter numbers', () => {
  it('100 parallel numberings get 100 distinct consecutive numbers', async () => {
    const id = await fileReport();
    const all = await Promise.all(
      Array.from({ length: 100 }, () =>
        db().transaction((tx) => numberLetter(tx, id, 'SP3', '{seq}/SP3/{YYYY}', '2031-03-02', null)),
      ),
    );
    const seqs = all.map((n) => Number(n.nomor.split('/')[0])).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(100);
    expect(seqs.at(-1)! - seqs[0]!).toBe(99);
  });
});

describe('a numbered letter is issued with its number, dated by the e-office', () => {
  const before = (path: readonly (readonly [string, string, string])[], step: string) =>
    path.slice(
      0,
      path.findIndex(([s]) => s === step),
    );
  const letters = (id: number) =>
    db()
      .select({
        jenis: dokumen_surats.jenis,
        nomor: dokumen_surats.nomor,
        tanggal: dokumen_surats.tanggal,
        sumber: dokumen_surats.sumber,
        final: dokumen_surats.final,
        nomor_surat_id: dokumen_surats.nomor_surat_id,
      })
      .from(dokumen_surats)
      .where(eq(dokumen_surats.laporan_id, id))
      .orderBy(asc(dokumen_surats.id));
  const numbers = (id: number) =>
    db()
      .select()
      .from(laporan_nomor_surats)
      .where(eq(laporan_nomor_surats.laporan_id, id))
      .orderBy(asc(laporan_nomor_surats.id));

  it('the SK and its SPSK: each approval gives one number, on the e-office’s date, and issues its letter', async () => {
    const id = await fileReport();
    const s = await scenario(id);
    for (const [step, decision, role] of before(PATH_TO_SK, 'f7A')) await act(id, step, decision, role, s);
    const signedOn = todayJakarta(Date.now() - 86_400_000);
    await act(id, 'f7A', 'bernomor', EOFFICE_ACTOR, { ...s, today: signedOn });
    await act(id, 'f7E', 'bernomor', EOFFICE_ACTOR, s);
    const given = await numbers(id);
    expect(given.map((n) => [n.jenis, n.tanggal, n.created_by])).toEqual([
      ['SK', signedOn, null],
      ['SPSK', s.today, null],
    ]);
    expect(await letters(id)).toEqual([
      {
        jenis: 'draft-sk',
        nomor: given[0]?.nomor,
        tanggal: signedOn,
        sumber: 'sistem',
        final: true,
        nomor_surat_id: given[0]?.id,
      },
      {
        jenis: 'pengantar-sk',
        nomor: given[1]?.nomor,
        tanggal: s.today,
        sumber: 'sistem',
        final: true,
        nomor_surat_id: given[1]?.id,
      },
    ]);
    // The staff's download gives the letter issued, not a second one.
    const pdf = await call('Administrasi/Sekretaris')('GET', `/api/laporan/${id}/dokumen/draft-sk`);
    expect(pdf.statusCode).toBe(200);
    expect(await letters(id)).toHaveLength(2);
  });

  it('the SP3 the same way; a person is refused there too', async () => {
    const id = await fileReport();
    const s = await scenario(id, await masterId(db(), 'unsur-nl', 'KELUARGA'));
    for (const [step, decision, role] of before(PATH_ALL_NL, 'f5D')) await act(id, step, decision, role, s);
    const byHand = await call('Administrasi/Sekretaris')('POST', `/api/${workflowStepPath(id, 'f5D')}`, {
      keputusan: 'bernomor',
      versi: (await aksi('Administrasi/Sekretaris', id)).version,
      tanggal: s.today,
    });
    expect(byHand.statusCode).toBe(403);
    expect(await numbers(id)).toEqual([]);
    await act(id, 'f5D', 'bernomor', EOFFICE_ACTOR, s);
    expect((await aksi('Administrasi/Sekretaris', id)).step).toBe('sp3-selesai');
    const [sp3] = await numbers(id);
    expect(sp3).toMatchObject({ jenis: 'SP3', tanggal: s.today });
    expect(await letters(id)).toEqual([
      expect.objectContaining({ jenis: 'sp3', nomor: sp3?.nomor, nomor_surat_id: sp3?.id, sumber: 'sistem' }),
    ]);
  });
});
