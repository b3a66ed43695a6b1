import {
  type KanalLaporan,
  type laporanDraftSchema,
  type RoleName,
  STATUS_LAPORAN,
} from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { laporan_histories, laporans } from '../../../db/schema/index';
import { audit } from '../../../platform/audit';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import type { Settings } from '../../../platform/settings';
import { type PelaporRow, pelaporForActor } from '../../pelapor/access';
import { laporanForActor, nextVersion, upgScopeOf } from '../access';
import { attachLampiran } from '../files/lampiran';
import { masterRefs, requireRef, settingsVia } from '../lookups';
import { replaceRincian, valueRincian } from './rincian-values';

export type LaporanDraftInput = z.output<typeof laporanDraftSchema>;

/** Roles that file reports, and the door (kanal) each files through. */
export const KANAL_BY_ROLE: Partial<Record<RoleName, KanalLaporan>> = {
  individu: 'INDIVIDU',
  upg: 'UPG',
  data_entry: 'DATA_ENTRY',
  anggota_tim: 'KPK',
};
export const FILING_ROLES = ['individu', 'upg', 'data_entry', 'anggota_tim'] as const satisfies RoleName[];

/** Roles that type in a paper report and so set its tanggal_lapor themselves. */
export const PAPER_DATE_ROLES: readonly RoleName[] = ['data_entry', 'anggota_tim'];

/** The caller as services need it: the request (for audit) with its resolved auth. */
export type Actor = RequestMeta & { auth: AuthContext };

export function actorOf(meta: RequestMeta): Actor {
  if (!meta.auth) throw new AppError('UNAUTHENTICATED');
  return meta as Actor;
}

export interface Filing {
  pelapor: PelaporRow;
  kanal: KanalLaporan;
  upg_id: number | null;
}

/** Who files for which pelapor: the pelapor must be the caller's to write; the kanal follows the active role. */
export async function filingFor(tx: Db, auth: AuthContext, pelaporId: number): Promise<Filing> {
  const kanal = auth.activeRole ? KANAL_BY_ROLE[auth.activeRole] : undefined;
  if (!kanal) throw new AppError('FORBIDDEN');
  const upgScope = upgScopeOf(auth);
  if (kanal === 'UPG' && upgScope === null) throw new AppError('FORBIDDEN');
  const pelapor = await pelaporForActor(tx, auth, pelaporId, 'write').catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND')
      throw fieldError('pelapor_id', 'Pelapor tidak ditemukan');
    throw err;
  });
  return { pelapor, kanal, upg_id: upgScope ?? pelapor.upg_id };
}

/** The event's master references must exist (live); returns them for hints and names. */
export async function checkEventRefs(
  tx: Db,
  p: {
    jenis_peristiwa_id?: number | null | undefined;
    media_laporan_id?: number | null | undefined;
    hubungan_pemberi_penerima_id?: number | null | undefined;
    checklist?: readonly number[] | undefined;
  },
) {
  const [peristiwa, mediaLap, hubungan, checklist] = await Promise.all([
    masterRefs(tx, 'jenis-peristiwa', p.jenis_peristiwa_id ? [p.jenis_peristiwa_id] : []),
    masterRefs(tx, 'media-laporan', p.media_laporan_id ? [p.media_laporan_id] : []),
    masterRefs(
      tx,
      'hubungan-pemberi-penerima',
      p.hubungan_pemberi_penerima_id ? [p.hubungan_pemberi_penerima_id] : [],
    ),
    masterRefs(tx, 'checklist-kelengkapan', p.checklist ?? []),
  ]);
  const missing = (p.checklist ?? []).find((id) => !checklist.has(id));
  if (missing !== undefined) throw fieldError('checklist', 'Checklist kelengkapan tidak ditemukan');
  return {
    peristiwa: requireRef(peristiwa, p.jenis_peristiwa_id, 'jenis_peristiwa_id', 'Jenis peristiwa'),
    media: requireRef(mediaLap, p.media_laporan_id, 'media_laporan_id', 'Media laporan'),
    hubungan: requireRef(
      hubungan,
      p.hubungan_pemberi_penerima_id,
      'hubungan_pemberi_penerima_id',
      'Hubungan',
    ),
  };
}

const EVENT_KEYS = [
  'jenis_peristiwa_id',
  'media_laporan_id',
  'tempat_penerimaan',
  'tanggal_penerimaan',
  'hubungan_pemberi_penerima_id',
  'nama_pemberi',
  'instansi_pemberi',
  'alamat_pemberi',
  'kronologi',
  'checklist',
  'pernyataan_benar',
] as const;

