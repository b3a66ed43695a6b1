import { roleByName } from '@gratifikasi/domain';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { ppg_verifikasis } from '../../../db/schema';
import { todayJakarta } from '../../laporan/lookups';
import { bearerFor } from '../../laporan/proses/demo';

type App = FastifyInstance & { ctx: ServerContext };
type Role = 'anggota_tim_ppg' | 'ketua_tim_ppg' | 'ketua_group_ppg' | 'direktur';
interface Detail {
  id: number;
  revisi: number;
  version: number;
  indikators: { id: number; kode: string }[];
  levels: { indikator_id: number; skor: number }[];
}

/** Where each demo institution's verification is left: one at every step of the chain, one finished. */
const TUJUAN: readonly { kode: string; sampai: 'penilaian' | 'katim' | 'gh' | 'direktur' | 'selesai' }[] = [
  { kode: 'KEMENKEU', sampai: 'selesai' },
  { kode: 'KEMENKES', sampai: 'direktur' },
  { kode: 'PEMPROV-JABAR', sampai: 'gh' },
  { kode: 'PLN', sampai: 'katim' },
  { kode: 'PEMKOT-BANDUNG', sampai: 'penilaian' },
];
const URUTAN = ['penilaian', 'katim', 'gh', 'direktur', 'selesai'] as const;

async function instansiId(db: Db, kode: string): Promise<number | null> {
  const res = await db.execute(
    sql`select id from instansis where kode = ${kode} and deleted_at is null limit 1`,
  );
  const row = (res as unknown as { rows: { id: number }[] }).rows[0];
  return row ? Number(row.id) : null;
}

/**
 * The verification demo (issue 25 §3), through the same calls as the screens, on the PPG frame's demo (run after
 * it): the group head builds the year's list for the demo member (Pemkot Bandung joins the participants so every
 * step has one), the member scores, and each verification is moved to its step: Kementerian Keuangan approved by
 * the director (its score kept), after a return by the team leader. Runs once (nothing when any verification exists).
 */
export async function seedDemoVerifikasi(app: App): Promise<number> {
  const db = app.ctx.db;
  const [done] = await db.select({ n: count() }).from(ppg_verifikasis);
  if ((done?.n ?? 0) > 0) return 0;
  const tokens = new Map<Role, string>();
  for (const role of ['anggota_tim_ppg', 'ketua_tim_ppg', 'ketua_group_ppg', 'direktur'] as const) {
    const token = await bearerFor(db, roleByName(role).demoUsername, role);
    if (!token) return 0;
    tokens.set(role, token);
  }
  const call = async (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${tokens.get(role)}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode >= 300)
      throw new Error(`demo ppg verifikasi ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const tahun = Number(todayJakarta().slice(0, 4));
  const gh = 'ketua_group_ppg';
  const bandung = await instansiId(db, 'PEMKOT-BANDUNG');
  if (bandung) await call(gh, 'POST', `konfigurasi-klop/${tahun}/peserta`, { instansi_ids: [bandung] });
  const anggota = (
    (await call(gh, 'GET', 'approval-verifikasi/anggota')) as { id: number; nama: string }[]
  )[0];
  if (!anggota) return 0;
  await call(gh, 'POST', 'approval-verifikasi/buat', { tahun, anggota_user_id: anggota.id });

  const detail = (id: number): Promise<Detail> => call('anggota_tim_ppg', 'GET', `approval-verifikasi/${id}`);
  const decide = async (role: Role, id: number, keputusan: string, catatan?: string) =>
    call(role, 'POST', `approval-verifikasi/${id}/keputusan`, {
      keputusan,
      versi: (await detail(id)).version,
      ...(catatan ? { catatan } : {}),
    });
  let moved = 0;
  for (const [n, tujuan] of TUJUAN.entries()) {
    const id = await instansiId(db, tujuan.kode);
    if (!id) continue;
    const page = await call(
      'anggota_tim_ppg',
      'GET',
      `approval-verifikasi?tahun=${tahun}&peserta=ALL&per_page=100`,
    );
    const v = (page.items as { id: number; instansi: { id: number } }[]).find((i) => i.instansi.id === id);
    if (!v) continue;
    const d = await detail(v.id);
    // A spread of levels: the first institutions score higher; the last is left unscored with its member.
    const nilai = d.indikators.map((ind, i) => {
      const skors = d.levels
        .filter((l) => l.indikator_id === ind.id)
        .map((l) => l.skor)
        .sort((a, b) => b - a);
      return {
        indikator_id: ind.id,
        skor: skors[Math.min(skors.length - 1, (i + n) % 3 === 0 ? n % 2 : Math.floor(n / 2))] ?? 0,
        catatan: `Bukti ${ind.kode} telah diperiksa terhadap dokumen instansi`,
      };
    });
    const steps = URUTAN.indexOf(tujuan.sampai);
    if (steps === 0) continue;
    await call('anggota_tim_ppg', 'PUT', `approval-verifikasi/${v.id}`, { revisi: d.revisi, nilai });
    await decide('anggota_tim_ppg', v.id, 'kirim');
    if (tujuan.sampai === 'selesai') {
      await decide('ketua_tim_ppg', v.id, 'kembalikan', 'Lengkapi catatan bukti surat edaran hari raya');
      await decide('anggota_tim_ppg', v.id, 'kirim');
    }
    if (steps >= 2) await decide('ketua_tim_ppg', v.id, 'setuju');
    if (steps >= 3) await decide(gh, v.id, 'setuju');
    if (steps >= 4) await decide('direktur', v.id, 'setuju');
    moved += 1;
  }
  return moved;
}
