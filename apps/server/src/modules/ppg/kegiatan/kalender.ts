import {
  KEGIATAN_ROLES,
  kalenderQuerySchema,
  STATUS_KEGIATAN_LABELS,
  type StatusKegiatan,
} from '@gratifikasi/domain';
import { and, gte, inArray, lte, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../../context';
import { ppg_kegiatan_aktivitas, ppg_kegiatans } from '../../../db/schema';
import { requireAuth } from '../../../platform/access';
import { kegiatanku } from './kind';

/** The first and last day of a month `YYYY-MM`. */
function rentang(bulan: string): { awal: string; akhir: string } {
  const [y, m] = bulan.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { awal: `${bulan}-01`, akhir: `${bulan}-${String(last).padStart(2, '0')}` };
}

/**
 * `GET kegiatan-kalender?bulan=YYYY-MM&milik=semua|saya`: the month's activities (overlapping it; declined and
 * cancelled ones left out) and their sessions on the month's days, for the month view.
 */
export function kalenderRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/kegiatan-kalender',
    {
      config: { access: { roles: KEGIATAN_ROLES } },
      schema: {
        tags: ['ppg-kegiatan'],
        summary: "One month of activities and sessions (every one, or the caller's)",
        querystring: kalenderQuerySchema,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { awal, akhir } = rentang(request.query.bulan);
      const k = ppg_kegiatans;
      const kegiatan = await ctx.db
        .select({
          id: k.id,
          judul: k.judul,
          status: k.status,
          tanggal_mulai: k.tanggal_mulai,
          tanggal_selesai: k.tanggal_selesai,
        })
        .from(k)
        .where(
          and(
            lte(k.tanggal_mulai, akhir),
            gte(k.tanggal_selesai, awal),
            notInArray(k.status, ['TIDAK_DIPENUHI', 'DIBATALKAN']),
            request.query.milik === 'saya' ? kegiatanku(auth.user.id) : undefined,
          ),
        )
        .orderBy(k.tanggal_mulai, k.id)
        .limit(2000);
      const ids = kegiatan.map((x) => x.id);
      const sesi = ids.length
        ? await ctx.db
            .select({
              id: ppg_kegiatan_aktivitas.id,
              kegiatan_id: ppg_kegiatan_aktivitas.kegiatan_id,
              judul: ppg_kegiatan_aktivitas.judul,
              tanggal: ppg_kegiatan_aktivitas.tanggal,
              jam_mulai: ppg_kegiatan_aktivitas.jam_mulai,
              jam_selesai: ppg_kegiatan_aktivitas.jam_selesai,
              ruang: ppg_kegiatan_aktivitas.ruang,
            })
            .from(ppg_kegiatan_aktivitas)
            .where(
              and(
                inArray(ppg_kegiatan_aktivitas.kegiatan_id, ids),
                gte(ppg_kegiatan_aktivitas.tanggal, awal),
                lte(ppg_kegiatan_aktivitas.tanggal, akhir),
              ),
            )
            .orderBy(ppg_kegiatan_aktivitas.tanggal, ppg_kegiatan_aktivitas.jam_mulai)
        : [];
      return {
        data: {
          bulan: request.query.bulan,
          kegiatan: kegiatan.map((x) => ({
            ...x,
            status_label: STATUS_KEGIATAN_LABELS[x.status as StatusKegiatan] ?? x.status,
          })),
          sesi,
        },
      };
    },
  );
}
