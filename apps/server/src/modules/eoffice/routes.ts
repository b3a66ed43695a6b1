import { ADMIN_AREA_ROLES, apiDateSchema, idParamSchema } from '@gratifikasi/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { eoffice_kirimans, eoffice_simulator_surats, laporans } from '../../db/schema';
import { requireAuth } from '../../platform/access';
import { audit } from '../../platform/audit';
import { eofficeKind } from '../../platform/eoffice';
import { AppError } from '../../platform/errors';
import { todayJakarta } from '../laporan/lookups';
import { wakeEoffice } from './queue';

const tags = ['eoffice'];
const config = { access: { roles: ADMIN_AREA_ROLES } };
const params = z.object({ id: idParamSchema });
const setujuiBody = z.object({ tanggal: apiDateSchema.optional() });
const tolakBody = z.object({
  catatan: z
    .string({ message: 'Catatan penolakan wajib diisi' })
    .trim()
    .min(5, 'Catatan penolakan minimal 5 karakter')
    .max(2000, 'Catatan penolakan maksimal 2000 karakter'),
});

/**
 * The e-office seen from the admin area: the letters sent and what became of them (waiting, its last error), and —
 * in the demo without EOFFICE_URL — the simulator's inbox, where an approver approves or rejects each letter. Outside
 * the demo the simulator's routes are not mounted at all.
 */
export function eofficeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adapter = eofficeKind(ctx.config);
  const simulator = adapter === 'simulator';

  r.get(
    '/admin/eoffice',
    {
      config,
      schema: {
        tags,
        summary: 'The letters sent to the e-office, and the simulator inbox when it stands in',
        description:
          "`adapter`: 'http' (EOFFICE_URL), 'simulator' (the demo without EOFFICE_URL) or 'none' (no e-office: " +
          'letters wait, each saying so in `galat_terakhir`).',
      },
    },
    async () => {
      const kiriman = await ctx.db
        .select({
          id: eoffice_kirimans.id,
          laporan_id: eoffice_kirimans.laporan_id,
          laporan_kegiatan_id: eoffice_kirimans.laporan_kegiatan_id,
          nosig: laporans.nosig,
          jenis: eoffice_kirimans.jenis,
          langkah: eoffice_kirimans.langkah,
          status: eoffice_kirimans.status,
          ref: eoffice_kirimans.ref,
          catatan: eoffice_kirimans.catatan,
          percobaan: eoffice_kirimans.percobaan,
          galat_terakhir: eoffice_kirimans.galat_terakhir,
          coba_lagi_at: eoffice_kirimans.coba_lagi_at,
          created_at: eoffice_kirimans.created_at,
          diputus_at: eoffice_kirimans.diputus_at,
        })
        .from(eoffice_kirimans)
        .leftJoin(laporans, eq(laporans.id, eoffice_kirimans.laporan_id))
        .orderBy(desc(eoffice_kirimans.id))
        .limit(100);
      const inbox = simulator
        ? await ctx.db
            .select()
            .from(eoffice_simulator_surats)
            .orderBy(desc(eoffice_simulator_surats.id))
            .limit(100)
        : [];
      return { data: { adapter, kiriman, simulator: inbox } };
    },
  );

  /** The simulator's approver decides a letter it holds; the e-office job then pulls the answer. */
  const decide = async (
    request: Parameters<typeof requireAuth>[0],
    id: number,
    status: 'APPROVED' | 'REJECTED',
    values: { tanggal: string | null; catatan: string | null },
  ) => {
    const auth = requireAuth(request);
    return ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(eoffice_simulator_surats)
        .where(eq(eoffice_simulator_surats.id, id))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND', 'Surat tidak ditemukan di e-office');
      if (row.status !== 'PENDING') throw new AppError('CONFLICT', 'Surat ini sudah diputus di e-office');
      await tx
        .update(eoffice_simulator_surats)
        .set({ status, ...values, diputus_oleh: auth.user.id, diputus_at: new Date() })
        .where(and(eq(eoffice_simulator_surats.id, id), eq(eoffice_simulator_surats.status, 'PENDING')));
      await audit(
        tx,
        { ...request, auth },
        {
          action: `eoffice.simulator.${status === 'APPROVED' ? 'setujui' : 'tolak'}`,
          entity: 'eoffice_simulator_surats',
          entity_id: id,
          after: { status, ...values },
        },
      );
      await wakeEoffice(tx, ctx);
      return { id, status };
    });
  };

  // The simulator exists in the demo only, for the admin area's roles (superuser, sysadmin).
  if (!simulator) return;

  r.post(
    '/admin/eoffice-simulator/:id/setujui',
    {
      config,
      schema: {
        tags,
        summary: 'Simulator: approve and sign a letter (dated today unless given)',
        params,
        body: setujuiBody,
      },
    },
    async (request) => ({
      data: await decide(request, request.params.id, 'APPROVED', {
        tanggal: request.body.tanggal ?? todayJakarta(),
        catatan: null,
      }),
      message: 'Surat disetujui di e-office',
    }),
  );

  r.post(
    '/admin/eoffice-simulator/:id/tolak',
    { config, schema: { tags, summary: 'Simulator: reject a letter with a note', params, body: tolakBody } },
    async (request) => ({
      data: await decide(request, request.params.id, 'REJECTED', {
        tanggal: null,
        catatan: request.body.catatan,
      }),
      message: 'Surat ditolak di e-office',
    }),
  );
}
