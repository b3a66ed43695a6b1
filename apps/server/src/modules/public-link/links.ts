import { randomBytes } from 'node:crypto';
import {
  type Permintaan,
  type PublicLinkLaporan,
  type PublicLinkType,
  type PublicLinkValidation,
  permintaanSchema,
} from '@gratifikasi/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  laporan_public_links,
  laporans,
  master_jenis_objeks,
  master_jenis_penerimaans,
  master_jenis_peristiwas,
  masterColumn,
  pelapors,
  rincian_laporans,
} from '../../db/schema';
import { AppError } from '../../platform/errors';
import { mediaOf } from '../../platform/files';
import { sha256 } from '../../platform/tokens';

/** A link about a report (KELENGKAPAN, TANGGAPAN): its report is always set. */
export type PublicLinkRow = Omit<typeof laporan_public_links.$inferSelect, 'laporan_id'> & {
  laporan_id: number;
};
/** Any link, whatever its subject (a report, an activity session). */
export type AnyPublicLinkRow = typeof laporan_public_links.$inferSelect;

/** Files uploaded through a link wait here until the reporter submits; then they join the laporan. */
export const LINK_MEDIA_TYPE = 'laporan_public_link';

export interface NewPublicLink {
  laporan_id: number;
  type: PublicLinkType;
  permintaan: Permintaan;
  expires_at: Date;
  created_by: number | null;
}

/**
 * Issues a link for the reporter (the workflow calls it when the KPK asks for completeness or a response) in the
 * caller's transaction. Returns the raw token, which only the mail carries; the table keeps its SHA-256.
 */
export async function createPublicLink(tx: Db, input: NewPublicLink): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(laporan_public_links)
    .values({
      laporan_id: input.laporan_id,
      type: input.type,
      token_hash: sha256(token),
      permintaan: permintaanSchema.parse(input.permintaan),
      expires_at: input.expires_at,
      created_by: input.created_by,
    })
    .returning({ id: laporan_public_links.id });
  if (!row) throw new Error('public link insert returned nothing');
  return { id: row.id, token };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The link of a token while it can still be answered: unknown, expired, already answered, closed (its report left
 * the step that waited on it), or about a deleted report all answer the same 422 LINK_EXPIRED, so a token reveals nothing. `lock` takes the row for update.
 */
export async function findLiveLink(
  db: Db,
  token: string,
  opts: { lock?: boolean } = {},
): Promise<PublicLinkRow> {
  if (!TOKEN_SHAPE.test(token)) throw new AppError('LINK_EXPIRED');
  const query = db
    .select({ link: laporan_public_links })
    .from(laporan_public_links)
    .innerJoin(laporans, eq(laporans.id, laporan_public_links.laporan_id))
    .where(and(eq(laporan_public_links.token_hash, sha256(token)), isNull(laporans.deleted_at)));
  const [row] = opts.lock ? await query.for('update', { of: laporan_public_links }) : await query;
  const link = row?.link;
  // A link closed because its report moved on answers as an expired one: nothing it took would be read.
  if (
    !link ||
    link.submitted_at !== null ||
    link.closed_at !== null ||
    link.expires_at.getTime() <= Date.now()
  ) {
    throw new AppError('LINK_EXPIRED');
  }
  return { ...link, laporan_id: link.laporan_id as number };
}

/** The kinds of window link of an activity session: its attendance, and a survey attached to it (issue 27 §1). */
export type WindowLinkType = 'PRESENSI' | 'SURVEI_KEGIATAN';

/** Which window link of a session: its attendance (no survey) or the link of one attached survey. */
export interface WindowSubject {
  aktivitas_id: number;
  /** The attached survey of a SURVEI_KEGIATAN link; null or absent for attendance. */
  survei_id?: number | null;
}

const subjectWhere = (s: WindowSubject) =>
  and(
    eq(laporan_public_links.aktivitas_id, s.aktivitas_id),
    s.survei_id ? eq(laporan_public_links.survei_id, s.survei_id) : isNull(laporan_public_links.survei_id),
  );

