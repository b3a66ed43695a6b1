import { PassThrough } from 'node:stream';
import {
  dashboardKpkSchema,
  envelope,
  idParamSchema,
  pivotQuerySchema,
  pivotResultSchema,
  REPORT_AREA_ROLES,
  type ReportQuery,
  type RoleName,
  reportCatalogItemSchema,
  reportFilterSimpanBodySchema,
  reportFilterSimpanSchema,
  reportKeyParamsSchema,
  reportQuerySchema,
  reportResultSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { afterListening } from '../../platform/after-start';
import { AppError } from '../../platform/errors';
import { XLSX_CONTENT_TYPE } from '../../platform/excel';
import { dashboardKpk } from './dashboard';
import type { RedFlagAturan } from './definitions/types';
import { assertReportAccess, aturanOf, canReadReport, reportCount, reportFilters, runReport } from './engine';
import { writeReportXlsx } from './export';
import { deleteFilterSimpan, listFilterSimpan, saveFilterSimpan } from './filters';
import { runPivot } from './pivot';
import { pivotXlsx } from './pivot-table';
import { reportReadDb } from './read-db';
import { REPORT_REGISTRY, type RegisteredReport } from './registry';
import { ringkasanRefreshedAt } from './ringkasan';
import { reportCaller, systemCaller } from './scope';

const tags = ['report'];
/** Every role of an area with reports; which report each may read is the definition's (403 otherwise). */
export const REPORT_ROLES: readonly RoleName[] = [...new Set(Object.values(REPORT_AREA_ROLES).flat())];

/** The report of a key, readable by the caller's area (404 unknown, 403 another area's). */
function reportFor(key: string, caller: ReturnType<typeof reportCaller>): RegisteredReport {
  const reg = REPORT_REGISTRY.get(key);
  if (!reg) throw new AppError('NOT_FOUND', 'Laporan tidak ditemukan');
  assertReportAccess(reg.meta, caller);
  return reg;
}

/** Computes the first page of every report whose definition keeps its whole result (the red flags) for the KPK. */
export async function warmWholeResults(db: Db, aturan: RedFlagAturan): Promise<void> {
  const caller = systemCaller();
  for (const reg of REPORT_REGISTRY.values()) {
    if (reg.def.kind !== 'baris' || !reg.def.wholeResult || !reg.meta.areas.includes(caller.area)) continue;
    await runReport(db, reg, caller, { page: 1, per_page: 20 } as ReportQuery, aturan);
  }
}

/** The report engine's API (issue 14 §1): every definition's page, totals, chart rows and full Excel export. */
export function reportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readDb = reportReadDb(ctx);
  const access = { roles: REPORT_ROLES };
  // A listening server computes the red flags' whole-set results in the background (aggregations over every report,
  // seconds each on a million), so an analyst opening one reads the cache (tests never listen).
  afterListening(app, () => {
    void (async () => warmWholeResults(readDb, aturanOf(await ctx.settings.get())))().catch((err: unknown) =>
      app.log.warn({ err }, 'report: warming the red flags failed'),
    );
  });

  r.get(
    '/report',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The reports the active role may open',
        response: { 200: envelope(z.array(reportCatalogItemSchema)) },
      },
    },
    async (request) => {
      const caller = reportCaller(requireAuth(request));
      const data = [...REPORT_REGISTRY.values()]
        .filter((reg) => canReadReport(reg.meta, caller))
        .map(({ meta }) => ({
          key: meta.key,
          title: meta.title,
          description: meta.description,
          kind: meta.kind,
        }));
      return { data };
    },
  );

  r.get(
    '/report/:key',
    {
      config: { access },
      schema: {
        tags,
        summary: "One page of a report, its count and the whole filtered set's totals",
        description:
          'Filters, order and paging in the query. A filter the report does not take, or an order column it does ' +
          'not have → 422 naming it; a page past 10,000 rows → 422 (use the export); another area’s report → 403.',
        params: reportKeyParamsSchema,
        querystring: reportQuerySchema,
        response: { 200: envelope(reportResultSchema) },
      },
    },
    async (request) => {
      const caller = reportCaller(requireAuth(request));
      const reg = reportFor(request.params.key, caller);
      const aturan = aturanOf(await ctx.settings.get());
      return { data: await runReport(readDb, reg, caller, request.query, aturan) };
    },
  );

  r.get(
    '/report/:key/export',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The whole filtered set of a report as an Excel workbook, streamed',
        description:
          'Same filters and order as the page. `x-report-rows` carries the number of rows the file will hold, so a ' +
          'screen can show its progress while it downloads.',
        params: reportKeyParamsSchema,
        querystring: reportQuerySchema,
      },
    },
    async (request, reply) => {
      const caller = reportCaller(requireAuth(request));
      const reg = reportFor(request.params.key, caller);
      const f = reportFilters(reg, request.query);
      const aturan = aturanOf(await ctx.settings.get());
      const refreshed = reg.def.kind === 'agregat' ? await ringkasanRefreshedAt(readDb) : null;
      const counted = await reportCount(readDb, reg, caller, f, aturan, refreshed);
      const stream = new PassThrough();
      const name = `${reg.meta.key}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      void writeReportXlsx(readDb, reg, caller, request.query, counted.totals, stream, aturan).catch(
        (err: unknown) => {
          request.log.error({ err }, 'report export failed');
          stream.destroy(err instanceof Error ? err : new Error('export failed'));
        },
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-report-rows', String(counted.total))
        .header('access-control-expose-headers', 'x-report-rows, content-disposition')
        .send(stream);
    },
  );

  r.get(
    '/report/:key/filter',
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's saved filter sets of a report",
        params: reportKeyParamsSchema,
        response: { 200: envelope(z.array(reportFilterSimpanSchema)) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const reg = reportFor(request.params.key, reportCaller(auth));
      return { data: await listFilterSimpan(ctx.db, auth.user.id, reg.meta.key) };
    },
  );

  r.post(
    '/report/:key/filter',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Saves a filter set of a report under a name (same name: replaced)',
        params: reportKeyParamsSchema,
        body: reportFilterSimpanBodySchema,
        response: { 200: envelope(reportFilterSimpanSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const reg = reportFor(request.params.key, reportCaller(auth));
      const data = await saveFilterSimpan(ctx.db, { ...request, auth }, reg, request.body);
      return { data, message: 'Filter disimpan' };
    },
  );

  r.delete(
    '/report/filter/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Deletes one of the caller’s saved filter sets',
        params: z.object({ id: idParamSchema }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      reportCaller(auth);
      await deleteFilterSimpan(ctx.db, { ...request, auth }, request.params.id);
      return { data: null, message: 'Filter dihapus' };
    },
  );
}

/** The pivot (issue 14 §3) for the areas whose menu has report-pivot. */
export const PIVOT_AREAS = ['reporter', 'kpk'] as const;

export function pivotRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readDb = reportReadDb(ctx);
  const pivotCaller = (request: Parameters<typeof requireAuth>[0]) => {
    const caller = reportCaller(requireAuth(request));
    if (!(PIVOT_AREAS as readonly string[]).includes(caller.area)) throw new AppError('FORBIDDEN');
    return caller;
  };
  r.get(
    '/report/pivot',
    {
      config: { access: { roles: REPORT_ROLES } },
      schema: {
        tags,
        summary: 'The pivot: a measure over row and column dimensions, with row, column and grand totals',
        querystring: pivotQuerySchema,
        response: { 200: envelope(pivotResultSchema) },
      },
    },
    async (request) => ({ data: await runPivot(readDb, pivotCaller(request), request.query) }),
  );
  r.get(
    '/report/pivot/export',
    {
      config: { access: { roles: REPORT_ROLES } },
      schema: { tags, summary: 'The pivot as an Excel workbook', querystring: pivotQuerySchema },
    },
    async (request, reply) => {
      const result = await runPivot(readDb, pivotCaller(request), request.query);
      const buffer = await pivotXlsx(result);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="report-pivot-${new Date().toISOString().slice(0, 10)}.xlsx"`,
        )
        .send(buffer);
    },
  );
}

/** `GET dashboard/kpk`: the KPK's (and its PPG roles', reporters', observers') dashboard figures. */
export function dashboardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readDb = reportReadDb(ctx);
  r.get(
    '/dashboard/kpk',
    {
      config: { access: { roles: [...REPORT_AREA_ROLES.kpk, 'reporter', 'observer'] } },
      schema: {
        tags: ['dashboard'],
        summary: "This year's report figures and, for KPK staff, the process and the caller's queue",
        querystring: z.strictObject({ tahun: reportQuerySchema.shape.tahun }),
        response: { 200: envelope(dashboardKpkSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const caller = reportCaller(auth);
      return { data: await dashboardKpk(readDb, caller, auth.activeRole ?? '', request.query.tahun) };
    },
  );
}
