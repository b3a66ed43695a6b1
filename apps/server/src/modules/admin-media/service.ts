import { and, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { media, mediables, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { containsPattern, iso, offsetOf, orderBy, type PageQuery } from '../admin-users/paging';

export interface MediaListQuery extends PageQuery {
  mime_type?: string;
  mediable_type?: string;
  created_by?: number;
  trashed?: 'with' | 'only';
}

export interface MediaListItem {
  id: number;
  original_name: string;
  mime_type: string;
  size: number;
  disk: string;
  created_at: string;
  deleted_at: string | null;
  uploader: { id: number; username: string; name: string } | null;
  attached_to: { type: string; id: number; collection: string }[];
}

/** `type:id:collection` per attachment, one string column (keeps the list to a single query). */
const attachedTo = sql<string | null>`(
  select string_agg(m2.mediable_type || ':' || m2.mediable_id || ':' || m2.collection, '|' order by m2.id)
  from mediables m2 where m2.media_id = ${media.id})`;

function parseAttached(text: string | null): MediaListItem['attached_to'] {
  if (!text) return [];
  return text.split('|').map((part) => {
    const [type = '', id = '0', collection = ''] = part.split(':');
    return { type, id: Number(id), collection };
  });
}

function mediaWhere(query: MediaListQuery): SQL | undefined {
  const q = query.q ? containsPattern(query.q) : null;
  return and(
    query.trashed === 'only'
      ? isNotNull(media.deleted_at)
      : query.trashed === 'with'
        ? undefined
        : isNull(media.deleted_at),
    q
      ? or(
          ilike(media.original_name, q),
          ilike(media.mime_type, q),
          // Who uploaded it, by username or name.
          sql`exists (select 1 from users u2 where u2.id = ${media.created_by}
            and (u2.username ilike ${q} or u2.name ilike ${q}))`,
        )
      : undefined,
    query.mime_type ? eq(media.mime_type, query.mime_type) : undefined,
    query.created_by ? eq(media.created_by, query.created_by) : undefined,
    query.mediable_type
      ? sql`exists (select 1 from mediables m3 where m3.media_id = ${media.id}
          and m3.mediable_type = ${query.mediable_type})`
      : undefined,
  );
}

const MEDIA_SORTS = {
  id: media.id,
  original_name: media.original_name,
  mime_type: media.mime_type,
  size: media.size,
  created_at: media.created_at,
};

/** Stored files, paged: search by name or MIME type, filter by MIME, uploader, attached type, trashed. */
export async function listMedia(ctx: ServerContext, query: MediaListQuery) {
  const rows = await ctx.db
    .select({
      media,
      username: users.username,
      name: users.name,
      attached: attachedTo,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(media)
    .leftJoin(users, eq(users.id, media.created_by))
    .where(mediaWhere(query))
    .orderBy(orderBy(query, MEDIA_SORTS, 'id'), media.id)
    .limit(query.per_page)
    .offset(offsetOf(query));
  const items: MediaListItem[] = rows.map((r) => ({
    id: r.media.id,
    original_name: r.media.original_name,
    mime_type: r.media.mime_type,
    size: r.media.size,
    disk: r.media.disk,
    created_at: r.media.created_at.toISOString(),
    deleted_at: iso(r.media.deleted_at),
    uploader:
      r.media.created_by !== null && r.username !== null
        ? { id: r.media.created_by, username: r.username, name: r.name ?? r.username }
        : null,
    attached_to: parseAttached(r.attached),
  }));
  const total = rows[0]?.total ?? (query.page > 1 ? await countMedia(ctx, query) : 0);
  return { items, total, page: query.page, per_page: query.per_page };
}

async function countMedia(ctx: ServerContext, query: MediaListQuery): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(media)
    .where(mediaWhere(query));
  return row?.n ?? 0;
}

/** The MIME types and attachment types present, for the list's filter dropdowns. */
export async function mediaFacets(ctx: ServerContext) {
  const mimes = await ctx.db.selectDistinct({ v: media.mime_type }).from(media).orderBy(media.mime_type);
  const types = await ctx.db
    .selectDistinct({ v: mediables.mediable_type })
    .from(mediables)
    .orderBy(mediables.mediable_type);
  return { mime_types: mimes.map((m) => m.v), mediable_types: types.map((t) => t.v) };
}

export interface MediableListQuery extends PageQuery {
  mediable_type?: string;
  mediable_id?: number;
  media_id?: number;
}

const MEDIABLE_SORTS = {
  id: mediables.id,
  mediable_type: mediables.mediable_type,
  mediable_id: mediables.mediable_id,
  collection: mediables.collection,
  created_at: mediables.created_at,
};

/** Attachments (file ↔ record), paged: filter by record type (and id) or file; q over file name and collection. */
export async function listMediables(ctx: ServerContext, query: MediableListQuery) {
  const q = query.q ? containsPattern(query.q) : null;
  const rows = await ctx.db
    .select({
      mediable: mediables,
      original_name: media.original_name,
      mime_type: media.mime_type,
      media_deleted_at: media.deleted_at,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(mediables)
    .innerJoin(media, eq(media.id, mediables.media_id))
    .where(
      and(
        query.mediable_type ? eq(mediables.mediable_type, query.mediable_type) : undefined,
        query.mediable_id ? eq(mediables.mediable_id, query.mediable_id) : undefined,
        query.media_id ? eq(mediables.media_id, query.media_id) : undefined,
        q ? or(ilike(media.original_name, q), ilike(mediables.collection, q)) : undefined,
      ),
    )
    .orderBy(orderBy(query, MEDIABLE_SORTS, 'id'), mediables.id)
    .limit(query.per_page)
    .offset(offsetOf(query));
  return {
    items: rows.map((r) => ({
      id: r.mediable.id,
      media_id: r.mediable.media_id,
      mediable_type: r.mediable.mediable_type,
      mediable_id: r.mediable.mediable_id,
      collection: r.mediable.collection,
      created_at: r.mediable.created_at.toISOString(),
      original_name: r.original_name,
      mime_type: r.mime_type,
      media_deleted: r.media_deleted_at !== null,
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

/** One stored file's row, deleted or not (admins may fetch the bytes of a soft-deleted file). */
export async function findMedia(ctx: ServerContext, id: number) {
  const [row] = await ctx.db.select().from(media).where(eq(media.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan');
  return row;
}
