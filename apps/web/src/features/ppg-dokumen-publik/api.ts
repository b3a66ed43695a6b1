import type {
  DokumenPublikEdit,
  DokumenPublikIsi,
  DokumenPublikKelolaDetail,
  DokumenPublikKelolaPage,
  DokumenPublikMoved,
  KontenBerkas,
  PermintaanKeputusan,
} from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import type { FilterPaths } from '@/ui/savedFilters.api';

/** The list's query as the API takes it (spec §3 "Public document" filter, status, the group head's queue). */
export interface DokumenKelolaParams {
  judul?: string | undefined;
  jenis_publikasi?: string | undefined;
  tahun?: string | undefined;
  status?: string | undefined;
  antrian?: 'persetujuan' | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  page: number;
  per_page: number;
}

// The only place these query keys are written; every mutation drops ['ppg-dokumen-publik'].
export const dokumenKeys = {
  all: ['ppg-dokumen-publik'] as const,
  list: (params: DokumenKelolaParams) => ['ppg-dokumen-publik', 'list', params] as const,
  one: (id: number) => ['ppg-dokumen-publik', 'one', id] as const,
};

/** The saved filter sets of the list, in the one saved-filter store through this API's own calls. */
export const FILTER_KEY = 'kpk-public-doc-list';
export const FILTER_PATHS: FilterPaths = {
  list: 'dokumen-publik/filter',
  remove: (id) => `dokumen-publik/filter/${id}`,
};

const clean = (params: DokumenKelolaParams) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

export const useDokumenKelolaList = (params: DokumenKelolaParams) =>
  useQuery({
    queryKey: dokumenKeys.list(params),
    queryFn: async () =>
      (await api.get<DokumenPublikKelolaPage>('dokumen-publik', { params: clean(params) })).data,
    placeholderData: keepPreviousData,
  });

export const useDokumenKelola = (id: number) =>
  useQuery({
    queryKey: dokumenKeys.one(id),
    queryFn: async () => (await api.get<DokumenPublikKelolaDetail>(`dokumen-publik/${id}`)).data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

function useDokumenMutation<I>(call: (input: I) => Promise<{ data: DokumenPublikMoved }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: dokumenKeys.all }),
  });
}

export const useCreateDokumen = () =>
  useDokumenMutation((body: DokumenPublikIsi) => api.post<DokumenPublikMoved>('dokumen-publik', body));
export const useEditDokumen = (id: number) =>
  useDokumenMutation((body: DokumenPublikEdit) => api.put<DokumenPublikMoved>(`dokumen-publik/${id}`, body));
export const useKeputusanDokumen = (id: number) =>
  useDokumenMutation((body: PermintaanKeputusan) =>
    api.post<DokumenPublikMoved>(`dokumen-publik/${id}/keputusan`, body),
  );

/** Uploads the document's file (checked by its bytes and size on the server); answers its signed address. */
export async function uploadBerkasDokumen(file: File): Promise<KontenBerkas> {
  return (await api.upload<KontenBerkas>('dokumen-publik/berkas', file)).data;
}

/** Downloads the filtered list as Excel (same filters and order as the page). */
export function exportDokumen(params: DokumenKelolaParams): Promise<void> {
  const { page: _p, per_page: _pp, ...rest } = params;
  return api.download('dokumen-publik/export', {
    params: Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== '')),
  });
}
