import type { Statistik, StatistikTabelKode } from '@gratifikasi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, api } from '@/platform/api';

const keys = { page: ['statistik'] as const };

/** The open-data figures (`GET /api/statistik`); the server keeps them a few minutes, so do we. */
export const statistikQuery = () =>
  queryOptions({
    queryKey: keys.page,
    queryFn: async () => (await api.get<Statistik>('statistik')).data,
    staleTime: 60_000,
  });

export function useStatistik() {
  return useQuery(statistikQuery());
}

/** A plain link the browser downloads: the server names the file and sends it as an attachment. */
export function csvUrl(kode: StatistikTabelKode): string {
  return `${API_BASE}statistik/csv/${kode}`;
}
