import { type DiseminasiBody, triwulanOf } from '@gratifikasi/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_diseminasi_pesertas, ppg_diseminasis } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { findDiseminasi } from './read';
import { type PpgActor, requireMasterRow, requireRegion, requireUpg } from './scope';

const d = ppg_diseminasis;

/** Checks every reference of a body against live master rows (422 naming the field). */
export async function checkDiseminasiRefs(db: Db, body: DiseminasiBody): Promise<void> {
  await requireMasterRow(
    db,
    'jenis-diseminasi',
    body.jenis_diseminasi_id,
    'jenis_diseminasi_id',
    'Jenis diseminasi tidak ditemukan',
  );
  await requireMasterRow(
    db,
    'klasifikasi-kegiatan',
    body.klasifikasi_kegiatan_id,
    'klasifikasi_kegiatan_id',
    'Klasifikasi kegiatan tidak ditemukan',
  );
  await requireMasterRow(
    db,
    'sasaran-kegiatan',
    body.sasaran_kegiatan_id,
    'sasaran_kegiatan_id',
    'Sasaran kegiatan tidak ditemukan',
  );
  await requireRegion(db, 'provinsi', body.provinsi_id, 'provinsi_id', 'Provinsi tidak ditemukan');
  const kota = await requireRegion(
    db,
    'kota-kabupaten',
    body.kabkota_id,
    'kabkota_id',
    'Kota/kabupaten tidak ditemukan',
  );
  if (Number(kota.provinsi_id) !== body.provinsi_id) {
    throw fieldError('kabkota_id', 'Kota/kabupaten tidak berada di provinsi yang dipilih');
  }
  for (const [i, p] of body.peserta.entries()) {
    await requireMasterRow(
      db,
      'level-jabatan-peserta',
      p.level_jabatan_peserta_id,
      `peserta.${i}.level_jabatan_peserta_id`,
      'Level jabatan peserta tidak ditemukan',
    );
  }
}

/** The stored columns of a body: year and quarter from its first day, the participants' sum. */
function columnsOf(body: DiseminasiBody) {
  const { tahun, triwulan } = triwulanOf(body.tanggal_awal);
  return {
    nama_kegiatan: body.nama_kegiatan,
    jenis_diseminasi_id: body.jenis_diseminasi_id,
    klasifikasi_kegiatan_id: body.klasifikasi_kegiatan_id,
    sasaran_kegiatan_id: body.sasaran_kegiatan_id,
    tanggal_awal: body.tanggal_awal,
    tanggal_akhir: body.tanggal_akhir,
    tahun,
    triwulan,
    narasumber: body.narasumber,
    provinsi_id: body.provinsi_id,
    kabkota_id: body.kabkota_id,
    tempat: body.tempat ?? null,
    uraian: body.uraian ?? null,
    jumlah_peserta: body.peserta.reduce((sum, p) => sum + p.jumlah, 0),
  };
}

async function writePeserta(tx: Db, id: number, body: DiseminasiBody): Promise<void> {
  await tx.delete(ppg_diseminasi_pesertas).where(eq(ppg_diseminasi_pesertas.diseminasi_id, id));
  await tx.insert(ppg_diseminasi_pesertas).values(
    body.peserta.map((p) => ({
      diseminasi_id: id,
      level_jabatan_peserta_id: p.level_jabatan_peserta_id,
      jumlah: p.jumlah,
    })),
  );
}

/**
 * Records one event of the UPG's institution, in the caller's transaction (the import saves many in one), audited.
 * References are checked unless the caller already did (`checked`).
 */
export async function insertDiseminasi(
  tx: Db,
  request: RequestMeta,
  actor: PpgActor,
  body: DiseminasiBody,
  opts: { checked?: boolean; action?: string } = {},
): Promise<number> {
  const upg = requireUpg(actor);
  if (!opts.checked) await checkDiseminasiRefs(tx, body);
  const userId = request.auth?.user.id ?? null;
  const [row] = await tx
    .insert(d)
    .values({
      ...columnsOf(body),
      instansi_id: upg.instansiId,
      upg_id: upg.upgId,
      created_by: userId,
      updated_by: userId,
    })
    .returning({ id: d.id });
  if (!row) throw new Error('diseminasi insert returned nothing');
  await writePeserta(tx, row.id, body);
  await audit(tx, request, {
    action: opts.action ?? 'diseminasi.create',
    entity: 'ppg_diseminasi',
    entity_id: row.id,
    after: body,
  });
  return row.id;
}

export function createDiseminasi(db: Db, request: RequestMeta, actor: PpgActor, body: DiseminasiBody) {
  return db.transaction((tx) => insertDiseminasi(tx, request, actor, body));
}

/** Changes an event the UPG owns, if it still has the version the editor read (409 otherwise). */
export function updateDiseminasi(
  db: Db,
  request: RequestMeta,
  actor: PpgActor,
  id: number,
  body: DiseminasiBody & { version: number },
) {
  requireUpg(actor);
  return db.transaction(async (tx) => {
    const before = await findDiseminasi(tx, actor, id);
    if (before.version !== body.version) throw new AppError('CONFLICT');
    await checkDiseminasiRefs(tx, body);
    const { version: _v, ...rest } = body;
    const [updated] = await tx
      .update(d)
      .set({
        ...columnsOf(rest),
        version: sql`${d.version} + 1`,
        updated_by: request.auth?.user.id ?? null,
        updated_at: new Date(),
      })
      .where(and(eq(d.id, id), eq(d.version, body.version)))
      .returning({ id: d.id });
    if (!updated) throw new AppError('CONFLICT');
    await writePeserta(tx, id, rest);
    await audit(tx, request, {
      action: 'diseminasi.update',
      entity: 'ppg_diseminasi',
      entity_id: id,
      before,
      after: rest,
    });
  });
}

/** Removes (soft-deletes) an event the UPG owns, audited. */
export function deleteDiseminasi(db: Db, request: RequestMeta, actor: PpgActor, id: number) {
  requireUpg(actor);
  return db.transaction(async (tx) => {
    const before = await findDiseminasi(tx, actor, id);
    await tx
      .update(d)
      .set({
        deleted_at: new Date(),
        updated_by: request.auth?.user.id ?? null,
        version: sql`${d.version} + 1`,
      })
      .where(eq(d.id, id));
    await audit(tx, request, {
      action: 'diseminasi.delete',
      entity: 'ppg_diseminasi',
      entity_id: id,
      before,
    });
  });
}