/** The event columns the payload carries (undefined keys left as they are). */
function eventValues(p: LaporanDraftInput, role: RoleName | null): Partial<typeof laporans.$inferInsert> {
  const out: Record<string, unknown> = {};
  for (const key of EVENT_KEYS) if (p[key] !== undefined) out[key] = p[key];
  if (p.tanggal_lapor !== undefined && role && PAPER_DATE_ROLES.includes(role))
    out.tanggal_lapor = p.tanggal_lapor;
  return out as Partial<typeof laporans.$inferInsert>;
}

/** Inserts one history row. */
export async function addHistory(
  tx: Db,
  actor: Actor | null,
  laporanId: number,
  entry: {
    action: string;
    from: string | null;
    to: string | null;
    step?: string | null;
    catatan?: string | null;
  },
): Promise<void> {
  await tx.insert(laporan_histories).values(historyValues(actor, laporanId, entry));
}

/** A history row's values (several rows in one insert). */
export function historyValues(
  actor: Actor | null,
  laporanId: number,
  entry: Parameters<typeof addHistory>[3],
) {
  return {
    laporan_id: laporanId,
    action: entry.action,
    status_from: entry.from,
    status_to: entry.to,
    step: entry.step ?? null,
    catatan: entry.catatan ?? null,
    user_id: actor?.auth.user.id ?? null,
    role_name: actor?.auth.activeRole ?? null,
  };
}

/**
 * `POST laporan/draft`: creates a draft (kanal from the active role; instansi and unit kerja from the pelapor) or
 * updates an editable one; items replaced as a set when sent; lampiran attached. Returns the report id.
 */
export async function saveDraft(
  tx: Db,
  meta: RequestMeta,
  p: LaporanDraftInput,
  given?: Settings,
): Promise<number> {
  const actor = actorOf(meta);
  const { auth } = actor;
  const settings = given ?? (await settingsVia(tx));
  const before = p.id ? await laporanForActor(tx, auth, p.id, 'write', { version: p.version }) : null;
  const samePelapor = before !== null && before.pelapor_id === p.pelapor_id;
  const filing = samePelapor ? null : await filingFor(tx, auth, p.pelapor_id);
  await checkEventRefs(tx, p);
  const values = {
    ...eventValues(p, auth.activeRole),
    ...(filing
      ? {
          pelapor_id: filing.pelapor.id,
          instansi_id: filing.pelapor.instansi_id,
          unit_kerja_id: filing.pelapor.unit_kerja_id,
          ...(before ? {} : { upg_id: filing.upg_id }),
        }
      : {}),
    updated_by: auth.user.id,
    updated_at: new Date(),
  };
  let id: number;
  if (before) {
    id = before.id;
    await tx
      .update(laporans)
      .set({ ...values, ...nextVersion })
      .where(eq(laporans.id, id));
  } else {
    if (!filing) throw new AppError('FORBIDDEN');
    const [row] = await tx
      .insert(laporans)
      .values({
        ...values,
        pelapor_id: filing.pelapor.id,
        created_by: auth.user.id,
        created_by_role: auth.activeRole ?? '',
        kanal: filing.kanal,
        status: STATUS_LAPORAN.DRAFT,
        checklist: p.checklist ?? [],
      })
      .returning({ id: laporans.id });
    if (!row) throw new Error('laporan insert returned nothing');
    id = row.id;
    await addHistory(tx, actor, id, { action: 'DRAFT', from: null, to: STATUS_LAPORAN.DRAFT });
  }
  if (p.rincian !== undefined) {
    const tanggal =
      p.tanggal_penerimaan !== undefined ? p.tanggal_penerimaan : (before?.tanggal_penerimaan ?? null);
    await replaceRincian(tx, id, await valueRincian(tx, p.rincian, tanggal, false));
  }
  await attachLampiran(tx, auth.user.id, id, p.lampiran_ids ?? [], settings.upload_max_files);
  await audit(tx, actor, {
    action: before ? 'laporan.draft.update' : 'laporan.draft.create',
    entity: 'laporan',
    entity_id: id,
    before: before ? { status: before.status, pelapor_id: before.pelapor_id } : null,
    after: { pelapor_id: p.pelapor_id, rincian: p.rincian?.length ?? null },
  });
  return id;
}

/** `DELETE laporan/{id}`: soft-deletes an editable report of the caller. */
export async function deleteLaporan(tx: Db, meta: RequestMeta, id: number): Promise<void> {
  const actor = actorOf(meta);
  const row = await laporanForActor(tx, actor.auth, id, 'write');
  await tx
    .update(laporans)
    .set({ deleted_at: new Date(), updated_by: actor.auth.user.id, ...nextVersion })
    .where(eq(laporans.id, row.id));
  await audit(tx, actor, {
    action: 'laporan.delete',
    entity: 'laporan',
    entity_id: id,
    before: { status: row.status, nosig: row.nosig },
  });
}
