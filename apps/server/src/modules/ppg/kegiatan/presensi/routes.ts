import {
  idParamSchema,
  KEGIATAN_ROLES,
  LEVEL_JABATAN_PESERTA_LABELS,
  type LevelJabatanPeserta,
  presensiBukaSchema,
  presensiListQuerySchema,
} from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../../context';
import { ppg_kegiatan_aktivitas } from '../../../../db/schema';
import { requireAuth } from '../../../../platform/access';
import { exportDate, sendSheet } from '../../../admin-users/export';
import { signBerkasUrls } from '../../../konten/berkas-akses';
import { aktivitasOf } from '../aktivitas';
import { lockKegiatan } from '../kind';
import { barisEkspor, daftarPresensi, rekapPresensi } from './daftar';
import { bukaPresensi, tautanPresensi, tutupPresensi } from './tautan';

const tags = ['ppg-kegiatan'];
const ALL = { roles: KEGIATAN_ROLES } as const;
const idParams = z.object({ id: idParamSchema });
const sesiParams = z.object({ id: idParamSchema, aktivitasId: idParamSchema });

const HEADERS = [
  'Sesi',
  'Tanggal sesi',
  'Nama',
  'Jenis identitas',
  'Nomor identitas',
  'Instansi',
  'Level jabatan',
  'Jabatan',
  'Email',
  'Telepon',
  'Waktu presensi',
];

/** Staff side of a session: the session with its attendance link and counts, opening and closing it, the lists. */
export function presensiRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const sesiIds = async (kegiatanId: number) =>
    (
      await ctx.db
        .select({ id: ppg_kegiatan_aktivitas.id })
        .from(ppg_kegiatan_aktivitas)
        .where(eq(ppg_kegiatan_aktivitas.kegiatan_id, kegiatanId))
    ).map((s) => s.id);

  r.get(
    '/kegiatan/:id/aktivitas/:aktivitasId',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'A session, its attendance link (QR) and its counts against the target',
        params: sesiParams,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id, aktivitasId } = request.params;
      const kegiatan = await lockKegiatan(ctx.db, auth, id);
      const sesi = await aktivitasOf(ctx.db, id, aktivitasId);
      return {
        data: {
          ...sesi,
          // The photos' addresses signed for the staff reading them (content files are not public).
          dokumentasi: sesi.dokumentasi.map((d) => ({ ...d, url: signBerkasUrls(d.url) })),
          kegiatan: { id: kegiatan.id, judul: kegiatan.judul, status: kegiatan.status },
          created_at: sesi.created_at.toISOString(),
          updated_at: sesi.updated_at.toISOString(),
          presensi: await tautanPresensi(ctx, aktivitasId),
          rekap: await rekapPresensi(ctx.db, [aktivitasId]),
        },
      };
    },
  );

  r.post(
    '/kegiatan/:id/aktivitas/:aktivitasId/presensi',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: "Opens (or re-opens, same token) the session's attendance link for a window",
        params: sesiParams,
        body: presensiBukaSchema,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id, aktivitasId } = request.params;
      const data = await bukaPresensi(ctx, { ...request, auth }, id, aktivitasId, request.body);
      return { data, message: 'Presensi dibuka' };
    },
  );

  r.post(
    '/kegiatan/:id/aktivitas/:aktivitasId/presensi/tutup',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: "Closes the session's attendance early (409 when not open)",
        params: sesiParams,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id, aktivitasId } = request.params;
      const data = await tutupPresensi(ctx, { ...request, auth }, id, aktivitasId);
      return { data, message: 'Presensi ditutup' };
    },
  );

  r.get(
    '/kegiatan/:id/aktivitas/:aktivitasId/presensi',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: "A page of the session's attendance, newest first",
        params: sesiParams,
        querystring: presensiListQuerySchema,
      },
    },
    async (request) => {
      const { id, aktivitasId } = request.params;
      await lockKegiatan(ctx.db, requireAuth(request), id);
      await aktivitasOf(ctx.db, id, aktivitasId);
      return { data: await daftarPresensi(ctx.db, [aktivitasId], request.query) };
    },
  );

  r.get(
    '/kegiatan/:id/presensi/rekap',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: "The activity's attendance over all its sessions, by institution and position level",
        params: idParams,
      },
    },
    async (request) => {
      await lockKegiatan(ctx.db, requireAuth(request), request.params.id);
      return { data: await rekapPresensi(ctx.db, await sesiIds(request.params.id)) };
    },
  );

  const ekspor = async (ids: number[], name: string, reply: Parameters<typeof sendSheet>[0]) => {
    const rows = await barisEkspor(ctx.db, ids);
    return sendSheet(
      reply,
      name,
      HEADERS,
      rows.map((x) => [
        x.sesi,
        x.tanggal,
        x.nama,
        x.jenis_identitas,
        x.nomor_identitas,
        String(x.instansi),
        LEVEL_JABATAN_PESERTA_LABELS[x.level_jabatan as LevelJabatanPeserta] ?? x.level_jabatan,
        x.jabatan ?? '',
        x.email,
        x.telepon,
        exportDate(x.created_at.toISOString()),
      ]),
    );
  };

  r.get(
    '/kegiatan/:id/aktivitas/:aktivitasId/presensi/ekspor',
    {
      config: { access: ALL },
      schema: { tags, summary: "The session's attendance as Excel", params: sesiParams },
    },
    async (request, reply) => {
      const { id, aktivitasId } = request.params;
      await lockKegiatan(ctx.db, requireAuth(request), id);
      await aktivitasOf(ctx.db, id, aktivitasId);
      return ekspor([aktivitasId], `presensi-sesi-${aktivitasId}`, reply);
    },
  );

  r.get(
    '/kegiatan/:id/presensi/ekspor',
    {
      config: { access: ALL },
      schema: { tags, summary: "Every session's attendance of the activity as Excel", params: idParams },
    },
    async (request, reply) => {
      await lockKegiatan(ctx.db, requireAuth(request), request.params.id);
      return ekspor(await sesiIds(request.params.id), `presensi-kegiatan-${request.params.id}`, reply);
    },
  );
}
