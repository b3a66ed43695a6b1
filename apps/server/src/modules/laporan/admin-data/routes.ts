import { PassThrough } from 'node:stream';
import {
  adminLaporanDetailSchema,
  adminLaporanQuerySchema,
  adminLaporanRowSchema,
  adminRincianQuerySchema,
  adminRincianRowSchema,
  envelope,
  idParamSchema,
  koreksiLaporanSchema,
  laporanStatusLabel,
} from '@gratifikasi/domain';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { ADMIN_ROLES } from '../../../platform/auth-context';
import { type CellValue, writeQueryXlsx, XLSX_CONTENT_TYPE } from '../../../platform/excel';
import { pageSchema } from '../../admin-users/paging';
import { invalidateLaporanCounts } from '../list/list';
import { todayJakarta } from '../lookups';
import { adminLaporanDetail } from './detail';
import { koreksiLaporan } from './koreksi';
import { adminLaporanExportSql, adminRincianExportSql, listAdminLaporan, listAdminRincian } from './query';

const tags = ['admin-laporan'];
/** The /admin area: the administrators, holding the master-data permission (route table meta P.master). */
const ADMIN_DATA = { access: { roles: ADMIN_ROLES, permission: ['frapp-master-manage'] as const } };
const idParams = z.object({ id: idParamSchema });

const text = (v: unknown): CellValue => (v === null || v === undefined ? null : String(v));
const money = (v: unknown): CellValue => (v === null || v === undefined ? null : Number(v));

const LAPORAN_HEADERS = [
  'Nomor Laporan',
  'Status',
  'Tahap',
  'Kanal',
  'Pelapor',
  'NIK Pelapor',
  'Instansi',
  'Tanggal Penerimaan',
  'Tanggal Lapor',
  'Total Nilai (Rp)',
];
const laporanCells = (r: Record<string, unknown>): CellValue[] => [
  text(r.nosig),
  laporanStatusLabel(String(r.status)),
  text(r.step),
  text(r.kanal),
  text(r.pelapor_nama),
  text(r.pelapor_nik),
  text(r.instansi_nama),
  text(r.tanggal_penerimaan),
  text(r.tanggal_lapor),
  money(r.total_nilai),
];

const RINCIAN_HEADERS = [
  'Nomor Laporan',
  'Status Laporan',
  'Pelapor',
  'Instansi',
  'Tanggal Penerimaan',
  'Uraian Objek',
  'Jenis Objek',
  'Diterima/Ditolak',
  'Jumlah',
  'Satuan',
  'Nilai Taksiran',
  'Mata Uang',
  'Nilai (Rp)',
];
const rincianCells = (r: Record<string, unknown>): CellValue[] => [
  text(r.nosig),
  laporanStatusLabel(String(r.status)),
  text(r.pelapor_nama),
  text(r.instansi_nama),
  text(r.tanggal_penerimaan),
  text(r.uraian),
  text(r.jenis_objek_nama),
  text(r.status_penerimaan),
  money(r.jumlah),
  text(r.satuan),
  money(r.nilai_taksiran),
  text(r.mata_uang_kode),
  money(r.nilai_rupiah),
];

/** Streams a whole filtered list as .xlsx through the server-side cursor (platform/excel writeQueryXlsx). */
function streamSheet(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  headers: readonly string[],
  query: SQL,
  cells: (r: Record<string, unknown>) => CellValue[],
) {
  const stream = new PassThrough();
  void writeQueryXlsx(ctx.db, name, headers, query, cells, stream).catch((err: unknown) => {
    request.log.error({ err }, 'admin laporan export failed');
    stream.destroy(err instanceof Error ? err : new Error('export failed'));
  });
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${name}-${todayJakarta().replaceAll('-', '')}.xlsx"`,
    )
    .header('cache-control', 'no-store')
    .send(stream);
}

/** The administrators' data screens over every report and item (issue 28 §1): lists, exports, detail, corrections. */
export function adminDataRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/laporans',
    {
      config: ADMIN_DATA,
      schema: {
        tags,
        summary:
          'Every report, paged: search (number, reporter name/NIK, institution), status, institution, year',
        querystring: adminLaporanQuerySchema,
        response: { 200: envelope(pageSchema(adminLaporanRowSchema)) },
      },
    },
    async (request) => ({ data: await listAdminLaporan(ctx.db, request.query) }),
  );

  r.get(
    '/admin/laporans/export',
    {
      config: ADMIN_DATA,
      schema: {
        tags,
        summary: 'The whole filtered report list as .xlsx (streamed)',
        querystring: adminLaporanQuerySchema,
      },
    },
    (request, reply) =>
      streamSheet(
        ctx,
        request,
        reply,
        'data-laporan',
        LAPORAN_HEADERS,
        adminLaporanExportSql(ctx.db, request.query),
        laporanCells,
      ),
  );

  r.get(
    '/admin/rincian-laporans',
    {
      config: ADMIN_DATA,
      schema: {
        tags,
        summary:
          'Every report item, paged, with its report number: the report filters, the object kind, search',
        querystring: adminRincianQuerySchema,
        response: { 200: envelope(pageSchema(adminRincianRowSchema)) },
      },
    },
    async (request) => ({ data: await listAdminRincian(ctx.db, request.query) }),
  );

  r.get(
    '/admin/rincian-laporans/export',
    {
      config: ADMIN_DATA,
      schema: {
        tags,
        summary: 'The whole filtered item list as .xlsx (streamed)',
        querystring: adminRincianQuerySchema,
      },
    },
    (request, reply) =>
      streamSheet(
        ctx,
        request,
        reply,
        'data-rincian-laporan',
        RINCIAN_HEADERS,
        adminRincianExportSql(ctx.db, request.query),
        rincianCells,
      ),
  );

  r.get(
    '/admin/laporans/:id',
    {
      config: ADMIN_DATA,
      schema: {
        tags,
        summary: 'One report with its reporter, items, the fields correctable now and its corrections',
        params: idParams,
        response: { 200: envelope(adminLaporanDetailSchema) },
      },
    },
    async (request) => ({ data: await adminLaporanDetail(ctx.db, request.params.id) }),
  );

  r.post(
    '/admin/laporans/:id/koreksi',
    {
      config: ADMIN_DATA,
      schema: {
        tags,
        summary:
          'Corrects one whitelisted data field with a reason (stale version 409; outcomes, drafts, decided values 422); audited',
        params: idParams,
        body: koreksiLaporanSchema,
        response: { 200: envelope(adminLaporanDetailSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await ctx.db.transaction((tx) =>
        koreksiLaporan(tx, { ...request, auth }, request.params.id, request.body),
      );
      invalidateLaporanCounts(ctx.db);
      return { data: await adminLaporanDetail(ctx.db, request.params.id), message: 'Koreksi data tersimpan' };
    },
  );
}
