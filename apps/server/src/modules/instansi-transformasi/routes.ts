import { envelope, idParamSchema, masterByKey } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { assertCanWrite } from '../masters/access';
import { previewTransform, runTransform } from './service';

const instansi = z.object({
  id: z.number().int(),
  kode: z.string(),
  nama: z.string(),
  is_active: z.boolean(),
});
const pindah = z.array(z.object({ tabel: z.string(), label: z.string(), jumlah: z.number().int() }));
const tetap = z.array(
  z.object({ tabel: z.string(), label: z.string(), jumlah: z.number().int(), alasan: z.string() }),
);
const previewSchema = z.object({
  jenis: z.literal('unit-kerja'),
  instansi,
  version: z.string(),
  target: instansi.nullable(),
  selesai: z
    .object({
      target_instansi_id: z.number().int(),
      target_nama: z.string(),
      unit_kerja_id: z.number().int().nullable(),
      unit_kerja_nama: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
  pindah,
  tetap,
});
const resultSchema = z.object({
  id: z.number().int(),
  instansi,
  target: instansi,
  unit_kerja: z.object({ id: z.number().int(), kode: z.string(), nama: z.string() }),
  pindah,
  tetap,
});
const params = z.object({ id: idParamSchema, type: z.string().max(30) });

const instansiDef = () => {
  const def = masterByKey('instansi');
  if (!def) throw new Error('master instansi missing');
  return def;
};

/**
 * The transform of an institution into another type (issue 28 §1, /kpk/master-instansis/:type/:id): the preview and
 * the run, for whoever may change the institution master (the KPK admin and the system administrators).
 */
export function instansiTransformasiRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: ['frapp-master-manage'] as const } };
  const tags = ['masters'];
  const url = '/admin/masters/instansi/:id/transformasi/:type';

  r.get(
    url,
    {
      config,
      schema: {
        tags,
        summary: 'Preview: what moves to the target institution and what stays (type: unit-kerja)',
        params,
        querystring: z.object({ target_instansi_id: idParamSchema.optional() }),
        response: { 200: envelope(previewSchema) },
      },
    },
    async (request) => {
      assertCanWrite(request.auth, instansiDef());
      const { id, type } = request.params;
      return { data: await previewTransform(ctx, id, type, request.query.target_instansi_id ?? null) };
    },
  );

  r.post(
    url,
    {
      config,
      schema: {
        tags,
        summary: 'Transform the institution into a unit kerja of the target, in one transaction (audited)',
        params,
        body: z.object({ target_instansi_id: idParamSchema, version: z.string().min(1).max(40) }),
        response: { 200: envelope(resultSchema) },
      },
    },
    async (request) => {
      assertCanWrite(request.auth, instansiDef());
      const { id, type } = request.params;
      const data = await runTransform(ctx, request, id, type, request.body);
      return { data, message: `${data.instansi.nama} menjadi unit kerja ${data.target.nama}` };
    },
  );
}
