import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterColumn as c, type MasterTable, masterTableOf } from '../../db/schema/masters';
import { isPublic } from './public';

/**
 * Content files are addressed by their storage key (`YYYY/MM/<uuid>.<ext>`, random), never by a sequential id:
 * `/api/konten/berkas/2026/11/3f2c…e1.png`. An editor's reads of content carry a signed, expiring form of the same
 * address (`?s=…&e=…`) so drafts show their pictures in the editor and the preview; the signature is stripped again
 * on every write, so stored content holds only plain addresses.
 */
export const BERKAS_PREFIX = '/api/konten/berkas/';
const KEY = String.raw`\d{4}/\d{2}/[0-9a-f-]{36}\.[a-z0-9]{1,5}`;
export const STORAGE_KEY = new RegExp(`^${KEY}$`);
const SIGNED = new RegExp(`(${BERKAS_PREFIX}${KEY})\\?s=[0-9a-f]{64}&(?:amp;)?e=\\d{1,12}`, 'g');
const PLAIN = new RegExp(`${BERKAS_PREFIX}${KEY}(?![?\\w])`, 'g');

/** How long a signed address works: an editing session. */
const SIGNED_FOR_S = 12 * 3600;

let secret: Buffer | null = null;
/** The server's signing key for content files, set once at start from its configuration. */
export function setBerkasSecret(value: string): void {
  secret = createHmac('sha256', value).update('konten-berkas').digest();
}
function sign(key: string, expires: number): string {
  // Without a configured secret (a script outside the app), a random one: its signatures work in this process only.
  secret ??= randomBytes(32);
  return createHmac('sha256', secret).update(`${key}.${expires}`).digest('hex');
}

export const kontenBerkasPath = (storageKey: string) => `${BERKAS_PREFIX}${storageKey}`;

/** True when `s`/`e` are a valid, unexpired signature of `key`. */
export function validSignature(key: string, s: string | undefined, e: string | undefined): boolean {
  if (!s || !e || !/^[0-9a-f]{64}$/.test(s) || !/^\d{1,12}$/.test(e)) return false;
  const expires = Number(e);
  if (expires < Date.now() / 1000) return false;
  return timingSafeEqual(Buffer.from(sign(key, expires), 'hex'), Buffer.from(s, 'hex'));
}

/** Every content-file address in `text` given a signature (an editor's read of content); `html` escapes the `&`. */
export function signBerkasUrls(text: string, opts: { html?: boolean; now?: number } = {}): string {
  const expires = Math.floor((opts.now ?? Date.now()) / 1000) + SIGNED_FOR_S;
  const amp = opts.html ? '&amp;' : '&';
  return text.replace(PLAIN, (url) => {
    const key = url.slice(BERKAS_PREFIX.length);
    return `${url}?s=${sign(key, expires)}${amp}e=${expires}`;
  });
}

/** Signatures removed again: what is stored holds plain addresses only. */
export function unsignBerkasUrls(text: string): string {
  return text.replace(SIGNED, '$1');
}

/** Where content can hold a file, and when that content is visible to guests. */
interface Holder {
  table: MasterTable;
  /** Columns holding exactly the address (url fields). */
  exact: readonly string[];
  /** Columns holding HTML that may contain it (rich text). */
  within: readonly string[];
  /** Guests see this row; null: never (staff only). */
  visible: (() => SQL) | null;
}

const live = (t: MasterTable) => and(isNull(t.deleted_at), eq(c(t, 'is_active'), true)) as SQL;
const materi = masterTableOf('materi-sosialisasi');
const konten = masterTableOf('konten-materi-sosialisasi');
const halaman = masterTableOf('halaman-publik');

const HOLDERS: readonly Holder[] = [
  {
    table: masterTableOf('berita'),
    exact: ['gambar_url'],
    within: ['isi'],
    visible: () => isPublic(masterTableOf('berita')),
  },
  {
    table: masterTableOf('image-sliders'),
    exact: ['gambar_url'],
    within: [],
    visible: () => live(masterTableOf('image-sliders')),
  },
  { table: masterTableOf('faq'), exact: [], within: ['jawaban'], visible: () => live(masterTableOf('faq')) },
  {
    table: halaman,
    exact: ['berkas_url'],
    within: ['isi'],
    visible: () => and(isNull(halaman.deleted_at), eq(c(halaman, 'is_published'), true)) as SQL,
  },
  {
    table: konten,
    exact: ['berkas_url', 'thumbnail_url'],
    within: [],
    visible: () =>
      and(
        isNull(konten.deleted_at),
        sql`exists (select 1 from ${materi} where ${materi.id} = ${c(konten, 'materi_sosialisasi_id')} and ${isPublic(materi)})`,
      ) as SQL,
  },
  {
    table: masterTableOf('dokumen-publik'),
    exact: ['berkas_url'],
    within: [],
    visible: () => isPublic(masterTableOf('dokumen-publik')),
  },
  { table: masterTableOf('knowledge-base'), exact: ['lampiran_url'], within: ['isi'], visible: null },
];

function holds(h: Holder, path: string): SQL {
  const like = `%${path}%`;
  return or(
    ...h.exact.map((col) => eq(c(h.table, col), path)),
    ...h.within.map((col) => sql`${c(h.table, col)} like ${like}`),
  ) as SQL;
}

/**
 * Whether a guest may read the content file at `path`: yes when some content visible to guests holds it, or when no
 * content holds it yet (an upload waiting for its article to be saved; only its uploader knows the random key); no
 * when it belongs only to drafts, scheduled, inactive, deleted or staff-only content.
 */
export async function guestMayRead(db: Db, path: string): Promise<boolean> {
  let held = false;
  for (const h of HOLDERS) {
    const [row] = await db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        shown: h.visible ? sql<boolean | null>`bool_or(${h.visible()})` : sql<null>`null`,
      })
      .from(h.table)
      .where(holds(h, path));
    if (row?.shown === true) return true;
    if ((row?.n ?? 0) > 0) held = true;
  }
  return !held;
}
