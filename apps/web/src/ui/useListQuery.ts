import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The state of a server-paginated list, as kept in the URL query. */
export interface ListQuery {
  page: number;
  per_page: number;
  sort?: string;
  order?: 'asc' | 'desc';
  /** Text search. */
  q?: string;
  /** Soft-deleted rows: 'only' lists the trash. */
  trashed?: 'only';
  /** Exact-match filters by field name. */
  filters: Record<string, string>;
}

export interface ListQueryApi {
  query: ListQuery;
  /** The query as request params (page, per_page, sort, order, q, trashed and the filters). */
  params: Record<string, string | number>;
  setPage: (page: number, perPage?: number) => void;
  setSort: (sort?: string, order?: 'asc' | 'desc') => void;
  setSearch: (q: string) => void;
  /** Sets one filter (empty clears it) and clears the fields listed in `clears` (cascading filters). */
  setFilter: (field: string, value: string | undefined, clears?: readonly string[]) => void;
  setTrashed: (only: boolean) => void;
  reset: () => void;
}

const RESERVED = new Set(['page', 'per_page', 'sort', 'order', 'q', 'trashed']);
export const DEFAULT_PER_PAGE = 20;
const STORE_PREFIX = 'list:';

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Reads a list query from URL search params; unknown params are the filters. */
export function parseListQuery(search: URLSearchParams): ListQuery {
  const filters: Record<string, string> = {};
  for (const [key, value] of search) if (!RESERVED.has(key) && value !== '') filters[key] = value;
  const order = search.get('order');
  return {
    page: positive(search.get('page'), 1),
    per_page: positive(search.get('per_page'), DEFAULT_PER_PAGE),
    sort: search.get('sort') || undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
    q: search.get('q') || undefined,
    trashed: search.get('trashed') === 'only' ? 'only' : undefined,
    filters,
  };
}

/** The params of a list query, without empty entries and without the default page size. */
export function listQueryParams(query: ListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, per_page: query.per_page };
  if (query.sort) params.sort = query.sort;
  if (query.sort && query.order) params.order = query.order;
  if (query.q) params.q = query.q;
  if (query.trashed) params.trashed = query.trashed;
  for (const [key, value] of Object.entries(query.filters)) if (value !== '') params[key] = value;
  return params;
}

function toSearch(query: ListQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(listQueryParams(query))) {
    if (key === 'page' && value === 1) continue;
    if (key === 'per_page' && value === DEFAULT_PER_PAGE) continue;
    search.set(key, String(value));
  }
  return search;
}

function readStored(screen: string): string | null {
  // sessionStorage can throw in private mode; the list then simply starts unfiltered.
  try {
    return window.sessionStorage.getItem(STORE_PREFIX + screen);
  } catch {
    return null;
  }
}

function writeStored(screen: string, search: string): void {
  try {
    if (search) window.sessionStorage.setItem(STORE_PREFIX + screen, search);
    else window.sessionStorage.removeItem(STORE_PREFIX + screen);
  } catch {
    /* not remembered when storage is unavailable */
  }
}

/**
 * A list's filters, paging and sort in the URL query (shareable links), remembered per screen in
 * sessionStorage so coming back to a list without a query restores where the user left it.
 */
export function useListQuery(screen: string): ListQueryApi {
  const [search, setSearch] = useSearchParams();
  const current = search.toString();
  // The query as this list last wrote it, ahead of the render that will show it: a handler of an older render (the
  // table's sort, clicked right after a search was sent) builds on it, never on the URL that handler saw — which
  // would undo the search. A change made elsewhere (a link, the back button) replaces it when it renders.
  const latest = useRef(current);
  const rendered = useRef(current);
  if (rendered.current !== current) {
    rendered.current = current;
    latest.current = current;
  }

  useEffect(() => {
    if (current) writeStored(screen, current);
    else {
      const stored = readStored(screen);
      if (stored) setSearch(new URLSearchParams(stored), { replace: true });
    }
  }, [screen, current, setSearch]);

  const query = useMemo(() => parseListQuery(new URLSearchParams(current)), [current]);

  const update = useCallback(
    (change: (q: ListQuery) => ListQuery) => {
      const next = toSearch(change(parseListQuery(new URLSearchParams(latest.current))));
      latest.current = next.toString();
      writeStored(screen, latest.current);
      setSearch(next, { replace: true });
    },
    [setSearch, screen],
  );

  return useMemo<ListQueryApi>(
    () => ({
      query,
      params: listQueryParams(query),
      setPage: (page, perPage) =>
        update((q) => ({
          ...q,
          page: perPage && perPage !== q.per_page ? 1 : page,
          per_page: perPage ?? q.per_page,
        })),
      setSort: (sort, order) => update((q) => ({ ...q, sort, order: sort ? order : undefined, page: 1 })),
      setSearch: (text) => update((q) => ({ ...q, q: text.trim() || undefined, page: 1 })),
      setFilter: (field, value, clears = []) =>
        update((q) => {
          const filters = { ...q.filters };
          for (const key of [field, ...clears]) delete filters[key];
          if (value !== undefined && value !== '') filters[field] = value;
          return { ...q, filters, page: 1 };
        }),
      setTrashed: (only) => update((q) => ({ ...q, trashed: only ? 'only' : undefined, page: 1 })),
      reset: () => update((q) => ({ page: 1, per_page: q.per_page, filters: {} })),
    }),
    [query, update],
  );
}
