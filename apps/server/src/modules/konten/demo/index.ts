import { slugify } from '@gratifikasi/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { multipart } from '../../../platform/multipart-body';
import { todayJakarta } from '../../laporan/lookups';
import { bearerFor } from '../../laporan/proses/demo';
import {
  DEMO_BERITA,
  DEMO_DOKUMEN,
  DEMO_FAQ,
  DEMO_KNOWLEDGE_BASE,
  DEMO_MATERI,
  DEMO_PANDUAN_PDF,
} from './content';
import { demoPdf, demoPng } from './files';

type App = FastifyInstance & { ctx: ServerContext };

/** `YYYY-MM-DD` some days before `date`. */
function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * The demo's public content (issue 13): news with their pictures, FAQs, a slide, the guide's manual, a material,
 * public documents and the staff's knowledge base, written by the demo superuser through the content API itself (uploads into the one file store,
 * sanitising, publication), as an editor would. Runs once, on a database without news, when demo seeding is on.
 */
export async function seedDemoKonten(app: App): Promise<number> {
  const db = app.ctx.db;
  const beritas = masterTableOf('berita');
  const [existing] = await db.select({ n: count() }).from(beritas);
  if ((existing?.n ?? 0) > 0) return 0;
  const token = await bearerFor(db, 'superuser', 'superuser');
  if (!token) return 0;
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({ method, url: `/api/${url}`, headers, payload });
    if (res.statusCode >= 300) throw new Error(`demo ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: number };
  };
  const upload = async (bytes: Buffer, filename: string): Promise<string> => {
    const body = multipart({ bytes, filename });
    const res = await app.inject({
      method: 'POST',
      url: '/api/konten/berkas',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 201) throw new Error(`demo upload ${filename}: ${res.statusCode} ${res.body}`);
    return (res.json().data as { url: string }).url;
  };
  const idByKode = async (key: string, kode: string) => {
    const t = masterTableOf(key);
    const [row] = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(masterColumn(t, 'kode'), kode), isNull(t.deleted_at)))
      .limit(1);
    return row?.id ?? null;
  };
  const today = todayJakarta();
  let written = 0;

  for (const b of DEMO_BERITA) {
    const kategori = await idByKode('kategori-berita', b.kategori);
    if (!kategori) continue;
    const slug = slugify(b.judul);
    const gambar = await upload(demoPng(960, 480, b.warna[0], b.warna[1]), `${slug}.png`);
    await call('POST', 'admin/masters/berita', {
      judul: b.judul,
      slug,
      kategori_berita_id: kategori,
      ringkasan: b.ringkasan,
      isi: `<p><img src="${gambar}" alt="${b.judul}" /></p>${b.isi}`,
      gambar_url: gambar,
      tanggal_terbit: daysBefore(today, b.hari),
      is_published: true,
    });
    written += 1;
  }

  const slide = await upload(demoPng(1200, 400, [15, 44, 77], [29, 78, 137]), 'slide-lapor-gratifikasi.png');
  await call('POST', 'admin/masters/image-sliders', {
    judul: 'Tolak dan laporkan gratifikasi',
    gambar_url: slide,
    tautan: '/panduan',
    deskripsi: 'Laporkan dalam 30 hari kerja melalui Gratifikasi Online.',
    urutan: 1,
    is_active: true,
  });
  written += 1;

  for (const [i, faq] of DEMO_FAQ.entries()) {
    await call('POST', 'admin/masters/faq', { ...faq, urutan: 10 + i, is_active: true });
    written += 1;
  }

  const halaman = masterTableOf('halaman-publik');
  const [panduan] = await db
    .select({ id: halaman.id, judul: masterColumn(halaman, 'judul'), isi: masterColumn(halaman, 'isi') })
    .from(halaman)
    .where(and(eq(masterColumn(halaman, 'kode'), 'panduan'), isNull(halaman.deleted_at)))
    .limit(1);
  if (panduan) {
    const manual = await upload(
      await demoPdf(DEMO_PANDUAN_PDF.judul, DEMO_PANDUAN_PDF.paragraf),
      'buku-manual-gratifikasi-online.pdf',
    );
    await call('PUT', `admin/masters/halaman-publik/${panduan.id}`, {
      kode: 'panduan',
      judul: String(panduan.judul),
      isi: String(panduan.isi),
      berkas_url: manual,
      is_published: true,
    });
    written += 1;
  }

  const materi = await call('POST', 'admin/masters/materi-sosialisasi', {
    judul: DEMO_MATERI.judul,
    deskripsi: DEMO_MATERI.deskripsi,
    tanggal_terbit: daysBefore(today, 20),
    is_published: true,
    urutan: 1,
  });
  const bukuSaku = await upload(
    await demoPdf(DEMO_MATERI.dokumen.judul, DEMO_MATERI.dokumen.paragraf),
    'buku-saku-memahami-gratifikasi.pdf',
  );
  const infografis = await upload(demoPng(800, 800, [198, 40, 40], [29, 78, 137]), 'infografis.png');
  await call('POST', 'admin/masters/konten-materi-sosialisasi', {
    materi_sosialisasi_id: materi.id,
    judul: DEMO_MATERI.dokumen.judul,
    jenis: 'dokumen',
    berkas_url: bukuSaku,
    urutan: 1,
  });
  await call('POST', 'admin/masters/konten-materi-sosialisasi', {
    materi_sosialisasi_id: materi.id,
    judul: DEMO_MATERI.gambar,
    jenis: 'gambar',
    berkas_url: infografis,
    thumbnail_url: infografis,
    urutan: 2,
  });
  written += 3;

  for (const [i, d] of DEMO_DOKUMEN.entries()) {
    const jenis = await idByKode('jenis-publikasi-dokumen', d.jenis);
    if (!jenis) continue;
    const berkas = await upload(await demoPdf(d.judul, [d.ringkasan]), `${slugify(d.judul)}.pdf`);
    await call('POST', 'admin/masters/dokumen-publik', {
      judul: d.judul,
      jenis_publikasi_dokumen_id: jenis,
      nomor: d.nomor,
      tanggal_dokumen: d.tanggal,
      ringkasan: d.ringkasan,
      berkas_url: berkas,
      sumber: 'unggahan',
      tanggal_terbit: daysBefore(today, 3 + i),
      is_published: true,
    });
    written += 1;
  }

  for (const kb of DEMO_KNOWLEDGE_BASE) {
    const lampiran = kb.lampiran
      ? await upload(
          await demoPdf(kb.lampiran.judul, kb.lampiran.paragraf),
          `${slugify(kb.lampiran.judul)}.pdf`,
        )
      : null;
    await call('POST', 'admin/masters/knowledge-base', {
      judul: kb.judul,
      kategori: kb.kategori,
      isi: kb.isi,
      lampiran_url: lampiran,
      tautan: kb.tautan,
      is_active: true,
    });
    written += 1;
  }
  return written;
}
