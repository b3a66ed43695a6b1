import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { wf_instances } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { bearerFor } from '../../laporan/proses/demo';
import { SURVEI_TYPE } from './kind';

/** The demo UPG account's UPG (db/seed/demo.ts). */
const DEMO_UPG_KODE = 'UPG.KEMENKEU';

type App = FastifyInstance & { ctx: ServerContext };
type Akhir = 'draf' | 'menunggu' | 'dikembalikan' | 'disetujui';

const PERTANYAAN = [
  {
    teks: 'Apakah UPG instansi telah ditetapkan dengan surat keputusan?',
    tipe: 'PILIHAN_TUNGGAL',
    wajib: true,
    opsi: ['Ya', 'Belum'],
  },
  {
    teks: 'Media sosialisasi gratifikasi yang digunakan',
    tipe: 'PILIHAN_GANDA',
    opsi: ['Surat edaran', 'Situs web', 'Media sosial', 'Rapat pimpinan'],
  },
  { teks: 'Pendampingan KPK bermanfaat bagi UPG', tipe: 'LIKERT', wajib: true },
  {
    teks: 'Jumlah pegawai yang mengikuti sosialisasi tahun ini',
    tipe: 'ANGKA',
    batas_min: 0,
    batas_max: 1000000,
  },
  { teks: 'Nama ketua UPG', tipe: 'TEKS_SINGKAT' },
  { teks: 'Saran bagi KPK', tipe: 'TEKS_PANJANG' },
  { teks: 'Tanggal penetapan SK UPG', tipe: 'TANGGAL' },
];

const DEMO: readonly { judul: string; jenis: string; akhir: Akhir }[] = [
  { judul: 'Survei Pemetaan Kapasitas UPG 2026', jenis: 'SURVEI_INSTANSI', akhir: 'disetujui' },
  {
    judul: 'Evaluasi Bimbingan Teknis Pengendalian Gratifikasi',
    jenis: 'EVALUASI_KEGIATAN',
    akhir: 'menunggu',
  },
  { judul: 'Pre-test Sosialisasi Gratifikasi bagi Pegawai Baru', jenis: 'PRE_TEST', akhir: 'dikembalikan' },
  { judul: 'Survei Kepuasan Layanan Pelaporan Gratifikasi', jenis: 'SURVEI_INSTANSI', akhir: 'draf' },
];

/**
 * The demo's surveys (issue 27 §1), written through the API as the people would: a PPG member builds each, the PPG
 * group head approves one, returns one with a note and leaves one waiting; one stays a draft. The approved one has an
 * open session assigned to the year's participants and the demo institution, whose UPG has answered it. Runs once.
 */
export async function seedDemoSurvei(app: App): Promise<number> {
  const db = app.ctx.db;
  const [existing] = await db
    .select({ n: count() })
    .from(wf_instances)
    .where(eq(wf_instances.subject_type, SURVEI_TYPE));
  if ((existing?.n ?? 0) > 0) return 0;
  const anggota = await bearerFor(db, 'anggota_tim_ppg', 'anggota_tim_ppg');
  const gh = await bearerFor(db, 'ketua_group_ppg', 'ketua_group_ppg');
  const upg = await bearerFor(db, 'upg', 'upg');
  if (!anggota || !gh) return 0;
  const call = async (
    token: string,
    method: 'POST' | 'PUT' | 'GET',
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`demo ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  let written = 0;
  for (const d of DEMO) {
    const created = await call(anggota, 'POST', 'survey', {
      judul: d.judul,
      jenis: d.jenis,
      deskripsi: 'Mohon diisi oleh ketua atau sekretariat UPG instansi.',
    });
    let detail = await call(anggota, 'GET', `survey/${created.id}`);
    let versi = detail.version as number;
    for (const q of PERTANYAAN) {
      const r = await call(anggota, 'POST', 'survey-question', {
        survei_id: created.id,
        bagian_id: detail.bagian[0].id,
        pertanyaan: q,
        versi,
      });
      versi = r.version;
    }
    written += 1;
    if (d.akhir === 'draf') continue;
    detail = await call(anggota, 'GET', `survey/${created.id}`);
    const sent = await call(anggota, 'POST', `survey/${created.id}/keputusan`, {
      keputusan: 'kirim',
      versi: detail.versi_proses,
    });
    if (d.akhir === 'menunggu') continue;
    if (d.akhir === 'dikembalikan') {
      await call(gh, 'POST', `survey/${created.id}/keputusan`, {
        keputusan: 'kembalikan',
        versi: sent.versi_proses,
        catatan: 'Tambahkan pertanyaan tentang materi yang paling dipahami peserta.',
      });
      continue;
    }
    await call(gh, 'POST', `survey/${created.id}/keputusan`, {
      keputusan: 'setuju',
      versi: sent.versi_proses,
    });
    const now = Date.now();
    const sesi = await call(anggota, 'POST', 'survey-session', {
      survei_id: created.id,
      nama: 'Gelombang I',
      dibuka_pada: new Date(now - 86_400_000).toISOString(),
      ditutup_pada: new Date(now + 30 * 86_400_000).toISOString(),
    });
    const upgs = masterTableOf('upg');
    const [own] = await db
      .select({ instansi_id: masterColumn(upgs, 'instansi_id') })
      .from(upgs)
      .where(and(eq(masterColumn(upgs, 'kode'), DEMO_UPG_KODE)))
      .limit(1);
    const tahun = new Date().getFullYear();
    const peserta = await call(anggota, 'POST', `survey-session/${sesi.id}/survey-assignment/pratinjau`, {
      tahun_peserta: tahun,
    });
    if (peserta.jumlah > 0) {
      await call(anggota, 'POST', `survey-session/${sesi.id}/survey-assignment`, { tahun_peserta: tahun });
    }
    if (own?.instansi_id) {
      await call(anggota, 'POST', `survey-session/${sesi.id}/survey-assignment`, {
        instansi_ids: [Number(own.instansi_id)],
      });
    }
    if (!upg) continue;
    const mine = await call(upg, 'GET', 'upg/survey');
    const tugas = (mine.items as { id: number; judul: string }[]).find((i) => i.judul === d.judul);
    if (!tugas) continue;
    const form = await call(upg, 'GET', `upg/survey/${tugas.id}`);
    const qs = (form.bagian as { pertanyaan: { id: number; tipe: string }[] }[]).flatMap((b) => b.pertanyaan);
    const nilai: Record<string, unknown> = {
      PILIHAN_TUNGGAL: 'Ya',
      PILIHAN_GANDA: ['Surat edaran', 'Situs web'],
      LIKERT: 4,
      ANGKA: 250,
      TEKS_SINGKAT: 'Kepala Inspektorat',
      TEKS_PANJANG: 'Perbanyak bimbingan teknis bagi UPG di daerah dan sediakan modul e-learning lanjutan.',
      TANGGAL: '2025-03-17',
    };
    await call(upg, 'POST', `upg/survey/${tugas.id}/kirim`, {
      versi: form.version,
      jawaban: Object.fromEntries(qs.map((q) => [String(q.id), nilai[q.tipe]])),
    });
  }
  return written;
}