/**
 * Opens (or re-opens) a window link of an activity session in the caller's transaction — its attendance
 * (PRESENSI, issue 26 §2) or one attached survey (SURVEI_KEGIATAN, issue 27 §1): the same token for the link's
 * life, so a QR code printed or shown once keeps working each time it is re-opened. The raw token is kept beside
 * its hash (`permintaan.tautan`): such a link is shown to a whole hall on a screen or a poster, so staff must be
 * able to show it again; it is still looked up by its hash.
 */
export async function openWindowLink(
  tx: Db,
  input: WindowSubject & {
    type: WindowLinkType;
    opens_at: Date;
    expires_at: Date;
    created_by: number | null;
  },
): Promise<{ id: number; token: string }> {
  const [existing] = await tx.select().from(laporan_public_links).where(subjectWhere(input)).for('update');
  const window = { opens_at: input.opens_at, expires_at: input.expires_at, closed_at: null };
  const stored = (existing?.permintaan ?? null) as { tautan?: unknown } | null;
  if (existing && typeof stored?.tautan === 'string') {
    await tx.update(laporan_public_links).set(window).where(eq(laporan_public_links.id, existing.id));
    return { id: existing.id, token: stored.tautan };
  }
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(laporan_public_links)
    .values({
      aktivitas_id: input.aktivitas_id,
      survei_id: input.survei_id ?? null,
      type: input.type,
      token_hash: sha256(token),
      permintaan: { tautan: token },
      created_by: input.created_by,
      ...window,
    })
    .returning({ id: laporan_public_links.id });
  if (!row) throw new Error('public link insert returned nothing');
  return { id: row.id, token };
}

/** Closes a window link early: it answers as expired until it is re-opened. */
export async function closeWindowLink(tx: Db, subject: WindowSubject): Promise<AnyPublicLinkRow | null> {
  const [row] = await tx
    .update(laporan_public_links)
    .set({ closed_at: new Date() })
    .where(and(subjectWhere(subject), isNull(laporan_public_links.closed_at)))
    .returning();
  return row ?? null;
}

/** A window link of a session, whatever its state (staff screens show it and its QR code); null when none. */
export async function windowLinkOf(
  db: Db,
  subject: WindowSubject,
): Promise<(AnyPublicLinkRow & { token: string }) | null> {
  const [row] = await db.select().from(laporan_public_links).where(subjectWhere(subject));
  return withToken(row);
}

const withToken = (row: AnyPublicLinkRow | undefined) => {
  const tautan = (row?.permintaan as { tautan?: unknown } | null)?.tautan;
  return row && typeof tautan === 'string' ? { ...row, token: tautan } : null;
};

/** The survey links of sessions (every state), oldest first. */
export async function surveyLinksOf(
  db: Db,
  aktivitasIds: readonly number[],
): Promise<(AnyPublicLinkRow & { token: string })[]> {
  if (aktivitasIds.length === 0) return [];
  const rows = await db
    .select()
    .from(laporan_public_links)
    .where(
      and(
        inArray(laporan_public_links.aktivitas_id, [...aktivitasIds]),
        eq(laporan_public_links.type, 'SURVEI_KEGIATAN'),
      ),
    )
    .orderBy(laporan_public_links.id);
  return rows.flatMap((r) => withToken(r) ?? []);
}

/**
 * The window link of a token while it is open: unknown, of another type, not yet open, closed early or past its
 * window all answer the same 422 LINK_EXPIRED (the expired-link message of SPEC §8), so a token reveals nothing.
 */
export async function findOpenWindowLink(
  db: Db,
  token: string,
  type: WindowLinkType,
): Promise<AnyPublicLinkRow> {
  if (!TOKEN_SHAPE.test(token)) throw new AppError('LINK_EXPIRED');
  const [link] = await db
    .select()
    .from(laporan_public_links)
    .where(and(eq(laporan_public_links.token_hash, sha256(token)), eq(laporan_public_links.type, type)));
  const now = Date.now();
  if (
    !link ||
    link.aktivitas_id === null ||
    link.closed_at !== null ||
    link.expires_at.getTime() <= now ||
    (link.opens_at !== null && link.opens_at.getTime() > now)
  ) {
    throw new AppError('LINK_EXPIRED');
  }
  return link;
}

