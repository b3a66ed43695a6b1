import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  laporan_nomor_surats,
  laporans,
  notifications,
  og_status_kepemilikans,
  wf_events,
  wf_instances,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { PATH_TO_SK } from '../proses/scenario';
import { reportWalker } from '../proses/testing';
import { userIdOf } from '../test-fixtures';

/** Issue 10 §2.9: an SK cancellation is a subject of its own on the one engine (process PEMBATALAN_SK). */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  // Cancellation ids far from report and deletion ids: one never names another by chance.
  await w.idsFrom('pembatalan_sks', 50000);
});
afterAll(() => t.close());

async function reportWithSk(): Promise<number> {
  const id = await w.fileReport();
  await w.walk(id, PATH_TO_SK);
  return id;
}

const ask = (
  role: string,
  laporanId: number,
  kembali_ke = 'f70',
  alasan = 'Nilai taksiran pada SK keliru dan harus dianalisis ulang.',
) => w.call(role)('POST', '/api/laporan/pembatalan', { laporan_id: laporanId, alasan, kembali_ke });

async function detail(role: string, id: number) {
  const res = await w.call(role)('GET', `/api/laporan/pembatalan/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const decide = async (role: string, id: number, keputusan: string, versi: number, catatan?: string) =>
  w.call(role)('POST', `/api/laporan/pembatalan/${id}/keputusan`, { keputusan, versi, catatan });

async function numbers(laporanId: number) {
  return db()
    .select()
    .from(laporan_nomor_surats)
    .where(eq(laporan_nomor_surats.laporan_id, laporanId))
    .orderBy(laporan_nomor_surats.id);
}

describe('cancelling a numbered SK', () => {
  it('is asked, approved by the group head, and sends the report back; a new SK gets a new number', async () => {
    const laporanId = await reportWithSk();
    const listed = await w.call('anggota_tim')('GET', '/api/laporan/list-for-pembatalan');
    expect(listed.statusCode).toBe(200);
    const item = listed.json().data.items.find((i: { id: number }) => i.id === laporanId);
    expect(item).toMatchObject({
      step: 'selesai',
      status_penomoran: 'SUDAH_SPSK',
      proses_kode: 'GRATIFIKASI',
    });
    const oldSk = item.nomor_sk as string;
    expect(oldSk).toMatch(/SK/);

    const created = await ask('anggota_tim', laporanId);
    expect(created.statusCode, created.body).toBe(200);
    const { id, status } = created.json().data;
    expect(status).toBe('DIAJUKAN');
    expect(id).toBeGreaterThan(50000);
    // One open request per report; the report leaves the list of those that can be cancelled.
    expect((await ask('anggota_tim', laporanId)).statusCode).toBe(409);
    const after = await w.call('anggota_tim')('GET', '/api/laporan/list-for-pembatalan');
    expect(after.json().data.items.map((i: { id: number }) => i.id)).not.toContain(laporanId);

    const asMember = await detail('anggota_tim', id);
    expect(asMember).toMatchObject({
      status: 'DIAJUKAN',
      step: 'persetujuan',
      nomor_sk: oldSk,
      kembali_ke: 'f70',
    });
    expect(asMember.aksi).toMatchObject({ dapat_bertindak: false, keputusan: [] });
    const asHead = await detail('ketua_group', id);
    expect(asHead.aksi.keputusan.map((k: { keputusan: string }) => k.keputusan)).toEqual([
      'kembalikan',
      'setuju',
      'tolak',
    ]);
    // The head of the report's group is told it waits on them.
    const head = await userIdOf(db(), 'ketua_group');
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, head), eq(notifications.entity, 'pembatalan_sk')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice?.tautan).toBe(`/kpk/pembatalan-sk/edit/${id}`);

    expect((await decide('anggota_tim', id, 'setuju', asHead.aksi.version)).statusCode).toBe(403);
    expect((await decide('ketua_group', id, 'setuju', asHead.aksi.version - 1)).statusCode).toBe(409);
    const approved = await decide('ketua_group', id, 'setuju', asHead.aksi.version);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('DISETUJUI');

    const [row] = await db().select().from(laporans).where(eq(laporans.id, laporanId));
    expect(row).toMatchObject({ step: 'f70', status: 'PENETAPAN_SK', status_penomoran: null });
    const cancelled = await numbers(laporanId);
    expect(cancelled.map((n) => [n.jenis, n.dibatalkan_at !== null])).toEqual([
      ['SK', true],
      ['SPSK', true],
    ]);
    const og = await db()
      .select()
      .from(og_status_kepemilikans)
      .where(eq(og_status_kepemilikans.laporan_id, laporanId));
    expect(og).toEqual([]);
    const [instance] = await db()
      .select()
      .from(wf_instances)
      .where(and(eq(wf_instances.subject_type, 'laporan'), eq(wf_instances.subject_id, laporanId)));
    expect(instance).toMatchObject({ step: 'f70', finished_at: null, last_decision: 'pindah_alur' });
    const [moved] = await db()
      .select()
      .from(wf_events)
      .where(eq(wf_events.instance_id, instance?.id ?? 0))
      .orderBy(desc(wf_events.id))
      .limit(1);
    expect(moved).toMatchObject({
      from_step: 'selesai',
      to_step: 'f70',
      decision: 'pindah_alur',
      actor_user_id: null,
    });
    expect(moved?.catatan).toContain(`Pembatalan SK ${oldSk}`);
    // The requester hears it was approved; the detail shows the numbers cancelled and no decision left.
    const member = await userIdOf(db(), 'anggota_tim');
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, member), eq(notifications.entity, 'pembatalan_sk')));
    expect(told.map((n) => n.judul).join(' ')).toContain('Disetujui');
    const done = await detail('ketua_group', id);
    expect(done.aksi).toMatchObject({ selesai: true, keputusan: [] });
    expect(done.nomor_surat.every((n: { dibatalkan_at: string | null }) => n.dibatalkan_at !== null)).toBe(
      true,
    );

    // Signed and numbered again: new numbers, the old ones stay on record as cancelled.
    await w.walk(laporanId, PATH_TO_SK.slice(PATH_TO_SK.findIndex(([step]) => step === 'f70')));
    const again = await numbers(laporanId);
    expect(again).toHaveLength(4);
    const live = again.filter((n) => n.dibatalkan_at === null);
    expect(live.map((n) => n.jenis)).toEqual(['SK', 'SPSK']);
    expect(live[0]?.nomor).not.toBe(oldSk);
    const [final] = await db().select().from(laporans).where(eq(laporans.id, laporanId));
    expect(final).toMatchObject({ step: 'selesai', status_penomoran: 'SUDAH_SPSK' });
    const ogAgain = await db()
      .select()
      .from(og_status_kepemilikans)
      .where(eq(og_status_kepemilikans.laporan_id, laporanId));
    expect(ogAgain.length).toBeGreaterThan(0);
  });

  it('is never decided by the one who asked: the group head’s own request is refused with 403', async () => {
    const laporanId = await reportWithSk();
    const created = await ask('ketua_group', laporanId, 'f63');
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    const own = 'Pengaju tidak dapat memutuskan pembatalan sk yang diajukannya sendiri';
    const seen = await detail('ketua_group', id);
    expect(seen.aksi).toMatchObject({ dapat_bertindak: false, alasan: own, keputusan: [] });
    for (const keputusan of ['setuju', 'tolak', 'kembalikan']) {
      const res = await decide('ketua_group', id, keputusan, seen.aksi.version, 'Sudah diperiksa.');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(own);
    }
    expect((await detail('ketua_group', id)).status).toBe('DIAJUKAN');
    // Someone else's request: not found, never a hint it exists.
    expect((await w.call('anggota_tim')('GET', `/api/laporan/pembatalan/${id}`)).statusCode).toBe(404);
  });

  it('is returned to its requester, corrected and resent; refused, it changes nothing', async () => {
    const laporanId = await reportWithSk();
    const created = await ask('anggota_tim', laporanId, 'f63');
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    // Someone else's request: not found, never a hint it exists.
    expect((await w.call('anggota_tim2')('GET', `/api/laporan/pembatalan/${id}`)).statusCode).toBe(404);

    let seen = await detail('ketua_group', id);
    const noNote = await decide('ketua_group', id, 'kembalikan', seen.aksi.version);
    expect(noNote.statusCode).toBe(422);
    const back = await decide(
      'ketua_group',
      id,
      'kembalikan',
      seen.aksi.version,
      'Sebutkan nomor SK yang keliru.',
    );
    expect(back.json().data.status).toBe('DIKEMBALIKAN');

    seen = await detail('anggota_tim', id);
    expect(seen).toMatchObject({ status: 'DIKEMBALIKAN', step: 'ajukan', dapat_diubah: true });
    expect(seen.aksi.keputusan.map((k: { keputusan: string }) => k.keputusan)).toEqual(['kirim']);
    expect((await detail('ketua_group', id)).dapat_diubah).toBe(false);
    const edit = (body: Record<string, unknown>) =>
      w.call('anggota_tim')('PUT', `/api/laporan/pembatalan/${id}`, body);
    const alasan = 'Nomor SK tercatat ganda; mohon dianalisis ulang dari LHA.';
    expect((await edit({ alasan, kembali_ke: 'f60', versi: seen.aksi.version - 1 })).statusCode).toBe(409);
    const wrongStep = await edit({ alasan, kembali_ke: 'f7E', versi: seen.aksi.version });
    expect(wrongStep.statusCode).toBe(422);
    expect(wrongStep.json().errors).toHaveProperty('kembali_ke');
    const resent = await edit({ alasan, kembali_ke: 'f60', versi: seen.aksi.version });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.status).toBe('DIAJUKAN');
    // Not returned any more: not editable.
    expect((await edit({ alasan, kembali_ke: 'f60', versi: resent.json().data.version })).statusCode).toBe(
      409,
    );

    seen = await detail('ketua_group', id);
    expect(seen).toMatchObject({ kembali_ke: 'f60', alasan, dapat_diubah: false });
    const refused = await decide('ketua_group', id, 'tolak', seen.aksi.version, 'SK sudah benar.');
    expect(refused.json().data.status).toBe('DITOLAK');
    const [row] = await db().select().from(laporans).where(eq(laporans.id, laporanId));
    expect(row).toMatchObject({ step: 'selesai', status_penomoran: 'SUDAH_SPSK' });
    expect((await numbers(laporanId)).every((n) => n.dibatalkan_at === null)).toBe(true);
    // Refused, the report may be asked about again.
    expect((await ask('anggota_tim', laporanId)).statusCode).toBe(200);

    const list = await w.call('ketua_group')('GET', '/api/laporan/list-pembatalan?status=DITOLAK');
    expect(list.json().data.items.map((i: { id: number }) => i.id)).toContain(id);
    expect(list.json().data.jumlah).toMatchObject({
      DITOLAK: expect.any(Number),
      DIAJUKAN: expect.any(Number),
    });
    const mine = await w.call('anggota_tim2')('GET', '/api/laporan/list-pembatalan');
    expect(mine.json().data.total).toBe(0);
  });

  it('refuses other roles, reports without a numbered SK and ids of other kinds', async () => {
    expect((await w.call('direktur')('GET', '/api/laporan/list-pembatalan')).statusCode).toBe(403);
    expect((await w.call('ketua_tim')('GET', '/api/laporan/list-for-pembatalan')).statusCode).toBe(403);
    const laporanId = await w.fileReport();
    await w.walk(laporanId, PATH_TO_SK.slice(0, 2));
    const early = await ask('anggota_tim', laporanId);
    expect(early.statusCode).toBe(409);
    // Not the member it was distributed to.
    expect((await ask('anggota_tim2', laporanId)).statusCode).toBe(403);

    // A deletion request's id, and a report's id, name no cancellation: the engine keeps kinds apart by type.
    const hapus = await w.call('anggota_tim')('POST', `/api/laporan/${laporanId}/fxx-permintaan-hapus`, {
      alasan: 'Laporan ganda dengan laporan yang sudah diproses.',
    });
    expect(hapus.statusCode, hapus.body).toBe(200);
    for (const other of [hapus.json().data.id, laporanId]) {
      expect((await w.call('ketua_group')('GET', `/api/laporan/pembatalan/${other}`)).statusCode).toBe(404);
      const res = await decide('ketua_group', other, 'setuju', 2);
      expect(res.statusCode).toBe(404);
    }
    const [deletion] = await db()
      .select()
      .from(wf_instances)
      .where(
        and(
          eq(wf_instances.subject_type, 'penghapusan_laporan'),
          eq(wf_instances.subject_id, hapus.json().data.id),
        ),
      );
    expect(deletion).toMatchObject({ step: 'persetujuan', version: 2 });
  });
});
