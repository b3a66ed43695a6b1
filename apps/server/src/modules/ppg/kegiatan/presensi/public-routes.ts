import { envelope, presensiIsiSchema } from '@gratifikasi/domain';
import { and, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../../context';
import { master_instansis, masterColumn } from '../../../../db/schema';
import { findOpenWindowLink } from '../../../public-link/links';
import { kegiatanPublikRoutes } from '../publik';
import { isiPresensi, validasiPresensi } from './isi';

/**
 * Calls per minute per IP on the public attendance page: a hall of several hundred people behind one address each
 * open the page, search their institution a few times and send the form within minutes.
 */
export const PRESENSI_RATE_LIMIT = 3000;

const tags = ['ppg-kegiatan-publik'];
const params = z.object({ token: z.string().max(500) });

/** The search text without LIKE's wildcards and NUL (PostgreSQL text cannot hold it). */
const stripLike = (q: string) =>
  q.replaceAll('\\', '').replaceAll('%', '').replaceAll('_', '').replaceAll(String.fromCharCode(0), '');

/** /api/kegiatan/presensi/{token}: the attendance page without login (issue 26 §2). */
export function presensiPublicRoutes(app: FastifyInstance, ctx: ServerContext): void {
  kegiatanPublikRoutes(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = {
    access: 'public' as const,
    rateLimit: { max: PRESENSI_RATE_LIMIT, timeWindow: '1 minute', groupId: 'kegiatan-presensi' },
  };

  r.get(
    '/kegiatan/presensi/:token',
    {
      config,
      schema: {
        tags,
        summary: 'What an open attendance link is for (closed, expired or unknown → 422 LINK_EXPIRED)',
        params,
      },
    },
    async (request) => ({ data: await validasiPresensi(ctx, request.params.token) }),
  );

  r.get(
    '/kegiatan/presensi/:token/instansi',
    {
      config,
      schema: {
        tags,
        summary: 'Institutions by name or abbreviation, while the link is open (20 at most)',
        params,
        querystring: z.object({ q: z.string().trim().max(100).default('') }),
      },
    },
    async (request) => {
      await findOpenWindowLink(ctx.db, request.params.token, 'PRESENSI');
      const q = stripLike(request.query.q);
      const nama = masterColumn(master_instansis, 'nama');
      const rows = await ctx.db
        .select({ id: master_instansis.id, nama, singkatan: masterColumn(master_instansis, 'singkatan') })
        .from(master_instansis)
        .where(
          and(
            eq(masterColumn(master_instansis, 'is_active'), true),
            q
              ? or(ilike(nama, `%${q}%`), ilike(masterColumn(master_instansis, 'singkatan'), `%${q}%`))
              : undefined,
          ),
        )
        .orderBy(nama)
        .limit(20);
      return {
        data: rows.map((i) => ({
          id: i.id,
          nama: String(i.nama),
          singkatan: (i.singkatan as string | null) ?? null,
        })),
      };
    },
  );

  r.post(
    '/kegiatan/presensi/:token',
    {
      config,
      schema: {
        tags,
        summary: 'Records one attendance; a repeat of the same identity number answers "sudah tercatat"',
        params,
        body: presensiIsiSchema,
        response: { 200: envelope(z.object({ baru: z.boolean() })) },
      },
    },
    async (request) => {
      const { message, ...data } = await isiPresensi(ctx, request.params.token, request.ip, request.body);
      return { data, message };
    },
  );
}
