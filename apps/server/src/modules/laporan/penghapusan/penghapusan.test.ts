import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audit_logs,
  laporan_nomor_surats,
  laporan_penghapusans,
  laporans,
  notifications,
  objek_gratifikasis,
  trx_emails,
  wf_instances,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { EOFFICE_ACTOR, PATH_TO_SK } from '../proses/scenario';
import { reportWalker } from '../proses/testing';
import { userIdOf } from '../test-fixtures';

/** Issue 10 §2.9: the deletion request fxx, a subject of its own (process PENGHAPUSAN_LAPORAN). */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
const db = () => t.database.db;
const ALASAN = 'Laporan ganda: pelapor mengirim laporan yang sama dua kali.';

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  await w.idsFrom('laporan_penghapusans', 70000);
});
afterAll(() => t.close());

/** A report distributed to the demo member, waiting at f30. */
async function reportAtF30(): Promise<number> {
  const id = await w.fileReport();
  await w.walk(id, PATH_TO_SK.slice(0, 2));
  return id;
}

const ask = (role: string, laporanId: number, alasan = ALASAN) =>
  w.call(role)('POST', `/api/laporan/${laporanId}/fxx-permintaan-hapus`, { alasan });

async function detail(role: string, id: number) {
  const res = await w.call(role)('GET', `/api/laporan/penghapusan/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const decide = (role: string, id: number, keputusan: string, versi: number, catatan?: string) =>
  w.call(role)('POST', `/api/laporan/penghapusan/${id}/keputusan`, { keputusan, versi, catatan });

async function reportInstance(laporanId: number) {
  const [instance] = await db()
    .select()
    .from(wf_instances)
    .where(and(eq(wf_instances.subject_type, 'laporan'), eq(wf_instances.subject_id, laporanId)));
  return instance;
}

describe('asking to delete a report in process (fxx)', () => {
  it('is approved by the group head then the director: the report is deleted and its process finished', async () => {
    const laporanId = await reportAtF30();
    expect((await ask('anggota_tim2', laporanId)).statusCode).toBe(403);
    expect((await ask('anggota_tim', laporanId, 'ganda')).statusCode).toBe(422);
    const created = await ask('anggota_tim', laporanId);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    expect(id).toBeGreaterThan(70000);
    expect((await ask('ketua_group', laporanId)).statusCode).toBe(409);

    let seen = await detail('ketua_group', id);
    expect(seen).toMatchObject({
      status: 'DIAJUKAN',
      step: 'persetujuan',
      laporan_step: 'f30',
      alasan: ALASAN,
    });
    expect((await decide('direktur', id, 'setuju', seen.aksi.version)).statusCode).toBe(403);
    const head = await decide('ketua_group', id, 'setuju', seen.aksi.version);
    expect(head.statusCode, head.body).toBe(200);
    expect(head.json().data.status).toBe('DIAJUKAN');

    seen = await detail('direktur', id);
    expect(seen.step).toBe('persetujuan-direktur');
    expect(seen.aksi.keputusan.map((k: { keputusan: string }) => k.keputusan)).toEqual([
      'kembalikan',
      'setuju',
      'tolak',
    ]);
    expect((await decide('direktur', id, 'setuju', seen.aksi.version - 1)).statusCode).toBe(409);
    const approved = await decide('direktur', id, 'setuju', seen.aksi.version);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('DISETUJUI');

    const [row] = await db().select().from(laporans).where(eq(laporans.id, laporanId));
    expect(row?.deleted_at).not.toBeNull();
    expect((await reportInstance(laporanId))?.finished_at).not.toBeNull();
    expect((await w.call('anggota_tim')('GET', `/api/laporan/${laporanId}`)).statusCode).toBe(404);
    const [logged] = await db()
      .select()
      .from(audit_logs)
      .where(and(eq(audit_logs.action, 'laporan.delete'), eq(audit_logs.entity_id, String(laporanId))));
    expect(logged?.role_name).toBe('direktur');
    // The request stays readable, its report shown as deleted; the requester was told.
    const done = await detail('anggota_tim', id);
    expect(done).toMatchObject({ status: 'DISETUJUI', laporan: { dihapus: true } });
    const member = await userIdOf(db(), 'anggota_tim');
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, member), eq(notifications.entity, 'penghapusan_laporan')));
    expect(told.map((n) => n.judul).join(' ')).toContain('Disetujui');
    // The reporter is told their report was deleted, in the app and by mail (the outbox).
    const reporter = await userIdOf(db(), 'individu');
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, reporter),
          eq(notifications.entity, 'laporan'),
          eq(notifications.entity_id, laporanId),
          like(notifications.judul, '%dihapus%'),
        ),
      );
    expect(notice?.pesan).toContain(ALASAN);
    const mails = await db()
      .select()
      .from(trx_emails)
      .where(like(trx_emails.subject, `%${row?.nosig ?? '-'} dihapus%`));
    expect(mails).toHaveLength(1);
    // A deleted report cannot be asked about again.
    expect((await ask('anggota_tim', laporanId)).statusCode).toBe(409);
  });

  it('goes back to its requester and up again; refused, the report carries on untouched', async () => {
    const laporanId = await reportAtF30();
    const { id } = (await ask('anggota_tim', laporanId)).json().data;
    expect((await w.call('anggota_tim2')('GET', `/api/laporan/penghapusan/${id}`)).statusCode).toBe(404);

    let seen = await detail('ketua_group', id);
    await decide('ketua_group', id, 'kembalikan', seen.aksi.version, 'Lampirkan nomor laporan yang ganda.');
    seen = await detail('anggota_tim', id);
    expect(seen).toMatchObject({ status: 'DIKEMBALIKAN', step: 'ajukan', dapat_diubah: true });
    const alasan = `${ALASAN} Laporan pertama bernomor 1/LAP-GRAT.`;
    const resent = await w.call('anggota_tim')('PUT', `/api/laporan/penghapusan/${id}`, {
      alasan,
      versi: seen.aksi.version,
    });
    expect(resent.statusCode, resent.body).toBe(200);

    seen = await detail('ketua_group', id);
    await decide('ketua_group', id, 'setuju', seen.aksi.version);
    seen = await detail('direktur', id);
    const back = await decide('direktur', id, 'kembalikan', seen.aksi.version, 'Perlu pendapat group head.');
    expect(back.json().data.status).toBe('DIAJUKAN');
    seen = await detail('ketua_group', id);
    expect(seen.step).toBe('persetujuan');
    const refused = await decide('ketua_group', id, 'tolak', seen.aksi.version, 'Laporan tidak ganda.');
    expect(refused.json().data.status).toBe('DITOLAK');

    const [row] = await db().select().from(laporans).where(eq(laporans.id, laporanId));
    expect(row).toMatchObject({ deleted_at: null, step: 'f30' });
    expect((await reportInstance(laporanId))?.finished_at).toBeNull();
    // The report's own path goes on.
    await w.walk(laporanId, PATH_TO_SK.slice(2, 3));

    const list = await w.call('direktur')('GET', '/api/laporan/penghapusan?status=DITOLAK');
    expect(list.json().data.items.map((i: { id: number }) => i.id)).toContain(id);
    expect((await w.call('anggota_tim2')('GET', '/api/laporan/penghapusan')).json().data.total).toBe(0);
  });

  it('is never decided by the one who asked: the group head’s own request is refused with 403', async () => {
    const laporanId = await reportAtF30();
    const { id } = (await ask('ketua_group', laporanId)).json().data;
    const own = 'Pengaju tidak dapat memutuskan penghapusan laporan yang diajukannya sendiri';
    const seen = await detail('ketua_group', id);
    expect(seen.aksi).toMatchObject({ dapat_bertindak: false, alasan: own });
    const res = await decide('ketua_group', id, 'setuju', seen.aksi.version);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(own);
    expect((await detail('ketua_group', id)).step).toBe('persetujuan');
  });

  it("takes no other kind's ids and no other roles", async () => {
    const laporanId = await reportAtF30();
    expect((await w.call('ketua_tim')('GET', '/api/laporan/penghapusan')).statusCode).toBe(403);
    expect(
      (await w.call('direktur')('POST', `/api/laporan/${laporanId}/fxx-permintaan-hapus`, { alasan: ALASAN }))
        .statusCode,
    ).toBe(403);
    // The report's own id is no deletion request.
    expect((await w.call('direktur')('GET', `/api/laporan/penghapusan/${laporanId}`)).statusCode).toBe(404);
    expect((await decide('direktur', laporanId, 'setuju', 1)).statusCode).toBe(404);
    expect((await reportInstance(laporanId))?.step).toBe('f30');
  });

  describe('of a report whose SK is numbered', () => {
    const upTo = (step: string) =>
      PATH_TO_SK.slice(
        0,
        PATH_TO_SK.findIndex(([s]) => s === step),
      );
    const NUMBERED =
      /^SK laporan ini sudah bernomor \(.*SK.*\); laporan tidak dapat dihapus\. Batalkan SK terlebih dahulu melalui menu Pembatalan SK\.$/;
    /** The decision issued and what hangs on it: the numbers in force, the objects expected, the report's row. */
    async function issued(laporanId: number) {
      const numbers = await db()
        .select({ nomor: laporan_nomor_surats.nomor, batal: laporan_nomor_surats.dibatalkan_at })
        .from(laporan_nomor_surats)
        .where(eq(laporan_nomor_surats.laporan_id, laporanId));
      const objects = await db()
        .select()
        .from(objek_gratifikasis)
        .where(eq(objek_gratifikasis.laporan_id, laporanId));
      const [row] = await db().select().from(laporans).where(eq(laporans.id, laporanId));
      return { numbers, objects, row, instance: await reportInstance(laporanId) };
    }

    it('is not asked: 409, the SK is cancelled first', async () => {
      const laporanId = await w.fileReport();
      await w.walk(laporanId, upTo('f7E'));
      const before = await issued(laporanId);
      expect(before.numbers).toHaveLength(1);
      const res = await ask('anggota_tim', laporanId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(NUMBERED);
      expect(
        await db().select().from(laporan_penghapusans).where(eq(laporan_penghapusans.laporan_id, laporanId)),
      ).toEqual([]);
      expect(await issued(laporanId)).toEqual(before);
    });

    it('numbered after it was asked, is not deleted at the final approval: 409, nothing changes', async () => {
      const laporanId = await w.fileReport();
      await w.walk(laporanId, upTo('f7A'));
      const created = await ask('anggota_tim', laporanId);
      expect(created.statusCode, created.body).toBe(200);
      const { id } = created.json().data;
      let seen = await detail('ketua_group', id);
      expect((await decide('ketua_group', id, 'setuju', seen.aksi.version)).statusCode).toBe(200);
      // Meanwhile the e-office approves the SK: it gets its number.
      await w.walk(laporanId, [['f7A', 'bernomor', EOFFICE_ACTOR]]);
      const before = await issued(laporanId);
      expect(before.numbers).toHaveLength(1);
      expect(before.objects.length).toBeGreaterThan(0);

      seen = await detail('direktur', id);
      const res = await decide('direktur', id, 'setuju', seen.aksi.version);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(NUMBERED);
      expect(await issued(laporanId)).toEqual(before);
      expect(before.row?.deleted_at).toBeNull();
      expect(await detail('direktur', id)).toMatchObject({
        status: 'DIAJUKAN',
        step: 'persetujuan-direktur',
        aksi: { version: seen.aksi.version },
      });
    });
  });
});

describe('racing decisions on one deletion request', () => {
  it('one wins; the loser, who could act at the step it saw, gets 409 (reload), not 403', async () => {
    const laporanId = await reportAtF30();
    const { id } = (await ask('anggota_tim', laporanId)).json().data;
    const seen = await detail('ketua_group', id);
    const both = await Promise.all([
      decide('ketua_group', id, 'setuju', seen.aksi.version),
      decide('ketua_group', id, 'setuju', seen.aksi.version),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = both.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toMatch(/Muat ulang/);
    expect((await detail('direktur', id)).step).toBe('persetujuan-direktur');
    // A role that never held the step it saw is still refused as before.
    expect((await decide('anggota_tim', id, 'setuju', seen.aksi.version)).statusCode).toBe(403);
  });
});
