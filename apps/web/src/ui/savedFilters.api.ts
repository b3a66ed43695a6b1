import type { ReportFilterSimpan } from '@gratifikasi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

// The user's named filter sets: one server store (the report engine's `report_filter_simpans`) for every report and
// every list with a saved filter (SPEC §3), each under its key.

const savedKey = (key: string) => ['report', '@filter', key] as const;

/** Where a list keeps its saved filter sets: a report's, or another list's own calls over the same store. */
export interface FilterPaths {
  list: string;
  remove: (id: number) => string;
}
const reportPaths = (key: string): FilterPaths => ({
  list: `report/${key}/filter`,
  remove: (id) => `report/filter/${id}`,
});

export const useSavedFilters = (key: string, paths: FilterPaths = reportPaths(key)) =>
  useQuery({
    queryKey: savedKey(key),
    queryFn: async () => (await api.get<ReportFilterSimpan[]>(paths.list)).data,
  });

export function useSaveFilter(key: string, paths: FilterPaths = reportPaths(key)) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { nama: string; params: Record<string, string> }) =>
      (await api.post<ReportFilterSimpan>(paths.list, body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: savedKey(key) }),
  });
}

export function useDeleteFilter(key: string, paths: FilterPaths = reportPaths(key)) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete<null>(paths.remove(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: savedKey(key) }),
  });
}
