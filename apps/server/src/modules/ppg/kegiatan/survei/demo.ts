import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../../context';
import { laporan_public_links, ppg_kegiatan_aktivitas, ppg_kegiatans } from '../../../../db/schema';
import { demoKegiatanKit, peserta } from '../demo';

type App = FastifyInstance & { ctx: ServerContext };

/** The activity of the activities' demo being carried out now (kegiatan/demo.ts). */
const KEGIATAN_DEMO = 'Bimbingan Teknis Penanganan Laporan Gratifikasi';

const PERTANYAAN = [
  { teks: 'Saya memahami pengertian gratifikasi yang wajib dilaporkan', tipe: 'LIKERT', wajib: true },
  { teks: 'Saya mengetahui cara melaporkan gratifikasi secara daring', tipe: 'LIKERT', wajib: true },
  {
    teks: 'Batas waktu pelaporan gratifikasi sejak diterima (hari kerja)',
    tipe: 'ANGKA',
    wajib: true,
    batas_min: 0,
    batas_max: 365,
  },
  { teks: 'Hal yang paling ingin Anda pelajari', tipe: 'TEKS_PANJANG' },
];

/**
 * The activity surveys' demo (issue 27 §1): a pre-test and a post-test with the same questions, built by the PPG
 * member and approved by the group head, attached to the first session of the activity being carried out, and
 * answered through their public links by the participants who attended (their NIK as at attendance) — the
 * post-test higher, so the activity shows a pre/post comparison. Runs once, after the surveys' own demo.
 */
export async function seedDemoSurveiKegiatan(app: App): Promise<number> {
  const db = app.ctx.db;
  const [done] = await db
    .select({ n: count() })
    .from(laporan_public_links)
    .where(eq(laporan_public_links.type, 'SURVEI_KEGIATAN'));
  if ((done?.n ?? 0) > 0) return 0;
  const [sesi] = await db
    .select({ id: ppg_kegiatan_aktivitas.id, kegiatan_id: ppg_kegiatans.id })
    .from(ppg_kegiatan_aktivitas)
    .innerJoin(ppg_kegiatans, eq(ppg_kegiatans.id, ppg_kegiatan_aktivitas.kegiatan_id))
    .where(and(eq(ppg_kegiatans.judul, KEGIATAN_DEMO), eq(ppg_kegiatans.status, 'PELAPORAN')))
    .orderBy(asc(ppg_kegiatan_aktivitas.tanggal), asc(ppg_kegiatan_aktivitas.id))
    .limit(1);
  const kit = await demoKegiatanKit(app);
  if (!sesi || !kit) return 0;
  const { call } = kit;

  const survei = async (judul: string, jenis: 'PRE_TEST' | 'POST_TEST') => {
    const { id } = await call<{ id: number }>('anggota_tim_ppg', 'POST', 'survey', {
      judul,
      deskripsi: 'Mengukur pemahaman peserta bimbingan teknis tentang pengendalian gratifikasi.',
      jenis,
    });
    let d = await call<{ version: number; bagian: { id: number }[] }>(
      'anggota_tim_ppg',
      'GET',
      `survey/${id}`,
    );
    let versi = d.version;
    for (const pertanyaan of PERTANYAAN) {
      versi = (
        await call<{ version: number }>('anggota_tim_ppg', 'POST', 'survey-question', {
          survei_id: id,
          bagian_id: d.bagian[0]?.id,
          pertanyaan,
          versi,
        })
      ).version;
    }
    const proses = async (role: 'anggota_tim_ppg' | 'ketua_group_ppg', keputusan: string) => {
      const x = await call<{ versi_proses: number }>(role, 'GET', `survey/${id}`);
      await call(role, 'POST', `survey/${id}/keputusan`, { keputusan, versi: x.versi_proses });
    };
    await proses('anggota_tim_ppg', 'kirim');
    await proses('ketua_group_ppg', 'setuju');
    d = await call('anggota_tim_ppg', 'GET', `survey/${id}`);
    const q = (d as unknown as { bagian: { pertanyaan: { id: number }[] }[] }).bagian.flatMap((b) =>
      b.pertanyaan.map((p) => p.id),
    );
    const now = Date.now();
    const links = await call<{ survei_id: number; url: string }[]>(
      'anggota_tim_ppg',
      'POST',
      `kegiatan/${sesi.kegiatan_id}/aktivitas/${sesi.id}/survei`,
      {
        survei_id: id,
        mulai: new Date(now - 3_600_000).toISOString(),
        selesai: new Date(now + 2 * 86_400_000).toISOString(),
      },
    );
    const url = links.find((l) => l.survei_id === id)?.url ?? '';
    return { q, token: url.slice(url.lastIndexOf('/') + 1) };
  };

  const pre = await survei('Pre-test Bimbingan Teknis Penanganan Laporan Gratifikasi', 'PRE_TEST');
  const post = await survei('Post-test Bimbingan Teknis Penanganan Laporan Gratifikasi', 'POST_TEST');
  const jawab = async (
    s: { q: number[]; token: string },
    i: number,
    skor: number,
    hari: number,
    saran?: string,
  ) =>
    call(null, 'POST', `kegiatan/survey/${s.token}`, {
      // The attendance demo's participants (kegiatan/demo.ts), by the same name and NIK.
      nama: peserta(i, null).nama,
      jenis_identitas: 'NIK',
      nomor_identitas: peserta(i, null).nomor_identitas,
      jawaban: {
        [String(s.q[0])]: skor,
        [String(s.q[1])]: Math.max(1, skor - 1),
        [String(s.q[2])]: hari,
        ...(saran ? { [String(s.q[3])]: saran } : {}),
      },
    });
  for (let i = 0; i < 12; i++) {
    await jawab(
      pre,
      i,
      1 + (i % 3),
      i % 2 ? 14 : 7,
      i === 0 ? 'Contoh kasus gratifikasi di daerah' : undefined,
    );
    if (i < 10) await jawab(post, i, 3 + (i % 3), 30);
  }
  return 2;
}
