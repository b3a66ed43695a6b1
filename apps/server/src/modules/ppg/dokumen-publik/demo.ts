import { slugify } from '@gratifikasi/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { wf_instances } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { multipart } from '../../../platform/multipart-body';
import { demoPdf } from '../../konten/demo/files';
import { bearerFor } from '../../laporan/proses/demo';
import { DOKUMEN_PUBLIK_TYPE } from './kind';

type App = FastifyInstance & { ctx: ServerContext };

/** Where each demo document ends: published, waiting for the group head, returned, withdrawn. */
type Akhir = 'terbit' | 'menunggu' | 'dikembalikan' | 'ditarik';

const DEMO: readonly {
  jenis: string;
  judul: string;
  nomor: string | null;
  tanggal: string;
  ringkasan: string;
  akhir: Akhir;
}[] = [
  {
    jenis: 'INFOGRAFIS',
    judul: 'Infografis Kenali Gratifikasi di Lingkungan Kerja',
    nomor: null,
    tanggal: '2026-02-10',
    ringkasan:
      'Ringkasan bergambar tentang bentuk gratifikasi yang wajib dilaporkan, batas nilai yang dikecualikan, dan cara melapor dalam 30 hari kerja.',
    akhir: 'terbit',
  },
  {
    jenis: 'SIARAN_PERS',
    judul: 'Siaran Pers: Imbauan Penolakan Gratifikasi Menjelang Hari Raya',
    nomor: 'SP-12/HUMAS/2026',
    tanggal: '2026-03-16',
    ringkasan:
      'Imbauan KPK kepada pimpinan instansi agar pegawai menolak parsel dan bingkisan hari raya, serta melaporkan yang tidak dapat ditolak.',
    akhir: 'terbit',
  },
  {
    jenis: 'PEDOMAN',
    judul: 'Panduan Unit Pengendalian Gratifikasi untuk BUMD',
    nomor: 'PED-03/PPG/2026',
    tanggal: '2026-06-01',
    ringkasan:
      'Langkah membentuk UPG di badan usaha milik daerah: dasar hukum, susunan, tugas, dan pelaporan berkala kepada KPK.',
    akhir: 'menunggu',
  },
  {
    jenis: 'LAPORAN_TAHUNAN',
    judul: 'Rekapitulasi Penilaian UPG Semester I 2026',
    nomor: null,
    tanggal: '2026-07-15',
    ringkasan: 'Rekapitulasi hasil penilaian unit pengendalian gratifikasi instansi pada semester pertama.',
    akhir: 'dikembalikan',
  },
  {
    jenis: 'SIARAN_PERS',
    judul: 'Siaran Pers: Jadwal Sosialisasi Gratifikasi Triwulan I',
    nomor: 'SP-03/HUMAS/2026',
    tanggal: '2026-01-08',
    ringkasan:
      'Jadwal sosialisasi pengendalian gratifikasi triwulan pertama, kini telah digantikan jadwal terbaru.',
    akhir: 'ditarik',
  },
];

/**
 * The demo's public documents with approval (issue 27 §3), written through the API as the people would: a PPG member
 * drafts and sends each, the PPG group head approves, returns one with a note and leaves one waiting; one approved is
 * withdrawn. So the member and the group head have work on first start and guests see the published ones on /dokumen.
 * Runs once: not when any document is in this flow already.
 */
export async function seedDemoDokumenPublik(app: App): Promise<number> {
  const db = app.ctx.db;
  const [existing] = await db
    .select({ n: count() })
    .from(wf_instances)
    .where(eq(wf_instances.subject_type, DOKUMEN_PUBLIK_TYPE));
  if ((existing?.n ?? 0) > 0) return 0;
  const anggota = await bearerFor(db, 'anggota_tim_ppg', 'anggota_tim_ppg');
  const gh = await bearerFor(db, 'ketua_group_ppg', 'ketua_group_ppg');
  if (!anggota || !gh) return 0;
  const call = async (token: string, method: 'POST', url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    if (res.statusCode >= 300) throw new Error(`demo ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: number; version: number };
  };
  const jenis = masterTableOf('jenis-publikasi-dokumen');
  let written = 0;
  for (const d of DEMO) {
    const [kind] = await db
      .select({ id: jenis.id })
      .from(jenis)
      .where(and(eq(masterColumn(jenis, 'kode'), d.jenis)))
      .limit(1);
    if (!kind) continue;
    const body = multipart({
      bytes: await demoPdf(d.judul, [d.ringkasan]),
      filename: `${slugify(d.judul)}.pdf`,
    });
    const up = await app.inject({
      method: 'POST',
      url: '/api/dokumen-publik/berkas',
      headers: { authorization: `Bearer ${anggota}`, ...body.headers },
      payload: body.payload,
    });
    if (up.statusCode !== 201) throw new Error(`demo upload ${d.judul}: ${up.statusCode} ${up.body}`);
    const doc = await call(anggota, 'POST', 'dokumen-publik', {
      jenis_publikasi_dokumen_id: kind.id,
      judul: d.judul,
      nomor: d.nomor,
      tanggal_dokumen: d.tanggal,
      ringkasan: d.ringkasan,
      berkas_url: (up.json().data as { url: string }).url,
    });
    const decide = (token: string, keputusan: string, versi: number, catatan?: string) =>
      call(token, 'POST', `dokumen-publik/${doc.id}/keputusan`, { keputusan, versi, catatan });
    let moved = await decide(anggota, 'kirim', doc.version);
    if (d.akhir === 'dikembalikan') {
      await decide(
        gh,
        'kembalikan',
        moved.version,
        'Lengkapi dengan jumlah instansi yang dinilai dan sumber datanya.',
      );
    } else if (d.akhir !== 'menunggu') {
      moved = await decide(gh, 'setuju', moved.version);
      if (d.akhir === 'ditarik') {
        await decide(gh, 'tarik', moved.version, 'Digantikan jadwal sosialisasi yang diperbarui.');
      }
    }
    written += 1;
  }
  return written;
}
