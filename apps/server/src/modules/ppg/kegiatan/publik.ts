import { formatDate, idParamSchema, KEGIATAN_PUBLIK } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { kegiatanInti } from './read';

/**
 * What the public page of an activity shows: what, when, where, the sessions and their speakers — only of an
 * activity marked for publication and accepted; anything else is 404, so an address reveals nothing.
 */
export async function kegiatanPublik(db: Db, id: number) {
  const d = await kegiatanInti(db, id).catch(() => null);
  if (!d?.dipublikasikan || !KEGIATAN_PUBLIK.includes(d.status)) {
    throw new AppError('NOT_FOUND', 'Kegiatan tidak ditemukan');
  }
  return {
    id: d.id,
    judul: d.judul,
    jenis_kegiatan: d.jenis_kegiatan,
    bentuk_kegiatan: d.bentuk_kegiatan,
    tanggal_mulai: d.tanggal_mulai,
    tanggal_selesai: d.tanggal_selesai,
    alamat: d.alamat,
    kota_kabupaten: d.kota_kabupaten,
    provinsi: d.provinsi,
    deskripsi: d.deskripsi,
    instansi: d.instansi.map((i) => i.nama),
    sesi: d.sesi.map((s) => ({
      judul: s.judul,
      tanggal: s.tanggal,
      jam_mulai: s.jam_mulai,
      jam_selesai: s.jam_selesai,
      ruang: s.ruang,
      narasumber: s.narasumber,
    })),
  };
}

/** The share card (Open Graph) of a public activity page; null when it is not public. */
export async function kegiatanCard(db: Db, id: number, appUrl: string) {
  const d = await kegiatanPublik(db, id).catch(() => null);
  if (!d) return null;
  const kapan =
    d.tanggal_mulai === d.tanggal_selesai
      ? formatDate(d.tanggal_mulai)
      : `${formatDate(d.tanggal_mulai)} – ${formatDate(d.tanggal_selesai)}`;
  const tempat = [d.kota_kabupaten, d.provinsi].filter(Boolean).join(', ');
  return {
    title: d.judul,
    description:
      `${d.jenis_kegiatan ?? 'Kegiatan'} · ${kapan}${tempat ? ` · ${tempat}` : ''}. ${d.deskripsi ?? ''}`
        .trim()
        .slice(0, 200),
    url: `${appUrl}/kegiatan/${id}`,
    image: null,
    publishedAt: d.tanggal_mulai,
  };
}

/** `GET /api/kegiatan/publik/:id`: the public page's data (no login). */
export function kegiatanPublikRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/kegiatan/publik/:id',
    {
      config: {
        access: 'public',
        rateLimit: { max: 300, timeWindow: '1 minute', groupId: 'kegiatan-publik' },
      },
      schema: {
        tags: ['ppg-kegiatan-publik'],
        summary: 'A published activity: what, when, where, sessions and speakers (404 when not public)',
        params: z.object({ id: idParamSchema }),
      },
    },
    async (request) => ({ data: await kegiatanPublik(ctx.db, request.params.id) }),
  );
}
