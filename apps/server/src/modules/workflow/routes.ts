import {
  decisionsAt,
  envelope,
  finalSteps,
  ROLE_NAMES,
  unreachableSteps,
  WORKFLOW_SCOPES,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { KPK_LIST_ROLES } from '../laporan/access';
import { loadProcess } from './graph';

const processSchema = z.object({
  kode: z.string(),
  versi: z.number().int(),
  nama: z.string(),
  start: z.string().nullable(),
  nodes: z.array(
    z.object({
      kode: z.string(),
      nama: z.string(),
      roles: z.array(z.enum(ROLE_NAMES as unknown as [string, ...string[]])),
      /** Who among the role's holders acts (taskdef lingkup): 'pelapor' waits on the reporter. */
      lingkup: z.enum(WORKFLOW_SCOPES),
      /** The step's form (taskdef formulir): 'penomoran' gives a decision letter its number. */
      formulir: z.string().nullable(),
      final: z.boolean(),
    }),
  ),
  edges: z.array(z.object({ from: z.string(), to: z.string(), decision: z.string(), label: z.string() })),
  /** Steps no path from the start reaches: a definition an administrator should fix. */
  unreachable: z.array(z.string()),
});

/**
 * /api/workflow: the processes the engine runs, as their masters define them (issue 10 §1): the admin's diagram and
 * each report's path are drawn from this.
 */
export function workflowRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/workflow/proses/:kode',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags: ['workflow'],
        summary:
          'A process (latest active version, or `versi`): its steps, who acts at each, and its decisions',
        params: z.object({ kode: z.string().trim().min(1).max(50) }),
        querystring: z.object({ versi: z.coerce.number().int().min(1).max(2147483647).optional() }),
        response: { 200: envelope(processSchema) },
      },
    },
    async (request) => {
      const { graph, nama, order } = await loadProcess(
        ctx.db,
        request.params.kode,
        request.query.versi ?? null,
      );
      const start = order[0] ?? null;
      const finals = new Set(finalSteps(graph));
      return {
        data: {
          kode: graph.kode,
          versi: graph.versi,
          nama,
          start,
          nodes: order.map((kode) => {
            const task = graph.tasks.get(kode);
            return {
              kode,
              nama: task?.nama ?? kode,
              roles: [...(task?.roles ?? [])],
              lingkup: task?.lingkup ?? 'peran',
              formulir: task?.formulir ?? null,
              final: finals.has(kode),
            };
          }),
          edges: order.flatMap((from) =>
            decisionsAt(graph, from).map((d) => ({ from, to: d.to, decision: d.decision, label: d.label })),
          ),
          unreachable: start ? unreachableSteps(graph, start) : [],
        },
      };
    },
  );
}
