import {
  envelope,
  idParamSchema,
  OG_DOKUMEN_LABELS,
  ogBoxCreateSchema,
  ogBoxItemSchema,
  ogDokumenCreateSchema,
  ogDokumenDetailSchema,
  ogDokumenEditSchema,
  ogDokumenItemSchema,
  ogDokumenListQuerySchema,
  ogItemSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { writeWorkbook } from '../../../platform/excel';
import { todayJakarta } from '../../laporan/lookups';
import { metaOf, READ, sendFile, tags, WRITE } from '../http';
import { beritaAcaraFile } from './berita-acara';
import { boxDetail, createBox, editBox, listBoxes } from './box';
import { createDokumen, dokumenDetail, editDokumen, listDokumen } from './dokumen';

const params = z.object({ id: idParamSchema });
const boxQuery = z.object({ status: z.enum(['TERBUKA', 'DISERAHKAN']).optional() });

/** The records that move objects (receiving, return, handover to DJKN, direct handover) and the handover boxes. */
export function ogSerahRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/og/dokumen',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'A berita acara and every object it moves (each with the version seen), all or nothing',
        body: ogDokumenCreateSchema,
        response: { 200: envelope(z.object({ id: z.number(), nomor: z.string() })) },
      },
    },
    async (request) => ({
      data: await createDokumen(ctx, metaOf(request), request.body),
      message: 'Berita acara disimpan',
    }),
  );

  r.get(
    '/og/dokumen',
    {
      config: READ,
      schema: {
        tags,
        summary: 'A page of one kind of berita acara, newest first',
        querystring: ogDokumenListQuerySchema,
        response: {
          200: envelope(
            z.object({
              items: z.array(ogDokumenItemSchema),
              total: z.number(),
              page: z.number(),
              per_page: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await listDokumen(ctx.db, request.query) }),
  );

  r.get(
    '/og/dokumen/export',
    {
      config: READ,
      schema: {
        tags,
        summary: 'One kind of berita acara as .xlsx',
        querystring: ogDokumenListQuerySchema.pick({ jenis: true, q: true }),
      },
    },
    async (request, reply) => {
      const { items } = await listDokumen(ctx.db, { ...request.query, page: 1, per_page: 10000 });
      const bytes = await writeWorkbook(
        OG_DOKUMEN_LABELS[request.query.jenis],
        ['Nomor', 'Tanggal', 'Pihak', 'Instansi', 'Kantor DJKN/KPKNL', 'Jumlah Objek', 'Petugas'],
        items.map((d) => [
          d.nomor,
          d.tanggal,
          d.pihak_nama,
          d.pihak_instansi,
          d.kpknl_nama,
          d.jumlah_objek,
          d.created_by_name,
        ]),
      );
      const name = request.query.jenis.toLowerCase().replace('_', '-');
      return sendFile(reply, 'xlsx', `berita-acara-${name}-${todayJakarta()}.xlsx`, bytes);
    },
  );

  r.get(
    '/og/dokumen/:id',
    {
      config: READ,
      schema: {
        tags,
        summary: 'One berita acara and the objects it moved',
        params,
        response: { 200: envelope(ogDokumenDetailSchema) },
      },
    },
    async (request) => ({ data: await dokumenDetail(ctx.db, request.params.id) }),
  );

  r.put(
    '/og/dokumen/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: "Corrects a berita acara's date, party and note while it is not final (409 once issued)",
        params,
        body: ogDokumenEditSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await editDokumen(ctx, metaOf(request), request.params.id, request.body);
      return { data: null, message: 'Berita acara diperbarui' };
    },
  );

  r.get(
    '/og/dokumen/:id/pdf',
    {
      config: READ,
      schema: {
        tags,
        summary:
          'The berita acara as an A4 PDF from the letter master; the first download by update-og issues it (final)',
        params,
      },
    },
    async (request, reply) => {
      const file = await beritaAcaraFile(ctx, metaOf(request), request.params.id);
      if (file.kind === 'stream') {
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store');
        return reply.send(file.stream);
      }
      return sendFile(reply, 'pdf', file.filename, file.bytes);
    },
  );

  r.post(
    '/og/box',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'An open handover box for one KPKNL office',
        body: ogBoxCreateSchema,
        response: { 200: envelope(z.object({ id: z.number(), kode: z.string() })) },
      },
    },
    async (request) => ({
      data: await createBox(ctx, metaOf(request), request.body),
      message: 'Boks dibuat',
    }),
  );

  r.get(
    '/og/box',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Handover boxes, newest first',
        querystring: boxQuery,
        response: { 200: envelope(z.array(ogBoxItemSchema)) },
      },
    },
    async (request) => ({ data: await listBoxes(ctx.db, request.query.status) }),
  );

  r.get(
    '/og/box/export',
    { config: READ, schema: { tags, summary: 'Handover boxes as .xlsx', querystring: boxQuery } },
    async (request, reply) => {
      const boxes = await listBoxes(ctx.db, request.query.status);
      const bytes = await writeWorkbook(
        'Boks Penyerahan DJKN',
        ['Kode', 'Kantor DJKN/KPKNL', 'Status', 'Jumlah Objek', 'Catatan'],
        boxes.map((b) => [
          b.kode,
          b.kpknl_nama,
          b.status === 'TERBUKA' ? 'Terbuka' : 'Diserahkan',
          b.jumlah_objek,
          b.catatan,
        ]),
      );
      return sendFile(reply, 'xlsx', `boks-penyerahan-djkn-${todayJakarta()}.xlsx`, bytes);
    },
  );

  r.get(
    '/og/box/:id',
    {
      config: READ,
      schema: {
        tags,
        summary: 'One box and the objects packed in it',
        params,
        response: { 200: envelope(ogBoxItemSchema.extend({ objek: z.array(ogItemSchema) })) },
      },
    },
    async (request) => ({ data: await boxDetail(ctx.db, request.params.id) }),
  );

  r.put(
    '/og/box/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: "An open box's office and note",
        params,
        body: ogBoxCreateSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await editBox(ctx, metaOf(request), request.params.id, request.body);
      return { data: null, message: 'Boks diperbarui' };
    },
  );
}
