import { apiDateSchema, envelope } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { createHolidayCache, hitungHariKerja, tambahHariKerja } from './service';

const tanggal = apiDateSchema;
const tags = ['hari-kerja'];

/** The master API's writes to hari-libur (create, update, delete, restore, import) change the calendar. */
const HARI_LIBUR_WRITE = /^\/api\/admin\/masters\/hari-libur(\/|$|\?)/;

/**
 * Working-day arithmetic over the hari-libur master. Registered on the /api scope before the master routes, so
 * its onResponse hook also sees the master API's writes and drops the cached holidays at once.
 */
export function hariKerjaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const holidays = createHolidayCache(ctx.db);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && HARI_LIBUR_WRITE.test(request.url)) {
      holidays.invalidate();
    }
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'authenticated' as const };

  r.get(
    '/hari-kerja/tambah',
    {
      config,
      schema: {
        tags,
        summary: 'The date N working days after `dari` (before it when N is negative)',
        querystring: z.object({ dari: tanggal, hari: z.coerce.number().int().min(-3650).max(3650) }),
        response: { 200: envelope(z.object({ dari: z.string(), hari: z.number(), tanggal: z.string() })) },
      },
    },
    async (request) => ({ data: await tambahHariKerja(holidays, request.query.dari, request.query.hari) }),
  );

  r.get(
    '/hari-kerja/hitung',
    {
      config,
      schema: {
        tags,
        summary: 'Working days after `dari` up to and including `sampai`',
        querystring: z.object({ dari: tanggal, sampai: tanggal }),
        response: {
          200: envelope(z.object({ dari: z.string(), sampai: z.string(), hari_kerja: z.number() })),
        },
      },
    },
    async (request) => ({ data: await hitungHariKerja(holidays, request.query.dari, request.query.sampai) }),
  );
}
