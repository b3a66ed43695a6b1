import { createHash, randomUUID } from 'node:crypto';
import { open as fsOpen, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client';
import { media, mediables } from '../db/schema';
import { AppError, fieldError } from './errors';
import { enqueueJob } from './jobs';

/** Kinds of file a feature accepts; each is a set of MIME types as read from the bytes, never from the name. */
export const FILE_KINDS = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  pdf: ['application/pdf'],
  office: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/x-cfb',
    'application/zip',
  ],
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/**
 * Where bytes live. Local disk under DATA_DIR/files by default; an S3-compatible store implements the same.
 * An upload is staged first and promoted to its key once the transaction recording it has committed (a job), so a
 * rolled-back upload leaves only a staged file, which the hourly sweep deletes.
 */
export interface FileStorage {
  readonly disk: string;
  /** Writes the bytes to the staging area under `key`. */
  stage(key: string, bytes: Buffer): Promise<void>;
  /** Moves a staged file to its key; nothing to do if it is already there. */
  promote(key: string): Promise<void>;
  /** The bytes at `key` (or still staged, between the commit and the promotion). */
  open(key: string): Promise<Readable>;
  /** Deletes the file, staged or not; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Keys staged before `before` (the sweep's candidates). */
  staged(before: Date): Promise<string[]>;
}

