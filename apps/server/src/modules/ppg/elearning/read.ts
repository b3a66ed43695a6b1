import {
  type ElearningAmbang,
  type ElearningItem,
  type ElearningListQuery,
  type ElearningPage,
  elearningLevelLabel,
  elearningListQuerySchema,
  elearningMaturitas,
} from '@gratifikasi/domain';
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { ppg_elearnings, ppg_profil_klops } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { AppError } from '../../../platform/errors';
import type { PpgActor } from '../diseminasi/scope';

/** The configured thresholds (app config `elearning_ambang`). */
export async function ambangOf(ctx: Pick<ServerContext, 'settings'>): Promise<ElearningAmbang> {
  return (await ctx.settings.get()).elearning_ambang;
}

const own = (actor: PpgActor): SQL | undefined =>
  actor.kind === 'upg' ? eq(ppg_elearnings.instansi_id, actor.instansiId) : undefined;

/** The periods holding figures (newest first) with how many institutions each: a UPG its own only. */
export async function listPeriode(db: Db, actor: PpgActor) {
  const rows = await db
    .select({ tahun: ppg_elearnings.tahun, triwulan: ppg_elearnings.triwulan, instansi: count() })
    .from(ppg_elearnings)
    .where(own(actor))
    .groupBy(ppg_elearnings.tahun, ppg_elearnings.triwulan)
    .orderBy(desc(ppg_elearnings.tahun), desc(ppg_elearnings.triwulan));
  return rows.map((r) => ({ tahun: r.tahun, triwulan: r.triwulan, instansi: Number(r.instansi) }));
}

/** The figures of a set of rows with the KLOP employee count of their year and what follows from them. */
async function rowsOf(db: Db, where: SQL | undefined, ambang: ElearningAmbang): Promise<ElearningItem[]> {
  const inst = masterTableOf('instansi');
  const rows = await db
    .select({
      instansi_id: ppg_elearnings.instansi_id,
      kode: masterColumn(inst, 'kode'),
      instansi: masterColumn(inst, 'nama'),
      tahun: ppg_elearnings.tahun,
      triwulan: ppg_elearnings.triwulan,
      terdaftar: ppg_elearnings.terdaftar,
      selesai: ppg_elearnings.selesai,
      pegawai_klop: ppg_profil_klops.jumlah_pegawai,
      sumber: ppg_elearnings.sumber,
      updated_at: ppg_elearnings.updated_at,
    })
    .from(ppg_elearnings)
    .innerJoin(inst, and(eq(inst.id, ppg_elearnings.instansi_id), isNull(inst.deleted_at)))
    .leftJoin(
      ppg_profil_klops,
      and(
        eq(ppg_profil_klops.instansi_id, ppg_elearnings.instansi_id),
        eq(ppg_profil_klops.tahun, ppg_elearnings.tahun),
      ),
    )
    .where(where)
    .orderBy(asc(ppg_elearnings.tahun), asc(ppg_elearnings.triwulan), asc(ppg_elearnings.instansi_id));
  return rows.map((r) => {
    const pegawai = r.pegawai_klop && r.pegawai_klop > 0 ? r.pegawai_klop : null;
    const m = elearningMaturitas(
      { terdaftar: r.terdaftar, selesai: r.selesai, pegawaiKlop: pegawai },
      ambang,
    );
    return {
      instansi_id: r.instansi_id,
      kode: r.kode === null || r.kode === undefined ? null : String(r.kode),
      instansi: String(r.instansi ?? ''),
      tahun: r.tahun,
      triwulan: r.triwulan,
      terdaftar: r.terdaftar,
      selesai: r.selesai,
      pegawai_klop: pegawai,
      penyebut: m.penyebut,
      persen: m.persen,
      level: m.level,
      level_label: elearningLevelLabel(m.level),
      sumber: r.sumber,
      updated_at: r.updated_at.toISOString(),
    };
  });
}

type ListQuery = z.output<typeof elearningListQuerySchema>;

const SORT: Record<ListQuery['sort'], (a: ElearningItem, b: ElearningItem) => number> = {
  instansi: (a, b) => a.instansi.localeCompare(b.instansi, 'id'),
  terdaftar: (a, b) => a.terdaftar - b.terdaftar,
  selesai: (a, b) => a.selesai - b.selesai,
  persen: (a, b) => (a.persen ?? -1) - (b.persen ?? -1),
  level: (a, b) => (a.level ?? 0) - (b.level ?? 0) || (a.persen ?? -1) - (b.persen ?? -1),
};

/**
 * `GET ppg/elearning`: one period's institutions (a UPG its own), filtered by name or code and level, sorted and
 * paged on the server. A period holds at most one row per institution (some 800), and the level follows from the
 * thresholds and the KLOP profile at read time, so the period is read whole and cut here by the one domain rule.
 */
export async function listElearning(
  ctx: Pick<ServerContext, 'db' | 'settings'>,
  actor: PpgActor,
  query: ElearningListQuery,
): Promise<ElearningPage> {
  const q = elearningListQuerySchema.parse(query);
  const ambang = await ambangOf(ctx);
  let items = await rowsOf(
    ctx.db,
    and(eq(ppg_elearnings.tahun, q.tahun), eq(ppg_elearnings.triwulan, q.triwulan), own(actor)),
    ambang,
  );
  if (q.q) {
    const needle = q.q.toLowerCase();
    items = items.filter(
      (i) => i.instansi.toLowerCase().includes(needle) || (i.kode ?? '').toLowerCase().includes(needle),
    );
  }
  if (q.level)
    items = items.filter((i) => (q.level === 'none' ? i.level === null : i.level === Number(q.level)));
  const cmp = SORT[q.sort];
  const dir = q.order === 'asc' ? 1 : -1;
  items.sort((a, b) => dir * cmp(a, b) || a.instansi_id - b.instansi_id);
  const start = (q.page - 1) * q.per_page;
  return {
    items: items.slice(start, start + q.per_page),
    total: items.length,
    page: q.page,
    per_page: q.per_page,
    ambang,
  };
}

/** `GET ppg/elearning/instansi/:id`: one institution's figures over every period; a UPG another's → 404. */
export async function riwayatInstansi(
  ctx: Pick<ServerContext, 'db' | 'settings'>,
  actor: PpgActor,
  instansiId: number,
) {
  if (actor.kind === 'upg' && actor.instansiId !== instansiId) throw new AppError('NOT_FOUND');
  const ambang = await ambangOf(ctx);
  const inst = masterTableOf('instansi');
  const [exists] = await ctx.db
    .select({ id: inst.id })
    .from(inst)
    .where(and(eq(inst.id, instansiId), isNull(inst.deleted_at)));
  if (!exists) throw new AppError('NOT_FOUND');
  const items = await rowsOf(ctx.db, eq(ppg_elearnings.instansi_id, instansiId), ambang);
  return { items, ambang };
}
