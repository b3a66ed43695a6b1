import type { NlView } from '@gratifikasi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';

/** `GET laporan/{id}/nl`: the proposal per item, the giver's yearly total and each level's assessment. */
export const nlQuery = (laporanId: number) =>
  queryOptions({
    // Under the report's key, so whatever invalidates the report (a workflow step) refreshes this too.
    queryKey: ['laporan', 'nl', laporanId] as const,
    queryFn: async () => (await api.get<NlView>(`laporan/${laporanId}/nl`)).data,
  });

export const useNegativeList = (laporanId: number) => useQuery(nlQuery(laporanId));