/** The stored request, read leniently (an unreadable one asks nothing rather than breaking the link). */
export function permintaanOf(link: PublicLinkRow): Permintaan {
  const parsed = permintaanSchema.safeParse(link.permintaan ?? {});
  return parsed.success ? parsed.data : { pesan: null, items: [] };
}

/** `validate`: what the fill screen needs before it shows the form. */
export async function describeLink(
  db: Db,
  link: PublicLinkRow,
  limits: { upload_max_mb: number; upload_max_files: number },
): Promise<PublicLinkValidation> {
  const [laporan] = await db
    .select({ nosig: laporans.nosig, tanggal_lapor: laporans.tanggal_lapor, pelapor_nama: pelapors.nama })
    .from(laporans)
    .innerJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
    .where(eq(laporans.id, link.laporan_id));
  if (!laporan) throw new AppError('LINK_EXPIRED');
  const uploaded = await mediaOf(db, LINK_MEDIA_TYPE, link.id);
  return {
    type: link.type as PublicLinkType,
    expires_at: link.expires_at.toISOString(),
    laporan,
    permintaan: permintaanOf(link),
    upload: { max_mb: limits.upload_max_mb, max_files: limits.upload_max_files, used: uploaded.length },
  };
}

/** `laporan`: a read-only summary of the link's one report; no ids of users or of other records. */
export async function summarizeLaporan(db: Db, laporanId: number): Promise<PublicLinkLaporan> {
  const [row] = await db
    .select({
      nosig: laporans.nosig,
      pelapor_nama: pelapors.nama,
      tanggal_penerimaan: laporans.tanggal_penerimaan,
      tanggal_lapor: laporans.tanggal_lapor,
      jenis_peristiwa_nama: masterColumn(master_jenis_peristiwas, 'nama'),
      tempat_penerimaan: laporans.tempat_penerimaan,
      nama_pemberi: laporans.nama_pemberi,
      instansi_pemberi: laporans.instansi_pemberi,
      kronologi: laporans.kronologi,
      total_nilai: laporans.total_nilai,
    })
    .from(laporans)
    .innerJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
    .leftJoin(master_jenis_peristiwas, eq(master_jenis_peristiwas.id, laporans.jenis_peristiwa_id))
    .where(eq(laporans.id, laporanId));
  if (!row) throw new AppError('LINK_EXPIRED');
  const rincian = await db
    .select({
      status_penerimaan: rincian_laporans.status_penerimaan,
      jenis_penerimaan_nama: masterColumn(master_jenis_penerimaans, 'nama'),
      jenis_objek_nama: masterColumn(master_jenis_objeks, 'nama'),
      uraian: rincian_laporans.uraian,
      jumlah: rincian_laporans.jumlah,
      satuan: rincian_laporans.satuan,
      nilai_taksiran: rincian_laporans.nilai_taksiran,
      mata_uang_kode: rincian_laporans.mata_uang_kode,
      kurs: rincian_laporans.kurs,
      nilai_rupiah: rincian_laporans.nilai_rupiah,
    })
    .from(rincian_laporans)
    .leftJoin(master_jenis_penerimaans, eq(master_jenis_penerimaans.id, rincian_laporans.jenis_penerimaan_id))
    .leftJoin(master_jenis_objeks, eq(master_jenis_objeks.id, rincian_laporans.jenis_objek_id))
    .where(and(eq(rincian_laporans.laporan_id, laporanId), isNull(rincian_laporans.deleted_at)))
    .orderBy(rincian_laporans.id);
  return {
    ...row,
    jenis_peristiwa_nama: (row.jenis_peristiwa_nama as string | null) ?? null,
    rincian: rincian.map((r) => ({
      ...r,
      status_penerimaan: r.status_penerimaan === 'DITOLAK' ? 'DITOLAK' : 'DITERIMA',
      jenis_penerimaan_nama: (r.jenis_penerimaan_nama as string | null) ?? null,
      jenis_objek_nama: (r.jenis_objek_nama as string | null) ?? null,
    })),
  };
}
