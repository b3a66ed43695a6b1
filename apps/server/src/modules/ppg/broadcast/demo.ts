import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { wf_instances } from '../../../db/schema';
import { multipart } from '../../../platform/multipart-body';
import { demoPdf } from '../../konten/demo/files';
import { bearerFor } from '../../laporan/proses/demo';
import { BROADCAST_TYPE } from './kind';

type App = FastifyInstance & { ctx: ServerContext };
type Akhir = 'terkirim' | 'menunggu' | 'dikembalikan' | 'draf';

const tahun = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date()));

const DEMO: readonly { judul: string; isi: string; akhir: Akhir; peserta?: boolean; lampiran?: string }[] = [
  {
    judul: 'Undangan Rapat Koordinasi UPG Tahun 2026',
    isi: '<p>Yth. Bapak/Ibu Pengelola Unit Pengendalian Gratifikasi,</p><p>Kami mengundang Bapak/Ibu pada <strong>Rapat Koordinasi UPG</strong> yang akan membahas capaian pelaporan gratifikasi dan rencana kerja tahun depan.</p><ul><li>Hari/tanggal: Selasa, 8 Desember 2026</li><li>Waktu: 09.00–12.00 WIB</li><li>Tempat: Gedung Merah Putih KPK, Jakarta</li></ul><p>Terima kasih.</p>',
    akhir: 'terkirim',
    lampiran: 'Undangan Rapat Koordinasi UPG',
  },
  {
    judul: 'Imbauan Penolakan Gratifikasi Menjelang Hari Raya',
    isi: '<p>Yth. Pimpinan dan Pengelola UPG,</p><p>Menjelang hari raya, KPK mengimbau seluruh pegawai untuk <strong>menolak</strong> pemberian parsel, bingkisan, atau bentuk gratifikasi lain yang berhubungan dengan jabatan. Pemberian yang tidak dapat ditolak wajib dilaporkan paling lambat 30 hari kerja sejak diterima.</p>',
    akhir: 'terkirim',
    peserta: true,
  },
  {
    judul: 'Pengingat Pengisian Laporan Triwulan IV',
    isi: '<p>Yth. Pengelola UPG,</p><p>Batas pengisian laporan diseminasi triwulan IV adalah 15 Januari. Mohon segera melengkapi laporan pada aplikasi Gratifikasi Online.</p>',
    akhir: 'dikembalikan',
  },
  {
    judul: 'Survei Kepuasan Layanan Pelaporan Gratifikasi',
    isi: '<p>Yth. Bapak/Ibu,</p><p>Kami mohon kesediaan Bapak/Ibu mengisi survei kepuasan layanan pelaporan gratifikasi.</p>',
    akhir: 'menunggu',
  },
  {
    judul: 'Ringkasan Perubahan Pedoman Pengendalian Gratifikasi',
    isi: '<p>Draf ringkasan perubahan pedoman, masih disusun.</p>',
    akhir: 'draf',
  },
];

/**
 * The demo's broadcasts (issue 27 §2), written through the API as the people would: a PPG member drafts each, the
 * PPG group head approves two (their recipients frozen and their sending queued: the worker hands them to the
 * outbox), returns one with a note and leaves one waiting; one stays a draft. Runs once.
 */
export async function seedDemoBroadcast(app: App): Promise<number> {
  const db = app.ctx.db;
  const [existing] = await db
    .select({ n: count() })
    .from(wf_instances)
    .where(eq(wf_instances.subject_type, BROADCAST_TYPE));
  if ((existing?.n ?? 0) > 0) return 0;
  const anggota = await bearerFor(db, 'anggota_tim_ppg', 'anggota_tim_ppg');
  const gh = await bearerFor(db, 'ketua_group_ppg', 'ketua_group_ppg');
  if (!anggota || !gh) return 0;
  const call = async (token: string, url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    if (res.statusCode >= 300) throw new Error(`demo POST ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: number; version: number; jumlah?: number };
  };
  const peserta = { jenis: 'peserta_tahun', tahun: tahun() };
  const reach = await call(anggota, 'broadcast/penerima/pratinjau', { filter: peserta });
  let written = 0;
  for (const d of DEMO) {
    const lampiran: { url: string; nama: string }[] = [];
    if (d.lampiran) {
      const body = multipart({
        bytes: await demoPdf(d.lampiran, [d.judul]),
        filename: 'undangan-rakor-upg.pdf',
      });
      const up = await app.inject({
        method: 'POST',
        url: '/api/broadcast/berkas',
        headers: { authorization: `Bearer ${anggota}`, ...body.headers },
        payload: body.payload,
      });
      if (up.statusCode !== 201) throw new Error(`demo upload ${d.judul}: ${up.statusCode} ${up.body}`);
      lampiran.push({ url: (up.json().data as { url: string }).url, nama: `${d.lampiran}.pdf` });
    }
    const filter = d.peserta && (reach.jumlah ?? 0) > 0 ? peserta : { jenis: 'peran', peran: 'upg' };
    const b = await call(anggota, 'broadcast', { judul: d.judul, isi: d.isi, lampiran, filter });
    written += 1;
    if (d.akhir === 'draf') continue;
    const decide = (token: string, keputusan: string, versi: number, catatan?: string) =>
      call(token, `broadcast/${b.id}/keputusan`, { keputusan, versi, catatan });
    const sent = await decide(anggota, 'kirim', b.version);
    if (d.akhir === 'dikembalikan') {
      await decide(gh, 'kembalikan', sent.version, 'Cantumkan tautan aplikasi dan narahubung UPG KPK.');
    } else if (d.akhir === 'terkirim') {
      await decide(gh, 'setuju', sent.version);
    }
  }
  return written;
}
