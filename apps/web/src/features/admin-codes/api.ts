import type { CodeList } from '@gratifikasi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface CodeListPage {
  items: CodeList[];
  total: number;
}

/** The application's code lists matching `q` (server-side search of names, uses, codes and labels). */
export function useCodeLists(q: string | undefined) {
  return useQuery({
    queryKey: ['admin-codes', q ?? ''],
    queryFn: async () => (await api.get<CodeListPage>('admin/codes', { params: q ? { q } : {} })).data,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
