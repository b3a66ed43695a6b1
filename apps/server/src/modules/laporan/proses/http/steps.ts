import {
  DEFAULT_TASKS,
  envelope,
  idParamSchema,
  idSchema,
  jawabanPelaporSchema,
  WORKFLOW_STEP_PATHS,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../../context';
import { requireAuth } from '../../../../platform/access';
import type { AuthContext, RequestMeta } from '../../../../platform/auth-context';
import { isAppError } from '../../../../platform/errors';
import { KPK_LIST_ROLES } from '../../access';
import { laporanAksi, laporanJawaban, laporanJejak } from '../aksi';
import {
  ACTING_ROLES,
  bulkItems,
  bulkResult,
  decisionBody,
  idParams,
  moved,
  reportDecisions,
  tags,
} from './shared';

/** What the caller may decide, the path so far, the fNN step calls and distribution (issue 10 §1, §2.1). */
export function stepRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { decideOne, answer } = reportDecisions(ctx);

  r.get(
    '/laporan/:id/aksi',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary: 'Where the report stands in its process and what the caller may decide now',
        params: idParams,
        response: { 200: envelope(z.record(z.string(), z.unknown())) },
      },
    },
    async (request) => ({ data: await laporanAksi(ctx, requireAuth(request), request.params.id) }),
  );

  r.get(
    '/laporan/:id/jejak',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary: 'The process of the report and every step it went through',
        params: idParams,
        response: {
          200: envelope(
            z.object({
              proses: z.object({ kode: z.string(), versi: z.number() }),
              step: z.string(),
              langkah: z.array(
                z.object({
                  from: z.string().nullable(),
                  to: z.string(),
                  decision: z.string().nullable(),
                  at: z.string(),
                  actor_name: z.string().nullable(),
                  actor_role: z.string().nullable(),
                  catatan: z.string().nullable(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await laporanJejak(ctx, requireAuth(request), request.params.id) }),
  );

  r.get(
    '/laporan/:id/jawaban-pelapor',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary:
          "The reporter's answers through completeness and response links: what was asked, answered and sent",
        params: idParams,
        response: { 200: envelope(z.array(jawabanPelaporSchema)) },
      },
    },
    async (request) => ({ data: await laporanJawaban(ctx, requireAuth(request), request.params.id) }),
  );

  for (const t of DEFAULT_TASKS) {
    const path = WORKFLOW_STEP_PATHS[t.kode];
    if (!path) continue;
    r.post(
      `/laporan/:id/${path}`,
      {
        config: { access: { roles: ACTING_ROLES } },
        schema: {
          tags,
          summary: `Step ${t.kode}: ${t.nama} (decision, version seen and the step's fields)`,
          params: idParams,
          body: decisionBody,
          response: { 200: moved },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const result = await decideOne({ ...request, auth }, request.params.id, request.body, t.kode);
        return answer(result, request.params.id);
      },
    );
  }

  r.post(
    '/laporan/:id/proses/:step',
    {
      config: { access: { roles: ACTING_ROLES } },
      schema: {
        tags,
        summary: 'Any step of the process (a step an administrator added without a call path of its own)',
        params: z.object({ id: idParamSchema, step: z.string().trim().min(1).max(30) }),
        body: decisionBody,
        response: { 200: moved },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await decideOne(
        { ...request, auth },
        request.params.id,
        request.body,
        request.params.step,
      );
      return answer(result, request.params.id);
    },
  );

  /** Bulk distribution: each report in its own transaction, so one stale row does not hold back the rest. */
  async function bulk(
    meta: RequestMeta & { auth: AuthContext },
    items: { id: number; versi: number }[],
    step: string,
    fields: Record<string, unknown>,
  ) {
    const berhasil: number[] = [];
    const gagal: { id: number; pesan: string }[] = [];
    for (const item of items) {
      try {
        await decideOne(meta, item.id, { keputusan: 'distribusi', versi: item.versi, ...fields }, step);
        berhasil.push(item.id);
      } catch (error) {
        if (!isAppError(error)) throw error;
        const field = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
        gagal.push({ id: item.id, pesan: field ?? error.message });
      }
    }
    return { data: { berhasil, gagal } };
  }

  r.post(
    '/laporan/distribusi',
    {
      config: { access: { roles: ['koordinator'] as const } },
      schema: {
        tags,
        summary: 'The coordinator distributes reports to a group (bulk)',
        body: z.object({ items: bulkItems, grup_id: idSchema, catatan: z.string().max(2000).nullish() }),
        response: { 200: bulkResult },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { items, ...fields } = request.body;
      return bulk({ ...request, auth }, items, 'distribusi', fields);
    },
  );

  r.post(
    '/laporan/distribusi-fungsional',
    {
      config: { access: { roles: ['ketua_group'] as const } },
      schema: {
        tags,
        summary: 'The group head distributes reports to a team member (bulk)',
        body: z.object({
          items: bulkItems,
          anggota_user_id: idSchema,
          catatan: z.string().max(2000).nullish(),
        }),
        response: { 200: bulkResult },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { items, ...fields } = request.body;
      return bulk({ ...request, auth }, items, 'distribusi-f', fields);
    },
  );
}
