import { useState } from 'react';
import type { ListQuery } from '@/ui/useListQuery';

/**
 * A server-paged list kept in the component (the overview's tabs share one URL, whose query holds the year): page,
 * size and order for `ListTable`, and the params to send with the fixed `filters`.
 */
export function useLocalList(filters: Record<string, string | number>, perPage = 10) {
  const [state, setState] = useState<{
    page: number;
    per_page: number;
    sort?: string;
    order?: 'asc' | 'desc';
  }>({
    page: 1,
    per_page: perPage,
  });
  const key = JSON.stringify(filters);
  const [seen, setSeen] = useState(key);
  // A new year (or institution) starts again from the first page.
  if (seen !== key) {
    setSeen(key);
    setState((s) => ({ ...s, page: 1 }));
  }
  const query: ListQuery = { ...state, filters: {} };
  const params: Record<string, string | number> = { ...filters, page: state.page, per_page: state.per_page };
  if (state.sort) params.sort = state.sort;
  if (state.sort && state.order) params.order = state.order;
  return {
    query,
    params,
    setPage: (page: number, size?: number) => setState((s) => ({ ...s, page, per_page: size ?? s.per_page })),
    setSort: (sort?: string, order?: 'asc' | 'desc') =>
      setState((s) => ({ ...s, page: 1, sort, order: sort ? order : undefined })),
  };
}
