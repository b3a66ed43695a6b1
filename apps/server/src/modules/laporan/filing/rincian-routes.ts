import { envelope, idParamSchema, idSchema, rincianPayloadSchema, rincianSchema } from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { rincian_laporans } from '../../../db/schema/index';
import { requireAuth } from '../../../platform/access';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { LAPORAN_ROLES, laporanForActor } from '../access';
import { rincianOf } from './read';
import { recomputeTotal, valueRincian } from './rincian-values';
import { FILING_ROLES } from './write';

const tags = ['rincian-laporan'];
const idParams = z.object({ id: idParamSchema });
const createBody = rincianPayloadSchema.extend({ laporan_id: idSchema });
const itemResponse = { 200: envelope(rincianSchema) };

/**
 * The item and its report, when the caller may write the report; NOT_FOUND otherwise. The item is read again once
 * the report is locked, so a change racing on another item of the same report sees what the first one left.
 */
async function itemForWrite(tx: Db, auth: AuthContext, id: number) {
  const liveItem = async () => {
    const [row] = await tx
      .select()
      .from(rincian_laporans)
      .where(and(eq(rincian_laporans.id, id), isNull(rincian_laporans.deleted_at)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Rincian tidak ditemukan');
    return row;
  };
  const laporan = await laporanForActor(tx, auth, (await liveItem()).laporan_id, 'write');
  return { item: await liveItem(), laporan };
}

async function itemDto(db: Db, laporanId: number, id: number) {
  const found = (await rincianOf(db, laporanId)).find((r) => r.id === id);
  if (!found) throw new AppError('NOT_FOUND', 'Rincian tidak ditemukan');
  return found;
}

/** /api/rincian-laporan: items of a report, one at a time (writes only while the report is editable). */
export function rincianRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = { access: { roles: FILING_ROLES } };

  r.get(
    '/rincian-laporan',
    {
      config: { access: { roles: LAPORAN_ROLES } },
      schema: {
        tags,
        summary: 'The items of one report',
        querystring: z.object({ laporan_id: idParamSchema }),
        response: { 200: envelope(z.array(rincianSchema)) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await laporanForActor(ctx.db, auth, request.query.laporan_id, 'read');
      return { data: await rincianOf(ctx.db, request.query.laporan_id) };
    },
  );

  r.post(
    '/rincian-laporan',
    { config: write, schema: { tags, summary: 'Add an item', body: createBody, response: itemResponse } },
    async (request) => {
      const auth = requireAuth(request);
      const { laporan_id, ...item } = request.body;
      const id = await ctx.db.transaction(async (tx) => {
        const laporan = await laporanForActor(tx, auth, laporan_id, 'write');
        const [values] = await valueRincian(tx, [item], laporan.tanggal_penerimaan, false, 'rincian');
        if (!values) throw new Error('no item');
        const { id: _ignored, ...insert } = values;
        const [row] = await tx
          .insert(rincian_laporans)
          .values({ ...insert, laporan_id })
          .returning({ id: rincian_laporans.id });
        if (!row) throw new Error('rincian insert returned nothing');
        await recomputeTotal(tx, laporan_id, true);
        await audit(tx, request, {
          action: 'rincian.create',
          entity: 'rincian_laporan',
          entity_id: row.id,
          after: item,
        });
        return row.id;
      });
      return { data: await itemDto(ctx.db, laporan_id, id), message: 'Rincian berhasil ditambahkan' };
    },
  );

  r.put(
    '/rincian-laporan/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change an item',
        params: idParams,
        body: rincianPayloadSchema,
        response: itemResponse,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const laporanId = await ctx.db.transaction(async (tx) => {
        const { item, laporan } = await itemForWrite(tx, auth, request.params.id);
        const [values] = await valueRincian(tx, [request.body], laporan.tanggal_penerimaan, false, 'rincian');
        if (!values) throw new Error('no item');
        const { id: _ignored, ...update } = values;
        await tx
          .update(rincian_laporans)
          .set({ ...update, updated_at: new Date() })
          .where(eq(rincian_laporans.id, item.id));
        await recomputeTotal(tx, laporan.id, true);
        await audit(tx, request, {
          action: 'rincian.update',
          entity: 'rincian_laporan',
          entity_id: item.id,
          before: { nilai_taksiran: item.nilai_taksiran, mata_uang_kode: item.mata_uang_kode },
          after: request.body,
        });
        return laporan.id;
      });
      return {
        data: await itemDto(ctx.db, laporanId, request.params.id),
        message: 'Rincian berhasil diperbarui',
      };
    },
  );

  r.delete(
    '/rincian-laporan/:id',
    { config: write, schema: { tags, summary: 'Remove an item', params: idParams } },
    async (request) => {
      const auth = requireAuth(request);
      await ctx.db.transaction(async (tx) => {
        const { item, laporan } = await itemForWrite(tx, auth, request.params.id);
        await tx
          .update(rincian_laporans)
          .set({ deleted_at: new Date() })
          .where(eq(rincian_laporans.id, item.id));
        await recomputeTotal(tx, laporan.id, true);
        await audit(tx, request, {
          action: 'rincian.delete',
          entity: 'rincian_laporan',
          entity_id: item.id,
          before: { uraian: item.uraian, nilai_rupiah: item.nilai_rupiah },
        });
      });
      return { data: null, message: 'Rincian berhasil dihapus' };
    },
  );
}
