import type { LaporanKegiatanInput, StatusLaporanKegiatan } from '@gratifikasi/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { eoffice_kirimans, eoffice_simulator_surats, ppg_laporan_kegiatans } from '../../../db/schema';
import { simulatorEoffice } from '../../../platform/eoffice';
import { runEoffice } from '../../eoffice/service';
import { type DemoRole, demoKegiatanKit } from '../kegiatan/demo';

type App = FastifyInstance & { ctx: ServerContext };

/** Past activities, each carried to one activity-report status (spec §4), oldest signed. */
const LALU: [string, number, StatusLaporanKegiatan][] = [
  ['Rapat Koordinasi Pengendalian Gratifikasi Triwulan Lalu', -60, 'APPROVED'],
  ['Bimbingan Teknis UPG Pemerintah Kota', -45, 'EOFFICE'],
  ['Sosialisasi Gratifikasi BUMN Sektor Energi', -40, 'REJECTED'],
  ['Monitoring Penerapan Pengendalian Gratifikasi Pemerintah Kabupaten', -30, 'DIREKTUR'],
  ['Sosialisasi Gratifikasi Kementerian Teknis', -20, 'REVIEWER'],
  ['Bimbingan Teknis Pengelolaan Laporan Gratifikasi UPG Provinsi', -15, 'RETURN'],
  ['Sosialisasi Pengendalian Gratifikasi Lembaga Non-Struktural', -7, 'DRAFT'],
];

/** The simulator's approver decides the report's letter, and the e-office job pulls the answer (as on the screen). */
async function eoffice(app: App, laporanKegiatanId: number, status: 'APPROVED' | 'REJECTED') {
  const sim = simulatorEoffice(app.ctx.db);
  await runEoffice(app.ctx, sim, new Date(Date.now() + 1000));
  const [k] = await app.ctx.db
    .select({ ref: eoffice_kirimans.ref })
    .from(eoffice_kirimans)
    .where(
      and(
        eq(eoffice_kirimans.laporan_kegiatan_id, laporanKegiatanId),
        eq(eoffice_kirimans.status, 'TERKIRIM'),
      ),
    );
  const id = /^SIM-(\d+)$/.exec(k?.ref ?? '')?.[1];
  if (!id) throw new Error(`demo laporan kegiatan ${laporanKegiatanId}: no letter in the e-office simulator`);
  await app.ctx.db
    .update(eoffice_simulator_surats)
    .set({
      status,
      catatan: status === 'REJECTED' ? 'Lampiran dokumentasi belum lengkap' : null,
      diputus_at: new Date(),
    })
    .where(and(eq(eoffice_simulator_surats.id, Number(id)), eq(eoffice_simulator_surats.status, 'PENDING')));
  await runEoffice(app.ctx, sim, new Date(Date.now() + 1000));
}

/**
 * The activity reports' demo (issue 26 §3), through the screens' calls: seven past activities carried out with
 * their attendance, each report at one approval status — a draft, under the group head's review, returned, with the
 * director, at the e-office, signed (its letter issued with a QR code) and refused by the e-office — so the member,
 * the group head and the director each have a report to act on.
 */
export async function seedDemoLaporanKegiatan(app: App): Promise<number> {
  const [done] = await app.ctx.db.select({ n: count() }).from(ppg_laporan_kegiatans);
  if ((done?.n ?? 0) > 0) return 0;
  const kit = await demoKegiatanKit(app);
  if (!kit) return 0;
  const { call, buat, terima, sesi, hadir, jenis } = kit;
  const putuskan = async (role: DemoRole, id: number, keputusan: string, catatan?: string) => {
    const d = await call<{ version: number }>(role, 'GET', `laporan-kegiatan/${id}`);
    await call(role, 'POST', `laporan-kegiatan/${id}/keputusan`, { keputusan, versi: d.version, catatan });
  };
  let n = 0;
  for (const [i, [judul, mulai, status]] of LALU.entries()) {
    const kegiatanId = await buat(
      'anggota_tim_ppg',
      judul,
      i % 2 ? jenis.bimtek : jenis.sosialisasi,
      mulai,
      0,
    );
    await terima(kegiatanId);
    const aktivitasId = await sesi(kegiatanId, 'Sesi pleno', mulai, 50);
    await hadir(kegiatanId, aktivitasId, 15 + i * 3, 300 + i * 40, true);
    const body: LaporanKegiatanInput = {
      kegiatan_id: kegiatanId,
      ringkasan: `${judul} diikuti pejabat dan pegawai instansi sasaran; materi meliputi regulasi gratifikasi, kewajiban pelaporan, dan peran UPG.`,
      sesi: [
        {
          aktivitas_id: aktivitasId,
          uraian: 'Pembukaan, paparan pengendalian gratifikasi, diskusi dan tanya jawab.',
        },
      ],
      hasil: 'Peserta memahami kewajiban pelaporan gratifikasi dan alur pelaporan melalui UPG instansinya.',
      tindak_lanjut: 'UPG menyusun rencana sosialisasi internal dan melaporkannya pada triwulan berikutnya.',
      lampiran: [],
    };
    const { id } = await call<{ id: number }>('anggota_tim_ppg', 'POST', 'laporan-kegiatan', body);
    n += 1;
    if (status === 'DRAFT') continue;
    await putuskan('anggota_tim_ppg', id, 'ajukan');
    if (status === 'REVIEWER') continue;
    if (status === 'RETURN') {
      await putuskan(
        'ketua_group_ppg',
        id,
        'kembalikan',
        'Lengkapi uraian hasil dengan jumlah peserta per instansi.',
      );
      continue;
    }
    await putuskan('ketua_group_ppg', id, 'setujui');
    if (status === 'DIREKTUR') continue;
    await putuskan('direktur', id, 'setujui');
    if (status === 'EOFFICE') continue;
    await eoffice(app, id, status === 'APPROVED' ? 'APPROVED' : 'REJECTED');
  }
  return n;
}
