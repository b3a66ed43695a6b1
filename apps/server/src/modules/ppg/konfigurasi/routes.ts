import {
  envelope,
  idParamSchema,
  indikatorEditSchema,
  indikatorSetDetailSchema,
  konfigurasiCreateSchema,
  konfigurasiListQuerySchema,
  konfigurasiMovedSchema,
  konfigurasiPageSchema,
  opsiKonfigurasiSchema,
  permintaanKeputusanSchema,
  skorEditSchema,
  skorSetDetailSchema,
  tahunSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { DECIDE, EDIT, meta, penyunting, READ } from './access';
import {
  createIndikatorSet,
  decideIndikatorSet,
  editIndikatorSet,
  indikatorBerlaku,
  indikatorDetail,
  jumlahIndikator,
  opsiKonfigurasi,
} from './indikator';
import { INDIKATOR_CFG, SKOR_CFG } from './kind';
import { klopRoutes } from './klop/routes';
import {
  createSkorSet,
  decideSkorSet,
  editSkorSet,
  indikatorVersiOf,
  jumlahLevel,
  skorBerlaku,
  skorDetail,
} from './skor';
import { listVersi } from './versi';

const tags = ['ppg-konfigurasi'];
const idParams = z.object({ id: idParamSchema });
const moved = envelope(konfigurasiMovedSchema);
const tahunQuery = z.object({ tahun: tahunSchema });

/** The indicator set (`konfigurasi-indikator`) and the score criteria (`kriteria-verif-skor`), versioned per year. */
function versiRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/konfigurasi-indikator/opsi',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The monev parameters (weights) and score criteria the forms choose from',
        response: { 200: envelope(opsiKonfigurasiSchema) },
      },
    },
    async () => ({ data: await opsiKonfigurasi(ctx.db) }),
  );

  const kinds = [
    {
      base: 'konfigurasi-indikator',
      label: 'Konfigurasi indikator',
      detailSchema: indikatorSetDetailSchema,
      editSchema: indikatorEditSchema,
      list: (q: never) => listVersi(ctx, INDIKATOR_CFG, q, (ids) => jumlahIndikator(ctx.db, ids)),
      detail: indikatorDetail,
      berlaku: indikatorBerlaku,
      create: createIndikatorSet,
      edit: editIndikatorSet as (
        c: ServerContext,
        m: ReturnType<typeof meta>,
        id: number,
        body: never,
      ) => Promise<unknown>,
      decide: decideIndikatorSet,
    },
    {
      base: 'kriteria-verif-skor',
      label: 'Konfigurasi skor verifikasi',
      detailSchema: skorSetDetailSchema,
      editSchema: skorEditSchema,
      list: (q: never) =>
        listVersi(
          ctx,
          SKOR_CFG,
          q,
          (ids) => jumlahLevel(ctx.db, ids),
          (ids) => indikatorVersiOf(ctx.db, ids),
        ),
      detail: skorDetail,
      berlaku: skorBerlaku,
      create: createSkorSet,
      edit: editSkorSet as (
        c: ServerContext,
        m: ReturnType<typeof meta>,
        id: number,
        body: never,
      ) => Promise<unknown>,
      decide: decideSkorSet,
    },
  ] as const;

  for (const k of kinds) {
    r.get(
      `/${k.base}`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: `${k.label}: the versions, newest year and version first (by year and status)`,
          querystring: konfigurasiListQuerySchema,
          response: { 200: envelope(konfigurasiPageSchema) },
        },
      },
      async (request) => ({ data: await k.list(request.query as never) }),
    );
    r.get(
      `/${k.base}/berlaku`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: `${k.label}: the version in force for a year (404 before one is approved)`,
          querystring: tahunQuery,
          response: { 200: envelope(k.detailSchema) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return { data: await k.berlaku(ctx, auth, request.query.tahun, penyunting(auth)) };
      },
    );
    r.get(
      `/${k.base}/:id`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: `${k.label}: one version with its content, the decision panel and its path`,
          params: idParams,
          response: { 200: envelope(k.detailSchema) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return { data: await k.detail(ctx, auth, request.params.id, penyunting(auth)) };
      },
    );
    r.post(
      `/${k.base}`,
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: `${k.label}: a new draft version of a year, copied from the version in force or last year's (409 while one is open)`,
          body: konfigurasiCreateSchema,
          response: { 201: moved },
        },
      },
      async (request, reply) => {
        const data = await k.create(ctx, meta(request), request.body.tahun);
        return reply.status(201).send({ data, message: `${k.label} versi baru dibuat` });
      },
    );
    r.put(
      `/${k.base}/:id`,
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: `${k.label}: the draft's content replaced (409 when not a draft or stale)`,
          params: idParams,
          body: k.editSchema,
          response: { 200: moved },
        },
      },
      async (request) => {
        const data = await k.edit(ctx, meta(request), request.params.id, request.body as never);
        return { data: data as z.infer<typeof konfigurasiMovedSchema>, message: `${k.label} disimpan` };
      },
    );
    r.post(
      `/${k.base}/:id/keputusan`,
      {
        config: { access: DECIDE },
        schema: {
          tags,
          summary: `${k.label}: send (group head), return, approve (freezes it) or refuse (director), on the workflow engine`,
          params: idParams,
          body: permintaanKeputusanSchema,
          response: { 200: moved },
        },
      },
      async (request) => {
        const data = await k.decide(ctx, meta(request), request.params.id, request.body);
        return { data, message: `Keputusan ${k.label.toLowerCase()} disimpan` };
      },
    );
  }
}

/** The year's frame of the PPG monitoring (issue 25 §1): one line in app.ts registers it. */
export function ppgKonfigurasiRoutes(app: FastifyInstance, ctx: ServerContext): void {
  klopRoutes(app, ctx);
  versiRoutes(app, ctx);
}
