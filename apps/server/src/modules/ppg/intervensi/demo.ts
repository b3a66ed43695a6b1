import { roleByName, type UsulanIntervensi } from '@gratifikasi/domain';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { ppg_intervensis } from '../../../db/schema';
import { todayJakarta } from '../../laporan/lookups';
import { bearerFor } from '../../laporan/proses/demo';

type App = FastifyInstance & { ctx: ServerContext };

/**
 * The intervention demo (issue 25 §3), through the same calls as the screen, after the risk and score demos: the
 * group head opens the year's proposals, records an intervention in the first proposed institution (its
 * recommendation as proposed) and a follow-up note, so `intervensi-upg` has work on first start. Last year's
 * proposals are read when this year has none yet. Runs once (nothing when any intervention exists).
 */
export async function seedDemoIntervensi(app: App): Promise<number> {
  const db = app.ctx.db;
  const [done] = await db.select({ n: count() }).from(ppg_intervensis);
  if ((done?.n ?? 0) > 0) return 0;
  const token = await bearerFor(db, roleByName('ketua_group_ppg').demoUsername, 'ketua_group_ppg');
  if (!token) return 0;
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode >= 300)
      throw new Error(`demo intervensi ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const today = todayJakarta();
  const tahun = Number(today.slice(0, 4));
  let usulan: UsulanIntervensi | undefined;
  for (const year of [tahun, tahun - 1]) {
    const list = (await call('GET', `intervensi-upg/usulan?tahun=${year}`)) as UsulanIntervensi[];
    usulan = list.find((u) => u.rekomendasi !== null && u.intervensi_terbuka === null);
    if (usulan) break;
  }
  if (!usulan?.rekomendasi) return 0;
  const dicatat = await call('POST', 'intervensi-upg', {
    instansi_id: usulan.instansi.id,
    tahun: usulan.tahun,
    tanggal: today,
    jenis: 'PENDAMPINGAN',
    rekomendasi_intervensi_id: usulan.rekomendasi.id,
    catatan: 'Rapat pembukaan pendampingan dengan sekretaris jenderal dan tim UPG; rencana aksi disepakati.',
    status: 'DIRENCANAKAN',
  });
  await call('POST', `intervensi-upg/${dicatat.id}/tindak-lanjut`, {
    tanggal: today,
    catatan: 'UPG menyampaikan rancangan rencana aksi perbaikan dan jadwal sosialisasi ulang kepada pegawai.',
    revisi: dicatat.revisi,
  });
  return 1;
}
