import type {
  AdminLaporanDetail,
  AdminLaporanRow,
  AdminRincianRow,
  KoreksiLaporanInput,
  Page,
} from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

type Params = Record<string, string | number>;

/** The keys of this feature's queries: every list and detail sits under 'admin-laporan-data'. */
const KEY = 'admin-laporan-data';

export const laporanListQuery = (params: Params) =>
  queryOptions({
    queryKey: [KEY, 'laporans', params],
    queryFn: async () => (await api.get<Page<AdminLaporanRow>>('admin/laporans', { params })).data,
    placeholderData: keepPreviousData,
  });

export const rincianListQuery = (params: Params) =>
  queryOptions({
    queryKey: [KEY, 'rincian', params],
    queryFn: async () => (await api.get<Page<AdminRincianRow>>('admin/rincian-laporans', { params })).data,
    placeholderData: keepPreviousData,
  });

export const laporanDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [KEY, 'detail', id],
    queryFn: async () => (await api.get<AdminLaporanDetail>(`admin/laporans/${id}`)).data,
  });

export const useLaporanList = (params: Params) => useQuery(laporanListQuery(params));
export const useRincianList = (params: Params) => useQuery(rincianListQuery(params));
export const useLaporanDetail = (id: number) => useQuery(laporanDetailQuery(id));

/** A row of a master dropdown. */
export interface InstansiOption {
  id: number;
  nama?: string | null;
}

/** The institutions for the filter and the correction of a report's institution. */
export function useInstansiOptions() {
  return useQuery({
    queryKey: [KEY, 'instansi'],
    queryFn: async () =>
      (await api.get<Page<InstansiOption>>('instansi/list-all', { params: { per_page: 200 } })).data.items,
    staleTime: 5 * 60_000,
  });
}

const withoutPaging = ({ page: _page, per_page: _perPage, ...filters }: Params) => filters;

/** The whole filtered list as .xlsx (streamed by the server). */
export const exportLaporan = (params: Params) =>
  api.download('admin/laporans/export', { params: withoutPaging(params) });
export const exportRincian = (params: Params) =>
  api.download('admin/rincian-laporans/export', { params: withoutPaging(params) });

/** Posts one correction; the answer is the report as it now stands (put in the detail's cache); lists refresh. */
export function useKoreksi(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: KoreksiLaporanInput) =>
      (await api.post<AdminLaporanDetail>(`admin/laporans/${id}/koreksi`, body)).data,
    onSuccess: async (detail) => {
      client.setQueryData(laporanDetailQuery(id).queryKey, detail);
      await client.invalidateQueries({ queryKey: [KEY, 'laporans'] });
      await client.invalidateQueries({ queryKey: [KEY, 'rincian'] });
    },
  });
}