/** Local-disk storage rooted at `root`, staging under `root/tmp` (keys are generated, never taken from user input). */
export function localStorage(root: string): FileStorage {
  const stagingRoot = join(root, 'tmp');
  const finalPath = (key: string) => join(root, key);
  const stagedPath = (key: string) => join(stagingRoot, key);
  const exists = (path: string) =>
    stat(path).then(
      () => true,
      () => false,
    );
  return {
    disk: 'local',
    async stage(key, bytes) {
      const path = stagedPath(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async promote(key) {
      const from = stagedPath(key);
      if (!(await exists(from))) {
        if (await exists(finalPath(key))) return;
        throw new Error(`staged file missing: ${key}`);
      }
      await mkdir(dirname(finalPath(key)), { recursive: true });
      await rename(from, finalPath(key));
    },
    async open(key) {
      // Final, else staged, else final again (promoted in between); opened before streaming, so a rename after
      // this point cannot break the read.
      for (const path of [finalPath(key), stagedPath(key), finalPath(key)]) {
        const handle = await fsOpen(path, 'r').catch(() => null);
        if (handle) return handle.createReadStream();
      }
      throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan');
    },
    async remove(key) {
      await rm(finalPath(key), { force: true });
      await rm(stagedPath(key), { force: true });
    },
    async staged(before) {
      const entries = await readdir(stagingRoot, { recursive: true, withFileTypes: true }).catch(() => []);
      const keys: string[] = [];
      for (const e of entries) {
        if (!e.isFile()) continue;
        const path = join(e.parentPath, e.name);
        const s = await stat(path).catch(() => null);
        if (s && s.mtimeMs < before.getTime()) keys.push(relative(stagingRoot, path).split(sep).join('/'));
      }
      return keys;
    },
  };
}

/** The job that moves a committed upload from staging to its key (registered by file-retention.ts). */
export const PROMOTE_JOB = 'files.promote';

export type MediaRow = typeof media.$inferSelect;

/** What the API shows of a stored file. */
export interface MediaInfo {
  id: number;
  original_name: string;
  mime_type: string;
  size: number;
  created_at: string;
}

export function mediaInfo(row: MediaRow): MediaInfo {
  return {
    id: row.id,
    original_name: row.original_name,
    mime_type: row.mime_type,
    size: row.size,
    created_at: row.created_at.toISOString(),
  };
}

const LABEL: Record<FileKind, string> = {
  image: 'gambar (JPG, PNG, WEBP)',
  pdf: 'PDF',
  office: 'dokumen Office',
};

/**
 * Checks the bytes against the accepted kinds (by magic bytes) and the size limit, stages them in storage and
 * records a media row and the job that promotes the file in the caller's transaction: a rollback leaves only a
 * staged file (swept later), never a file without its row. Throws a 422 on field `field` when the file is refused.
 */
export async function storeFile(
  tx: Db,
  storage: FileStorage,
  file: { bytes: Buffer; filename: string },
  opts: { accept: readonly FileKind[]; maxBytes: number; createdBy: number | null; field?: string },
): Promise<MediaRow> {
  const field = opts.field ?? 'file';
  if (file.bytes.length === 0) throw fieldError(field, 'Berkas kosong');
  if (file.bytes.length > opts.maxBytes) {
    throw fieldError(field, `Ukuran berkas maksimal ${Math.round(opts.maxBytes / 1024 / 1024)} MB`);
  }
  const detected = await fileTypeFromBuffer(file.bytes);
  const allowed = opts.accept.flatMap((k) => FILE_KINDS[k] as readonly string[]);
  if (!detected || !allowed.includes(detected.mime)) {
    throw fieldError(
      field,
      `Jenis berkas tidak didukung. Berkas yang diterima: ${opts.accept.map((k) => LABEL[k]).join(', ')}`,
    );
  }
  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${detected.ext}`;
  await storage.stage(key, file.bytes);
  const [row] = await tx
    .insert(media)
    .values({
      disk: storage.disk,
      storage_key: key,
      // Control characters (NUL included, which PostgreSQL text refuses) become '_' like path separators.
      original_name:
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is exactly what is replaced.
        file.filename.replace(/[\\/\u0000-\u001f\u007f"]/g, '_').slice(0, 255) || `berkas.${detected.ext}`,
      mime_type: detected.mime,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      created_by: opts.createdBy,
    })
    .returning();
  if (!row) throw new Error('media insert returned nothing');
  await enqueueJob(tx, PROMOTE_JOB, { key }, { maxAttempts: 5, backoffSeconds: 10 });
  return row;
}

/** Attaches stored files to a record, e.g. `attachMedia(tx, [3, 4], 'laporan', 12, 'lampiran')`. */
export async function attachMedia(
  tx: Db,
  mediaIds: readonly number[],
  type: string,
  id: number,
  collection = 'default',
): Promise<void> {
  if (mediaIds.length === 0) return;
  await tx
    .insert(mediables)
    .values(mediaIds.map((media_id) => ({ media_id, mediable_type: type, mediable_id: id, collection })));
}

/** The live files attached to a record (optionally one collection), oldest first. */
export async function mediaOf(tx: Db, type: string, id: number, collection?: string): Promise<MediaRow[]> {
  const rows = await tx
    .select({ media })
    .from(mediables)
    .innerJoin(media, eq(media.id, mediables.media_id))
    .where(
      and(
        eq(mediables.mediable_type, type),
        eq(mediables.mediable_id, id),
        collection ? eq(mediables.collection, collection) : undefined,
        isNull(media.deleted_at),
      ),
    )
    .orderBy(media.id);
  return rows.map((r) => r.media);
}

/** Which records a file is attached to (to decide whether a caller may read it). */
export async function ownersOf(
  tx: Db,
  mediaId: number,
): Promise<{ type: string; id: number; collection: string }[]> {
  const rows = await tx
    .select({ type: mediables.mediable_type, id: mediables.mediable_id, collection: mediables.collection })
    .from(mediables)
    .where(eq(mediables.media_id, mediaId));
  return rows;
}

/** Detaches files from a record and soft-deletes them. */
export async function detachMedia(
  tx: Db,
  mediaIds: readonly number[],
  type: string,
  id: number,
): Promise<void> {
  if (mediaIds.length === 0) return;
  await tx
    .delete(mediables)
    .where(
      and(
        inArray(mediables.media_id, [...mediaIds]),
        eq(mediables.mediable_type, type),
        eq(mediables.mediable_id, id),
      ),
    );
  await tx
    .update(media)
    .set({ deleted_at: new Date() })
    .where(inArray(media.id, [...mediaIds]));
}
