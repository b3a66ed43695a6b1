import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The one full-text search of the content (the public site search, news, FAQ, public documents, the staff's
 * knowledge base): PostgreSQL's `indonesian` configuration, which stems me-/di-/-kan/-an …, on PGlite too.
 */

/** Rich text as words for the text search (tags out). */
export const words = (...parts: SQLWrapper[]) =>
  sql`regexp_replace(concat_ws(' ', ${sql.join(parts, sql`, `)}), '<[^>]*>', ' ', 'g')`;

/** The phrase as a query: quotes, OR and -word as a search box reads them. */
export const tsQuery = (q: string) => sql`websearch_to_tsquery('indonesian', ${q})`;

/** The text matches the phrase. */
export const matches = (text: SQL, q: string) => sql`to_tsvector('indonesian', ${text}) @@ ${tsQuery(q)}`;

/** How well the text matches, for ordering (best first). */
export const rank = (text: SQL, q: string) => sql`ts_rank(to_tsvector('indonesian', ${text}), ${tsQuery(q)})`;

const HEADLINE = 'MaxWords=30, MinWords=12, MaxFragments=1, StartSel="", StopSel=""';

/** Plain-text words around the match. */
export const headline = (text: SQL, q: string) =>
  sql<string>`ts_headline('indonesian', ${text}, ${tsQuery(q)}, ${HEADLINE})`;
