import type {
  IntervensiBody,
  IntervensiDetail,
  IntervensiItem,
  IntervensiUpdate,
  Page,
  TindakLanjutBody,
  UsulanIntervensi,
} from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export type Params = Record<string, string | number>;

// The only place these query keys are written.
export const keys = {
  all: ['ppg-intervensi'] as const,
  usulan: (tahun: number) => ['ppg-intervensi', 'usulan', tahun] as const,
  list: (params: Params) => ['ppg-intervensi', 'list', params] as const,
  one: (id: number) => ['ppg-intervensi', 'one', id] as const,
  rekomendasi: ['ppg-intervensi', 'rekomendasi'] as const,
};

export const useUsulan = (tahun: number) =>
  useQuery({
    queryKey: keys.usulan(tahun),
    queryFn: async () =>
      (await api.get<UsulanIntervensi[]>('intervensi-upg/usulan', { params: { tahun } })).data,
    placeholderData: keepPreviousData,
  });

export const useIntervensiList = (params: Params, enabled = true) =>
  useQuery({
    queryKey: keys.list(params),
    queryFn: async () => (await api.get<Page<IntervensiItem>>('intervensi-upg', { params })).data,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useIntervensi = (id: number | null) =>
  useQuery({
    queryKey: keys.one(id ?? 0),
    queryFn: async () => (await api.get<IntervensiDetail>(`intervensi-upg/${id}`, { silent: true })).data,
    enabled: id !== null && id > 0,
  });

export const useRekomendasi = () =>
  useQuery({
    queryKey: keys.rekomendasi,
    queryFn: async () =>
      (await api.get<{ id: number; nama: string; kriteria: string | null }[]>('intervensi-upg/rekomendasi'))
        .data,
    staleTime: 5 * 60_000,
  });

/** Records an intervention (new), or changes an open one with the revision read. */
export function useSimpanIntervensi(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: IntervensiBody | IntervensiUpdate) =>
      (id
        ? await api.put<IntervensiDetail>(`intervensi-upg/${id}`, body)
        : await api.post<IntervensiDetail>('intervensi-upg', body)
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Adds a follow-up note, or (`tutup`) the closing note. */
export function useTindakLanjut(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ tutup, ...body }: TindakLanjutBody & { tutup: boolean }) =>
      (await api.post<IntervensiDetail>(`intervensi-upg/${id}/${tutup ? 'tutup' : 'tindak-lanjut'}`, body))
        .data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const exportIntervensi = (params: Params) => {
  const { page: _p, per_page: _pp, ...filters } = params;
  return api.download('intervensi-upg/export', { params: filters });
};
