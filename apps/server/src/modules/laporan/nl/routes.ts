import { envelope, idParamSchema, type NlTingkat, type NlView, nlViewSchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { requireAuth } from '../../../platform/access';
import { KPK_LIST_ROLES, laporanForActor } from '../access';
import { nlPenilaianOf } from './assessment';
import { nlProposal } from './proposal';

/** The proposal, the giver's totals and every level's saved assessment of a report, as `GET laporan/{id}/nl`. */
export async function nlView(db: Db, laporanId: number): Promise<NlView> {
  const [proposal, saved] = await Promise.all([nlProposal(db, laporanId), nlPenilaianOf(db, laporanId)]);
  const { usulan, unsur } = proposal;
  const namaUnsur = new Map(unsur.map((u) => [u.id, u.nama]));
  const nama = (id: number | null) => (id === null ? null : (namaUnsur.get(id) ?? null));
  return {
    laporan_id: laporanId,
    nama_pemberi: proposal.namaPemberi,
    tahun: usulan.tahun,
    nilai_pemberi: usulan.nilaiPemberi,
    total_tahunan_lain: usulan.totalTahunanLain,
    total_tahunan: usulan.totalTahunan,
    semua_nl: usulan.semuaNl,
    items: proposal.rincian.map((rincian, i) => {
      const u = usulan.items[i];
      return {
        rincian,
        usulan: {
          unsur_nl_id: u?.unsurNlId ?? null,
          unsur_nl_nama: nama(u?.unsurNlId ?? null),
          alasan: u?.alasan ?? '',
          kondisi: [...(u?.kondisi ?? [])],
        },
        penilaian: saved
          .filter((p) => p.rincian_id === rincian.id)
          .map((p) => ({
            tingkat: p.tingkat as NlTingkat,
            unsur_nl_id: p.unsur_nl_id,
            unsur_nl_nama: nama(p.unsur_nl_id),
            usulan_unsur_nl_id: p.usulan_unsur_nl_id,
            alasan: p.alasan,
            user_id: p.user_id,
            user_nama: p.user_nama,
            updated_at: p.updated_at.toISOString(),
          })),
      };
    }),
    unsur: unsur.map((u) => ({
      id: u.id,
      kode: u.kode,
      nama: u.nama,
      batas_per_pemberi: u.batasPerPemberi,
      batas_per_tahun: u.batasPerTahun,
      kondisi: [...u.kondisi],
    })),
  };
}

/**
 * /api/laporan/{id}/nl: the negative-list proposal and assessments of a report (issue 10 §2.3), for the KPK staff
 * who may read it. The assessments are saved by the workflow's steps f31, f35 and f39 (`saveNlAssessment`).
 */
export function nlRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/laporan/:id/nl',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags: ['laporan'],
        summary:
          'Negative list of a report: the proposed element per item with its reason, the giver’s yearly total, each level’s assessment',
        params: z.object({ id: idParamSchema }),
        response: { 200: envelope(nlViewSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await laporanForActor(ctx.db, auth, request.params.id, 'read');
      return { data: await nlView(ctx.db, request.params.id) };
    },
  );
}
