import {
  beritaDetailSchema,
  beritaListQuerySchema,
  beritaPageSchema,
  cariQuerySchema,
  dokumenPublikListQuerySchema,
  dokumenPublikPageSchema,
  dokumenPublikSchema,
  envelope,
  faqListQuerySchema,
  faqSchema,
  HALAMAN_KODES,
  halamanSchema,
  hasilCariSchema,
  idParamSchema,
  imageSliderSchema,
  materiSosialisasiSchema,
  mobileInfoSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { getDokumen, listDokumen } from './dokumen';
import { activeMobileInfo } from './mobile';
import { cari, getBerita, getHalaman, listBerita, listFaq, listMateri, listSliders } from './public';

const tags = ['konten'];
const access = 'public' as const;
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });

/**
 * The public site's reads (spec §2 public routes, §7 faq/list, image-slider, mobile-info; version/getLatest is the masters'): published
 * content only, whoever asks. Registered before the master routes, which leave these dropdown paths to it.
 */
export function kontenPublicRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/public/berita',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Published news, newest first (kategori_berita_id, q full-text, paged)',
        querystring: beritaListQuerySchema,
        response: { 200: envelope(beritaPageSchema) },
      },
    },
    async (request) => ({ data: await listBerita(ctx.db, request.query) }),
  );

  r.get(
    '/public/berita/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One published article (its slug lets the client correct a wrong address)',
        params: z.object({ id: idParamSchema }),
        response: { 200: envelope(beritaDetailSchema) },
      },
    },
    async (request) => ({ data: await getBerita(ctx.db, request.params.id) }),
  );

  r.get(
    '/faq/list',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Active FAQs in order (q: full-text search)',
        querystring: faqListQuerySchema,
        response: { 200: envelope(listOf(faqSchema)) },
      },
    },
    async (request) => {
      const items = await listFaq(ctx.db, request.query.q);
      return { data: { items, total: items.length, page: 1, per_page: Math.max(items.length, 1) } };
    },
  );

  r.get(
    '/image-slider',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Active landing slides in order',
        response: { 200: envelope(listOf(imageSliderSchema)) },
      },
    },
    async () => {
      const items = await listSliders(ctx.db);
      return { data: { items, total: items.length, page: 1, per_page: Math.max(items.length, 1) } };
    },
  );

  r.get(
    '/public/halaman/:kode',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A published page: panduan, privacy-policy or about',
        params: z.object({ kode: z.enum(HALAMAN_KODES, { message: 'Halaman tidak dikenal' }) }),
        response: { 200: envelope(halamanSchema) },
      },
    },
    async (request) => ({ data: await getHalaman(ctx.db, request.params.kode) }),
  );

  r.get(
    '/public/materi-sosialisasi',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Published socialisation materials with their documents, images and videos',
        response: { 200: envelope(z.array(materiSosialisasiSchema)) },
      },
    },
    async () => ({ data: await listMateri(ctx.db) }),
  );

  r.get(
    '/public/list',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Published public documents, newest first (jenis_publikasi_dokumen_id, tahun, q full-text, paged)',
        querystring: dokumenPublikListQuerySchema,
        response: { 200: envelope(dokumenPublikPageSchema) },
      },
    },
    async (request) => ({ data: await listDokumen(ctx.db, request.query) }),
  );

  r.get(
    '/public/dokumen/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One published public document',
        params: z.object({ id: idParamSchema }),
        response: { 200: envelope(dokumenPublikSchema) },
      },
    },
    async (request) => ({ data: await getDokumen(ctx.db, request.params.id) }),
  );

  r.get(
    '/public/cari',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Full-text search over published news, FAQ, the guide and the materials',
        querystring: cariQuerySchema,
        response: { 200: envelope(z.array(hasilCariSchema)) },
      },
    },
    async (request) => ({ data: await cari(ctx.db, request.query.q) }),
  );

  r.get(
    '/mobile-info/active-info',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The notice a mobile client shows now (active, within its dates), or null',
        response: { 200: envelope(mobileInfoSchema) },
      },
    },
    async () => ({ data: await activeMobileInfo(ctx.db) }),
  );
}
