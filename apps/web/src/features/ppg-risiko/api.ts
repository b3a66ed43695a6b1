import type {
  Page,
  PetaRisiko,
  RealisasiMitigasi,
  RealisasiMitigasiBody,
  RealisasiMitigasiRow,
  RisikoBody,
  RisikoDetail,
  RisikoItem,
} from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export type Params = Record<string, string | number>;

// The only place these query keys are written.
export const keys = {
  all: ['ppg-risiko'] as const,
  list: (params: Params) => ['ppg-risiko', 'list', params] as const,
  one: (id: number) => ['ppg-risiko', 'one', id] as const,
  peta: (tahun: number, instansiId?: number) => ['ppg-risiko', 'peta', tahun, instansiId ?? null] as const,
  realisasi: (params: Params) => ['ppg-risiko', 'realisasi', params] as const,
};

export const useRisikoList = (params: Params, enabled = true) =>
  useQuery({
    queryKey: keys.list(params),
    queryFn: async () => (await api.get<Page<RisikoItem>>('identifikasi-titik-rawan', { params })).data,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useRisiko = (id: number | null) =>
  useQuery({
    queryKey: keys.one(id ?? 0),
    queryFn: async () =>
      (await api.get<RisikoDetail>(`identifikasi-titik-rawan/${id}`, { silent: true })).data,
    enabled: id !== null && id > 0,
  });

/** A year's heat map: the UPG's own institution, or the one `instansiId` names (KPK). */
export const usePetaRisiko = (tahun: number, instansiId?: number) =>
  useQuery({
    queryKey: keys.peta(tahun, instansiId),
    queryFn: async () =>
      (
        await api.get<PetaRisiko>('identifikasi-titik-rawan/peta', {
          params: instansiId ? { tahun, instansi_id: instansiId } : { tahun },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** Saves a risk (new, or a change with the revision read). */
export function useSimpanRisiko(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RisikoBody & { revisi?: number }) =>
      (id
        ? await api.put<RisikoDetail>(`identifikasi-titik-rawan/${id}`, body)
        : await api.post<RisikoDetail>('identifikasi-titik-rawan', body)
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useHapusRisiko() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (r: { id: number; revisi: number }) =>
      api.delete<null>(`identifikasi-titik-rawan/${r.id}`, { params: { revisi: r.revisi } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useRealisasiList = (params: Params) =>
  useQuery({
    queryKey: keys.realisasi(params),
    queryFn: async () => (await api.get<Page<RealisasiMitigasiRow>>('realisasi-mitigasi', { params })).data,
    placeholderData: keepPreviousData,
  });

export function useSimpanRealisasi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RealisasiMitigasiBody) =>
      (await api.put<RealisasiMitigasi>('realisasi-mitigasi', body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
