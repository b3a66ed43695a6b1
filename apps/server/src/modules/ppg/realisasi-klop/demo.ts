import { JADWAL_FIELDS, roleByName, type Triwulan, triwulanRange } from '@gratifikasi/domain';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { ppg_realisasi_rencana_kerjas } from '../../../db/schema';
import { todayJakarta } from '../../laporan/lookups';
import { bearerFor } from '../../laporan/proses/demo';

type App = FastifyInstance & { ctx: ServerContext };

/** The institutions whose demo plan is approved (profil-klop/demo.ts). */
const UPG = ['upg', 'upg_jatim'] as const;
const KUARTAL: readonly Triwulan[] = [1, 2];

const URAIAN: Record<string, string> = {
  DISEMINASI: 'Sosialisasi dilaksanakan di kantor pusat dan unit vertikal; daftar hadir terlampir.',
  PENGUMUMAN_PBJ: 'Klausul larangan gratifikasi dimuat pada dokumen pemilihan paket pengadaan.',
  PENGUMUMAN_LAYANAN: 'Banner dipasang di ruang tunggu unit pelayanan.',
  SURAT_EDARAN: 'Surat edaran pimpinan diterbitkan dan disebarkan melalui surel dinas.',
  ELEARNING: 'Pegawai menyelesaikan modul e-learning; rekap sertifikat dari ACLC.',
  PEMETAAN_RISIKO: 'Pemetaan titik rawan disusun bersama inspektorat.',
  PELAPORAN: 'Rekap laporan gratifikasi diteruskan ke KPK melalui GOL.',
};

/**
 * The quarterly realisation demo (issue 25 §2), through the same calls as the screens: the two approved plans get
 * quarters I and II realised (figures at the target, what was done) and accepted by the KPK's team leader. The group
 * head first keeps those quarters' windows open to the year's end (as the plan demo does for the plan window), so
 * they are sent in time; a quarter not begun yet is left alone. Runs once (nothing when a realisation exists).
 */
export async function seedDemoRealisasiKlop(app: App): Promise<number> {
  const db = app.ctx.db;
  const [done] = await db.select({ n: count() }).from(ppg_realisasi_rencana_kerjas);
  if ((done?.n ?? 0) > 0) return 0;
  const gh = await bearerFor(db, roleByName('ketua_group_ppg').demoUsername, 'ketua_group_ppg');
  const ketua = await bearerFor(db, roleByName('ketua_tim_ppg').demoUsername, 'ketua_tim_ppg');
  if (!gh || !ketua) return 0;
  const call = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode >= 300)
      throw new Error(`demo realisasi ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const today = todayJakarta();
  const tahun = Number(today.slice(0, 4));
  const kuartal = KUARTAL.filter((tw) => triwulanRange(tahun, tw).mulai <= today);
  const jadwal = await call(gh, 'GET', `konfigurasi-klop/${tahun}`);
  const closed = kuartal.filter((tw) => jadwal.jadwal[`tw${tw}_selesai`] < today);
  if (closed.length) {
    const fields = Object.fromEntries(JADWAL_FIELDS.map((f) => [f, jadwal.jadwal[f]]));
    for (const tw of closed) fields[`tw${tw}_selesai`] = `${tahun}-12-31`;
    await call(gh, 'PUT', `konfigurasi-klop/${tahun}`, { ...fields, revisi: jadwal.revisi });
  }
  let made = 0;
  for (const username of UPG) {
    const token = await bearerFor(db, username, 'upg');
    if (!token) continue;
    const plan = (await call(token, 'GET', `profile-klop/${tahun}`))?.rencana_kerja;
    if (plan?.status !== 'approved') continue;
    for (const tw of kuartal) {
      const blank = await call(token, 'GET', `realisasi-rencana-kerja/${tahun}/${tw}`);
      const saved = await call(token, 'PUT', `realisasi-rencana-kerja/${tahun}/${tw}`, {
        items: blank.items.map((i: { rencana_item_id: number; jenis: string; target: number }) => ({
          rencana_item_id: i.rencana_item_id,
          capaian: i.target,
          uraian: i.target > 0 ? (URAIAN[i.jenis] ?? 'Kegiatan terlaksana sesuai rencana.') : null,
        })),
        revisi: blank.revisi,
      });
      await call(token, 'POST', `realisasi-rencana-kerja/${tahun}/${tw}/keputusan`, {
        keputusan: 'kirim',
        version: saved.version,
      });
      made += 1;
    }
  }
  // The KPK's team leader accepts every quarter sent.
  const sent = await call(ketua, 'GET', `realisasi-rencana-kerja?tahun=${tahun}&status=submit&per_page=100`);
  for (const q of sent.items as { triwulan: number; upg_id: number | null }[]) {
    if (q.upg_id === null) continue;
    const path = `realisasi-rencana-kerja/${tahun}/${q.triwulan}`;
    const review = await call(ketua, 'GET', `${path}?upg_id=${q.upg_id}`);
    await call(ketua, 'POST', `${path}/keputusan?upg_id=${q.upg_id}`, {
      keputusan: 'setuju',
      version: review.version,
    });
  }
  return made;
}
