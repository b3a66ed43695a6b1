import type { NikCheck, Page, Pelapor, PelaporPayload, PelaporRiwayat } from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export type ListParams = Record<string, string | number>;

/** The three list endpoints: every pelapor (KPK, admins), the UPG's, and mine / those I entered. */
export type PelaporListSource = 'list-all' | 'list-upg' | 'list-individu';

/** A row of a master dropdown (`GET provinsis` …). */
export interface Option {
  id: number;
  nama?: string | null;
  kode?: string | null;
  [field: string]: unknown;
}

const keys = {
  all: ['pelapor'] as const,
  list: (source: PelaporListSource, params: ListParams) => ['pelapor', 'list', source, params] as const,
  one: (id: number) => ['pelapor', 'one', id] as const,
  riwayat: (id: number) => ['pelapor', 'riwayat', id] as const,
  options: (path: string, params: ListParams) => ['pelapor', 'options', path, params] as const,
};

export async function fetchPelapors(source: PelaporListSource, params: ListParams): Promise<Page<Pelapor>> {
  return (await api.get<Page<Pelapor>>(`pelapor/${source}`, { params })).data;
}

export const pelaporListQuery = (source: PelaporListSource, params: ListParams) =>
  queryOptions({
    queryKey: keys.list(source, params),
    queryFn: () => fetchPelapors(source, params),
    placeholderData: keepPreviousData,
  });

export function usePelaporList(source: PelaporListSource, params: ListParams) {
  return useQuery(pelaporListQuery(source, params));
}

export function usePelapor(id: number | null) {
  return useQuery({
    queryKey: keys.one(id ?? 0),
    // Silent: a pelapor that is not the caller's answers 404 and the screen itself says 'tidak ditemukan'.
    queryFn: async () => (await api.get<Pelapor>(`pelapor/${id}`, { silent: true })).data,
    enabled: id !== null,
  });
}

export function useRiwayat(id: number | null) {
  return useQuery({
    queryKey: keys.riwayat(id ?? 0),
    queryFn: async () => (await api.get<PelaporRiwayat[]>(`pelapor/${id}/riwayat`)).data,
    enabled: id !== null,
  });
}

/** `GET pelapor/check-nik/{nik}`: valid, already registered, gender and birth date read from the NIK. */
export async function checkNik(nik: string): Promise<NikCheck> {
  return (await api.get<NikCheck>(`pelapor/check-nik/${encodeURIComponent(nik)}`, { silent: true })).data;
}

/** Choices of a dropdown GET (`provinsis`, `kota-kabupatens?provinsi_id=` …), live rows only. */
export function useOptions(path: string, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: keys.options(path, params),
    queryFn: async () =>
      (await api.get<Page<Option>>(path, { params: { per_page: 100, ...params } })).data.items,
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

function usePelaporMutation<V>(run: (vars: V) => Promise<{ data: Pelapor | null; message?: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      if (result.data) client.setQueryData(keys.one(result.data.id), result.data);
      await client.invalidateQueries({ queryKey: ['pelapor', 'list'] });
      await client.invalidateQueries({ queryKey: ['pelapor', 'riwayat'] });
    },
  });
}

export const useCreatePelapor = () =>
  usePelaporMutation((payload: PelaporPayload) => api.post<Pelapor>('pelapor', payload));

export const useUpdatePelapor = (id: number) =>
  usePelaporMutation((payload: PelaporPayload) => api.put<Pelapor>(`pelapor/${id}`, payload));

export const useDeletePelapor = () => usePelaporMutation((id: number) => api.delete<null>(`pelapor/${id}`));

export const useRestorePelapor = () =>
  usePelaporMutation((id: number) => api.post<Pelapor>(`pelapor/${id}/restore`));

/** The whole filtered list as .xlsx (the server names the file). */
export function exportPelapors(source: PelaporListSource, params: ListParams): Promise<void> {
  const { page: _page, per_page: _perPage, ...filters } = params;
  return api.download(`pelapor/${source}`, { params: { ...filters, format: 'xlsx' } });
}
