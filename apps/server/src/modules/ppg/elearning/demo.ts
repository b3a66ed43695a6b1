import type { ElearningPeriode, Triwulan } from '@gratifikasi/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { ppg_elearnings, ppg_profil_klops } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { multipart } from '../../../platform/multipart-body';
import { todayJakarta } from '../../laporan/lookups';
import { bearerFor } from '../../laporan/proses/demo';

type App = FastifyInstance & { ctx: ServerContext };

/** The two quarters before the current one (Jakarta calendar), oldest first: the demo's periods. */
export function demoPeriode(today = todayJakarta()): [ElearningPeriode, ElearningPeriode] {
  const tahun = Number(today.slice(0, 4));
  const q = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const back = (n: number): ElearningPeriode => {
    const idx = tahun * 4 + (q - 1) - n;
    return { tahun: Math.floor(idx / 4), triwulan: ((idx % 4) + 1) as Triwulan };
  };
  return [back(2), back(1)];
}

/**
 * The demo's e-learning figures (issue 27 §4): two periods for every live institution, imported as a PPG member
 * would, through the same file check and save (`ppg/elearning/save-import`, a CSV like the platform's export).
 * Enrolment follows the institution's KLOP profile where one exists; completion is spread so that every maturity
 * level shows, and grows from the first period to the second. Runs once: not when any figures exist.
 */
export async function seedDemoElearning(app: App): Promise<number> {
  const db = app.ctx.db;
  const [existing] = await db.select({ n: count() }).from(ppg_elearnings);
  if ((existing?.n ?? 0) > 0) return 0;
  const token = await bearerFor(db, 'anggota_tim_ppg', 'anggota_tim_ppg');
  if (!token) return 0;
  const inst = masterTableOf('instansi');
  const kode = masterColumn(inst, 'kode');
  const periods = demoPeriode();
  const rows = await db
    .select({ kode, pegawai: sql<number | null>`max(${ppg_profil_klops.jumlah_pegawai})` })
    .from(inst)
    .leftJoin(ppg_profil_klops, eq(ppg_profil_klops.instansi_id, inst.id))
    .where(and(isNull(inst.deleted_at), sql`${kode} is not null`))
    .groupBy(inst.id, kode)
    .orderBy(inst.id);
  let saved = 0;
  for (const [p, periode] of periods.entries()) {
    const lines = ['kode_instansi,terdaftar,selesai'];
    rows.forEach((r, i) => {
      const pegawai = r.pegawai && r.pegawai > 0 ? Number(r.pegawai) : 400 + ((i * 937) % 5200);
      const terdaftar = Math.round(pegawai * (0.7 + ((i * 7) % 30) / 100));
      const bagian = Math.min(1, ((i * 23) % 85) / 100 + 0.05 + p * 0.12);
      lines.push(`${r.kode},${terdaftar},${Math.min(terdaftar, Math.round(pegawai * bagian))}`);
    });
    const body = multipart({
      bytes: Buffer.from(`${lines.join('\n')}\n`),
      filename: `elearning-${periode.tahun}-tw${periode.triwulan}.csv`,
      contentType: 'text/csv',
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/ppg/elearning/save-import?tahun=${periode.tahun}&triwulan=${periode.triwulan}`,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 200) throw new Error(`demo e-learning ${res.statusCode} ${res.body}`);
    saved += (res.json().data as { disimpan: number }).disimpan;
  }
  return saved;
}
