import { envelope, idParamSchema, mediaInfoSchema, type RoleName } from '@gratifikasi/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { objek_gratifikasis, og_resis, users } from '../../../db/schema';
import { requireAuth } from '../../../platform/access';
import { audit } from '../../../platform/audit';
import { AppError, fieldError } from '../../../platform/errors';
import { attachMedia, mediaInfo, mediaOf, storeFile } from '../../../platform/files';
import { readUpload, registerUploads } from '../../../platform/upload';
import { laporanForActor } from '../../laporan/access';
import { metaOf, READ, tags, WRITE } from '../http';

const MB = 1024 * 1024;
const RESI_COLLECTION = 'resi';
/** Who sends objects by courier: the reporter (self-service or typed in by data entry) and a UPG for its reports. */
const PENGIRIM: readonly RoleName[] = ['individu', 'upg', 'data_entry'];
const params = z.object({ id: idParamSchema });
const text = (label: string, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(3, `${label} minimal 3 karakter`)
    .max(max, `${label} maksimal ${max} karakter`);
const submitSchema = z.object({
  media_id: z.number({ message: 'Unggah foto resi terlebih dahulu' }).int().positive(),
  nomor_resi: text('Nomor resi', 100),
  kurir: text('Jasa pengiriman', 100),
});
const verifikasiSchema = z.object({
  sesuai: z.boolean({ message: 'Pilih hasil verifikasi' }),
  catatan: z.string().trim().max(1000, 'Catatan maksimal 1000 karakter').optional(),
});
export const ogResiSchema = z.object({
  id: z.number(),
  laporan_id: z.number(),
  nomor_resi: z.string(),
  kurir: z.string(),
  media_id: z.number(),
  status: z.enum(['DIKIRIM', 'SESUAI', 'TIDAK_SESUAI']),
  catatan_verifikasi: z.string().nullable(),
  pengirim: z.string().nullable(),
  created_at: z.string(),
});
type OgResi = z.infer<typeof ogResiSchema>;

/** How many of the report's state-owned objects are still expected: what a courier parcel would carry. */
async function awaited(tx: Db, laporanId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(objek_gratifikasis)
    .where(
      and(
        eq(objek_gratifikasis.laporan_id, laporanId),
        eq(objek_gratifikasis.state, 'DIHARAPKAN'),
        inArray(objek_gratifikasis.kepemilikan, ['MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA']),
      ),
    );
  return row?.n ?? 0;
}

async function assertAwaited(tx: Db, laporanId: number) {
  if ((await awaited(tx, laporanId)) === 0) {
    throw new AppError('CONFLICT', 'Tidak ada objek gratifikasi laporan ini yang menunggu dikirim ke KPK');
  }
}

async function resiOf(db: Db, where: ReturnType<typeof eq>): Promise<OgResi[]> {
  const rows = await db
    .select({
      id: og_resis.id,
      laporan_id: og_resis.laporan_id,
      nomor_resi: og_resis.nomor_resi,
      kurir: og_resis.kurir,
      media_id: og_resis.media_id,
      status: og_resis.status,
      catatan_verifikasi: og_resis.catatan_verifikasi,
      pengirim: users.name,
      created_at: og_resis.created_at,
    })
    .from(og_resis)
    .leftJoin(users, eq(users.id, og_resis.created_by))
    .where(where)
    .orderBy(desc(og_resis.id));
  return rows.map((r) => ({
    ...r,
    status: r.status as OgResi['status'],
    created_at: r.created_at.toISOString(),
  }));
}

/**
 * Objects sent by courier (issue 12 §2): the reporter uploads the receipt's photo and submits its number; the KPK
 * staff see it beside the object and verify it against the parcel. Own scope for the multipart parser.
 */
export async function ogResiRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/laporan/:id/upload-resi',
    {
      config: { access: { roles: PENGIRIM } },
      schema: {
        tags,
        summary: "The photo of a courier receipt for a report's objects (multipart `file`; image or PDF)",
        consumes: ['multipart/form-data'],
        params,
        response: { 201: envelope(mediaInfoSchema) },
      },
    },
    async (request, reply) => {
      const meta = metaOf(request);
      const settings = await ctx.settings.get();
      const bytes = await readUpload(request, settings.upload_max_mb * MB);
      const row = await ctx.db.transaction(async (tx) => {
        const laporan = await laporanForActor(tx, meta.auth, request.params.id, 'read');
        await assertAwaited(tx, laporan.id);
        const stored = await storeFile(
          tx,
          ctx.files,
          { bytes, filename: `resi-${laporan.nosig ?? laporan.id}` },
          { accept: ['image', 'pdf'], maxBytes: settings.upload_max_mb * MB, createdBy: meta.auth.user.id },
        );
        await attachMedia(tx, [stored.id], 'laporan', laporan.id, RESI_COLLECTION);
        await audit(tx, meta, {
          action: 'og.resi.upload',
          entity: 'laporan',
          entity_id: laporan.id,
          after: { media_id: stored.id },
        });
        return stored;
      });
      return reply.code(201).send({ data: mediaInfo(row), message: 'Foto resi diunggah' });
    },
  );

  r.post(
    '/laporan/:id/submit-resi',
    {
      config: { access: { roles: PENGIRIM } },
      schema: {
        tags,
        summary: 'Submits a courier receipt (its uploaded photo, number and courier) for the KPK to verify',
        params,
        body: submitSchema,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const meta = metaOf(request);
      const id = await ctx.db.transaction(async (tx) => {
        const laporan = await laporanForActor(tx, meta.auth, request.params.id, 'read');
        await assertAwaited(tx, laporan.id);
        const file = (await mediaOf(tx, 'laporan', laporan.id, RESI_COLLECTION)).find(
          (m) => m.id === request.body.media_id,
        );
        if (!file || file.created_by !== meta.auth.user.id)
          throw fieldError('media_id', 'Foto resi tidak ditemukan');
        const [row] = await tx
          .insert(og_resis)
          .values({
            laporan_id: laporan.id,
            nomor_resi: request.body.nomor_resi,
            kurir: request.body.kurir,
            media_id: file.id,
            created_by: meta.auth.user.id,
          })
          .returning({ id: og_resis.id });
        if (!row) throw new Error('og_resis insert returned nothing');
        await audit(tx, meta, {
          action: 'og.resi.submit',
          entity: 'og_resis',
          entity_id: row.id,
          after: request.body,
        });
        return row.id;
      });
      return { data: { id }, message: 'Resi pengiriman dikirim' };
    },
  );

  r.get(
    '/laporan/:id/resi',
    {
      config: { access: { roles: PENGIRIM } },
      schema: {
        tags,
        summary:
          "For the reporter: how many of the report's objects await sending to the KPK, and the receipts sent",
        params,
        response: { 200: envelope(z.object({ menunggu_kirim: z.number(), resi: z.array(ogResiSchema) })) },
      },
    },
    async (request) => {
      const laporan = await laporanForActor(ctx.db, requireAuth(request), request.params.id, 'read');
      return {
        data: {
          menunggu_kirim: await awaited(ctx.db, laporan.id),
          resi: await resiOf(ctx.db, eq(og_resis.laporan_id, laporan.id)),
        },
      };
    },
  );

  r.get(
    '/og/resi/laporan/:id',
    {
      config: READ,
      schema: {
        tags,
        summary: "The courier receipts of a report's objects, for the KPK staff",
        params,
        response: { 200: envelope(z.array(ogResiSchema)) },
      },
    },
    async (request) => ({ data: await resiOf(ctx.db, eq(og_resis.laporan_id, request.params.id)) }),
  );

  r.get(
    '/og/resi/:id/berkas',
    { config: READ, schema: { tags, summary: "A courier receipt's photo", params } },
    async (request, reply) => {
      const [resi] = await ctx.db.select().from(og_resis).where(eq(og_resis.id, request.params.id));
      if (!resi) throw new AppError('NOT_FOUND', 'Resi tidak ditemukan');
      const file = (await mediaOf(ctx.db, 'laporan', resi.laporan_id, RESI_COLLECTION)).find(
        (m) => m.id === resi.media_id,
      );
      if (!file) throw new AppError('NOT_FOUND', 'Berkas resi tidak ditemukan');
      return reply
        .header('content-type', file.mime_type)
        .header('x-content-type-options', 'nosniff')
        .send(await ctx.files.open(file.storage_key));
    },
  );

  r.post(
    '/og/resi/:id/verifikasi',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Verifies a courier receipt against the parcel that arrived (sesuai or not, with a note)',
        params,
        body: verifikasiSchema,
        response: { 200: envelope(z.object({ status: z.string() })) },
      },
    },
    async (request) => {
      const meta = metaOf(request);
      if (!['admin_pengelola_OG', 'anggota_tim'].includes(meta.auth.activeRole ?? ''))
        throw new AppError('FORBIDDEN');
      const status = request.body.sesuai ? 'SESUAI' : 'TIDAK_SESUAI';
      await ctx.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(og_resis)
          .where(eq(og_resis.id, request.params.id))
          .for('update');
        if (!before) throw new AppError('NOT_FOUND', 'Resi tidak ditemukan');
        if (before.status !== 'DIKIRIM') throw new AppError('CONFLICT', 'Resi ini sudah diverifikasi');
        await tx
          .update(og_resis)
          .set({
            status,
            catatan_verifikasi: request.body.catatan ?? null,
            verified_by: meta.auth.user.id,
            verified_at: new Date(),
          })
          .where(eq(og_resis.id, before.id));
        await audit(tx, meta, {
          action: 'og.resi.verifikasi',
          entity: 'og_resis',
          entity_id: before.id,
          before,
          after: { status },
        });
      });
      return { data: { status }, message: 'Verifikasi resi disimpan' };
    },
  );
}
