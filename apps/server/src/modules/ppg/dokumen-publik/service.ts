import {
  DOKUMEN_PUBLIK_DAPAT_DIUBAH,
  DOKUMEN_PUBLIK_PROCESS,
  type DokumenPublikEdit,
  type DokumenPublikIsi,
  type DokumenPublikMoved,
  masterByKey,
  STALE_WORKFLOW_MESSAGE,
  statusDokumenPublik,
} from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { media, mediables } from '../../../db/schema';
import { masterColumn as c } from '../../../db/schema/masters';
import { audit } from '../../../platform/audit';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { KONTEN_MEDIA_TYPE } from '../../konten/berkas';
import { BERKAS_PREFIX } from '../../konten/berkas-akses';
import { todayJakarta } from '../../laporan/lookups';
import { insertMaster } from '../../masters/service';
import { startInstance, transition } from '../../workflow/engine';
import { DOKUMEN_PUBLIK_TYPE, dokumen, dokumenSubject, ensureInstance, lockDokumen } from './kind';

export type Meta = RequestMeta & { auth: AuthContext };

const DEF = (() => {
  const def = masterByKey('dokumen-publik');
  if (!def) throw new Error('master dokumen-publik missing');
  return def;
})();

/** The file must be one uploaded through the content upload (checked there by its bytes and size), and still live. */
async function checkBerkas(tx: Db, url: string): Promise<void> {
  const key = url.slice(BERKAS_PREFIX.length);
  const [file] = await tx
    .select({ id: media.id })
    .from(media)
    .innerJoin(
      mediables,
      and(eq(mediables.media_id, media.id), eq(mediables.mediable_type, KONTEN_MEDIA_TYPE)),
    )
    .where(and(eq(media.storage_key, key), isNull(media.deleted_at)))
    .limit(1);
  if (!file) throw fieldError('berkas_url', 'Berkas tidak ditemukan; unggah ulang berkasnya');
}

const fieldsOf = (body: DokumenPublikIsi) => ({
  judul: body.judul,
  jenis_publikasi_dokumen_id: body.jenis_publikasi_dokumen_id,
  nomor: body.nomor ?? null,
  tanggal_dokumen: body.tanggal_dokumen,
  ringkasan: body.ringkasan,
  berkas_url: body.berkas_url,
});

/**
 * `POST dokumen-publik`: a new draft document, written to the one store through the master's own write path
 * (unpublished: guests never see it), and its approval process started with the author holding it.
 */
export async function createDokumen(ctx: ServerContext, meta: Meta, body: DokumenPublikIsi) {
  return ctx.db.transaction(async (tx): Promise<DokumenPublikMoved> => {
    await checkBerkas(tx, body.berkas_url);
    const item = await insertMaster(tx, meta, DEF, {
      ...fieldsOf(body),
      sumber: 'unggahan',
      tanggal_terbit: todayJakarta(),
      is_published: false,
    });
    const started = await startInstance(
      tx,
      ctx,
      dokumenSubject,
      item.id,
      DOKUMEN_PUBLIK_PROCESS.kode,
      'susun',
      {
        anggota_user_id: meta.auth.user.id,
      },
    );
    return { id: item.id, status: 'DRAF', version: started?.version ?? 1 };
  });
}

/** `PUT dokumen-publik/{id}`: its author changes it while it is a draft or returned, at the version they saw. */
export async function editDokumen(ctx: ServerContext, meta: Meta, id: number, body: DokumenPublikEdit) {
  return ctx.db.transaction(async (tx): Promise<DokumenPublikMoved> => {
    const row = await lockDokumen(tx, meta.auth, id);
    const instance = await ensureInstance(tx, ctx, row);
    if (instance.version !== body.versi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
    const status = statusDokumenPublik({ ...instance, ...row });
    if (!DOKUMEN_PUBLIK_DAPAT_DIUBAH.includes(status)) {
      throw new AppError('CONFLICT', 'Dokumen hanya dapat diubah selama masih draf atau dikembalikan');
    }
    if ((instance.anggota_user_id ?? row.created_by) !== meta.auth.user.id) {
      throw new AppError('FORBIDDEN', 'Hanya penyusun dokumen yang dapat mengubahnya');
    }
    await checkBerkas(tx, body.berkas_url);
    const [before] = await tx.select().from(dokumen).where(eq(dokumen.id, id));
    const fields = fieldsOf(body);
    await tx
      .update(dokumen)
      .set({
        ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [c(dokumen, k).name, v])),
        updated_at: new Date(),
        updated_by: meta.auth.user.id,
      })
      .where(eq(dokumen.id, id));
    const was = before as Record<string, unknown> | undefined;
    await audit(tx, meta, {
      action: 'dokumen_publik.update',
      entity: 'dokumen_publiks',
      entity_id: id,
      before: Object.fromEntries(Object.keys(fields).map((k) => [k, was?.[k] ?? null])),
      after: fields,
    });
    return { id, status, version: instance.version };
  });
}

/** `POST dokumen-publik/{id}/keputusan`: send, return (with a note), approve (publishes) or withdraw, on the engine. */
export async function decideDokumen(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: { keputusan: string; versi: number; catatan?: string | null | undefined },
) {
  const result = await ctx.db.transaction(async (tx) => {
    // A record from before this flow enters its process here, at the version 1 its reader saw.
    await ensureInstance(tx, ctx, await lockDokumen(tx, meta.auth, id));
    const moved = await transition(
      tx,
      ctx,
      dokumenSubject,
      id,
      { kind: 'user', meta },
      { decision: body.keputusan, version: body.versi, body: { catatan: body.catatan ?? null } },
    );
    const row = await lockDokumen(tx, meta.auth, id);
    return {
      moved: {
        id,
        status: statusDokumenPublik({ ...moved.instance, ...row }),
        version: moved.instance.version,
      } satisfies DokumenPublikMoved,
      mailIds: moved.mailIds,
    };
  });
  for (const mail of result.mailIds) ctx.mailer.dispatch(mail);
  return result.moved;
}

export { DOKUMEN_PUBLIK_TYPE };
