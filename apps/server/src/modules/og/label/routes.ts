import { envelope, idParamSchema, ogScanBodySchema, ogScanItemSchema } from '@gratifikasi/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { objek_gratifikasis } from '../../../db/schema';
import { AppError } from '../../../platform/errors';
import { metaOf, READ, sendFile, tags, WRITE } from '../http';
import { ogSelect, toItem } from '../register/read';
import { listScans, recordScan } from './scan';

const labelQuery = z.object({
  ids: z
    .string({ message: 'Pilih objek' })
    .max(2000)
    .transform((s, c) => {
      const ids = s.split(',').map((x) => idParamSchema.safeParse(x));
      if (ids.length === 0 || ids.length > 200 || ids.some((x) => !x.success)) {
        c.addIssue({ code: 'custom', message: 'Daftar objek tidak valid' });
        return z.NEVER;
      }
      return [...new Set(ids.map((x) => x.data as number))];
    }),
});

/** Labels with barcodes, and the scans that read them back. */
export function ogLabelRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/og/label',
    {
      config: READ,
      schema: {
        tags,
        summary: 'A PDF sheet of labels (Code 128 barcode, code, item) for the objects listed',
        querystring: labelQuery,
      },
    },
    async (request, reply) => {
      const rows = await ogSelect(ctx.db)
        .where(inArray(objek_gratifikasis.id, request.query.ids))
        .orderBy(objek_gratifikasis.id);
      if (rows.length === 0) throw new AppError('NOT_FOUND', 'Objek gratifikasi tidak ditemukan');
      return sendFile(
        reply,
        'pdf',
        'label-og.pdf',
        await (await import('./pdf')).renderLabels(rows.map(toItem)),
      );
    },
  );

  r.post(
    '/og/scan',
    {
      config: WRITE,
      schema: {
        tags,
        summary:
          'A label read by the camera: recorded, and the object it names (404 with a clear message if none)',
        body: ogScanBodySchema,
        response: { 200: envelope(z.object({ og_id: z.number(), kode: z.string() })) },
      },
    },
    async (request) => ({ data: await recordScan(ctx, metaOf(request), request.body.kode) }),
  );

  r.get(
    '/og/scan',
    {
      config: READ,
      schema: {
        tags,
        summary: 'The latest 200 scans (stock-taking)',
        response: { 200: envelope(z.array(ogScanItemSchema)) },
      },
    },
    async () => ({ data: await listScans(ctx.db) }),
  );
}
