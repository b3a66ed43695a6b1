import {
  anggotaVerifikasiSchema,
  DIREKTUR_VERIFIKASI,
  envelope,
  GROUP_HEAD_VERIFIKASI,
  idParamSchema,
  KETUA_TIM_VERIFIKASI,
  PEMBUAT_DAFTAR_VERIFIKASI,
  PENILAI_VERIFIKASI,
  permintaanKeputusanSchema,
  type RoleName,
  riwayatVerifikasiQuerySchema,
  riwayatVerifikasiSchema,
  verifikasiBuatResultSchema,
  verifikasiBuatSchema,
  verifikasiDetailSchema,
  verifikasiListQuerySchema,
  verifikasiMovedSchema,
  verifikasiNilaiSchema,
  verifikasiPageSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { PPG_READERS, ppgActor } from '../diseminasi/scope';
import { meta } from '../konfigurasi/access';
import { listVerifikasi, verifikasiDetail } from './read';
import { riwayatVerifikasi } from './riwayat';
import { anggotaPpg, buatDaftar, putuskan, simpanNilai } from './service';

const tags = ['ppg-verifikasi'];
const idParams = z.object({ id: idParamSchema });
const moved = envelope(verifikasiMovedSchema);
/** Everyone on the chain reads (a member only their own: 404 otherwise) and decides at their own step. */
const CHAIN: readonly RoleName[] = [
  ...PENILAI_VERIFIKASI,
  ...KETUA_TIM_VERIFIKASI,
  ...GROUP_HEAD_VERIFIKASI,
  ...DIREKTUR_VERIFIKASI,
];

/** The verification of an institution's year (issue 25 §3): one line in app.ts registers it. */
export function ppgVerifikasiRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/approval-verifikasi',
    {
      config: { access: { roles: CHAIN } },
      schema: {
        tags,
        summary:
          'Verifications by year, status, participant filter (MONEV/ALL), institution name; a member sees their own',
        querystring: verifikasiListQuerySchema,
        response: { 200: envelope(verifikasiPageSchema) },
      },
    },
    async (request) => ({ data: await listVerifikasi(ctx, requireAuth(request), request.query) }),
  );
  r.get(
    '/approval-verifikasi/anggota',
    {
      config: { access: { roles: PEMBUAT_DAFTAR_VERIFIKASI } },
      schema: {
        tags,
        summary: 'The PPG members a year’s verifications may be assigned to',
        response: { 200: envelope(anggotaVerifikasiSchema) },
      },
    },
    async () => ({ data: await anggotaPpg(ctx.db) }),
  );
  r.get(
    '/approval-verifikasi/instansi/:upg_id',
    {
      config: { access: { roles: PPG_READERS } },
      schema: {
        tags,
        summary:
          'An institution’s verifications of a year with their path, and its kept scores per year and version (its overview; a UPG: its own only)',
        params: z.object({ upg_id: idParamSchema }),
        querystring: riwayatVerifikasiQuerySchema,
        response: { 200: envelope(riwayatVerifikasiSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const actor = await ppgActor(ctx.db, auth);
      return {
        data: await riwayatVerifikasi(ctx.db, auth, actor, request.params.upg_id, request.query.tahun),
      };
    },
  );
  r.post(
    '/approval-verifikasi/buat',
    {
      config: { access: { roles: PEMBUAT_DAFTAR_VERIFIKASI } },
      schema: {
        tags,
        summary:
          'Buat daftar verifikasi: one per participant of the year on the versions in force (idempotent)',
        body: verifikasiBuatSchema,
        response: { 200: envelope(verifikasiBuatResultSchema) },
      },
    },
    async (request) => {
      const data = await buatDaftar(ctx, meta(request), request.body);
      return { data, message: `${data.dibuat} verifikasi dibuat` };
    },
  );
  r.get(
    '/approval-verifikasi/:id',
    {
      config: { access: { roles: CHAIN } },
      schema: {
        tags,
        summary:
          'One verification: indicators, allowed levels (kriteria-verif-skor), scores, notes, evidence, panel, history',
        params: idParams,
        response: { 200: envelope(verifikasiDetailSchema) },
      },
    },
    async (request) => ({ data: await verifikasiDetail(ctx, requireAuth(request), request.params.id) }),
  );
  r.put(
    '/approval-verifikasi/:id',
    {
      config: { access: { roles: PENILAI_VERIFIKASI } },
      schema: {
        tags,
        summary:
          'The assigned member’s scores and notes (draft; 422 outside the criteria, 409 stale or not at their step)',
        params: idParams,
        body: verifikasiNilaiSchema,
        response: { 200: moved },
      },
    },
    async (request) => ({
      data: await simpanNilai(ctx, meta(request), request.params.id, request.body),
      message: 'Nilai verifikasi disimpan',
    }),
  );
  r.post(
    '/approval-verifikasi/:id/keputusan',
    {
      config: { access: { roles: CHAIN } },
      schema: {
        tags,
        summary:
          'Send (member), approve or return one step with a note (team leader, group head, director), cancel (group head)',
        params: idParams,
        body: permintaanKeputusanSchema,
        response: { 200: moved },
      },
    },
    async (request) => ({
      data: await putuskan(ctx, meta(request), request.params.id, request.body),
      message: 'Keputusan verifikasi disimpan',
    }),
  );
}
