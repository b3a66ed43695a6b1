import {
  envelope,
  formatDate,
  formatDateTime,
  type LaporanListItem,
  laporanDashboardSchema,
  laporanListItemSchema,
  laporanListQuerySchema,
  laporanTabbedSchema,
  type RoleName,
} from '@gratifikasi/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import type { AuthContext } from '../../../platform/auth-context';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../../../platform/excel';
import { KPK_LIST_ROLES, LAPORAN_ROLES, REPORTER_ROLES } from '../access';
import { todayJakarta } from '../lookups';
import { laporanDashboard } from './dashboard';
import { type LaporanListQuery, listLaporan, tabbedLaporan } from './list';

const tags = ['laporan'];
/** An export stops here: a bigger list is filtered first. */
export const EXPORT_MAX_ROWS = 10_000;

const listQuery = laporanListQuerySchema.extend({ format: z.enum(['json', 'xlsx']).optional() });
const pageSchema = z.object({
  items: z.array(laporanListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_is_estimate: z.boolean().optional(),
});

const HEADERS = [
  'Nomor Laporan',
  'Status',
  'Kanal',
  'Pelapor',
  'Instansi',
  'Jenis Peristiwa',
  'Pemberi',
  'Tanggal Penerimaan',
  'Tanggal Lapor',
  'Batas Lapor',
  'Terlambat',
  'Total Nilai (Rp)',
  'Dikirim',
];

function exportRow(r: LaporanListItem) {
  return [
    r.nosig ?? '',
    r.status_nama,
    r.kanal,
    r.pelapor_nama,
    r.instansi_nama ?? '',
    r.jenis_peristiwa_nama ?? '',
    r.nama_pemberi ?? '',
    formatDate(r.tanggal_penerimaan),
    formatDate(r.tanggal_lapor),
    formatDate(r.batas_lapor),
    r.is_terlambat ? 'Ya' : 'Tidak',
    Number(r.total_nilai),
    r.submitted_at ? formatDateTime(r.submitted_at) : '',
  ];
}

async function sendExport(reply: FastifyReply, items: readonly LaporanListItem[]) {
  const bytes = await writeWorkbook('laporan', HEADERS, items.map(exportRow));
  const stamp = todayJakarta().replaceAll('-', '');
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="laporan-${stamp}.xlsx"`)
    .send(bytes);
}

/** The report lists (paged JSON, or `format=xlsx` for the whole filtered set) and the dashboards. */
export function listRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const list = (path: string, roles: readonly RoleName[], summary: string) =>
    r.get(
      path,
      {
        config: { access: { roles } },
        schema: { tags, summary, querystring: listQuery, response: { 200: envelope(pageSchema) } },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const q: LaporanListQuery = request.query;
        if (request.query.format === 'xlsx') {
          const all = await listLaporan(ctx.db, auth, { ...q, page: 1, per_page: EXPORT_MAX_ROWS });
          return sendExport(reply, all.items);
        }
        return { data: await listLaporan(ctx.db, auth, q) };
      },
    );

  list(
    '/laporan/list-individu',
    REPORTER_ROLES,
    "The caller's own reports (individu: also those filed for them)",
  );
  list('/laporan/list-upg', ['upg'], "The reports of the caller's UPG");
  list('/laporan/list-kpk', KPK_LIST_ROLES, 'Every report except others’ drafts and those still at a UPG');

  r.get(
    '/laporan/tabbed',
    {
      config: { access: { roles: LAPORAN_ROLES } },
      schema: {
        tags,
        summary: 'Tab counts (one grouped query) and the chosen tab’s page, scoped by role',
        querystring: listQuery,
        response: { 200: envelope(laporanTabbedSchema) },
      },
    },
    async (request, reply) => {
      const auth: AuthContext = requireAuth(request);
      if (request.query.format === 'xlsx') {
        const all = await tabbedLaporan(ctx.db, auth, {
          ...request.query,
          page: 1,
          per_page: EXPORT_MAX_ROWS,
        });
        return sendExport(reply, all.items);
      }
      return { data: await tabbedLaporan(ctx.db, auth, request.query) };
    },
  );

  const dashboard = (path: string, roles: readonly RoleName[], summary: string) =>
    r.get(
      path,
      {
        config: { access: { roles } },
        schema: { tags: ['dashboard'], summary, response: { 200: envelope(laporanDashboardSchema) } },
      },
      async (request) => ({ data: await laporanDashboard(ctx.db, requireAuth(request)) }),
    );
  dashboard('/dashboard/individu', REPORTER_ROLES, 'Own report counts per tab and late reports');
  dashboard('/dashboard/data-entry', ['data_entry'], 'Counts of the reports the caller entered');
  dashboard('/dashboard/upg', ['upg'], "The UPG's counts and reports past the forwarding deadline");
}
