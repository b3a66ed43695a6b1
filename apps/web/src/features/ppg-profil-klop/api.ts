import type {
  AturanPilihan,
  MediaInfoDto,
  Page,
  ProfilKlopBody,
  ProfilKlopDto,
  ProfilKlopItem,
  RencanaKerjaBody,
  RencanaKerjaDto,
  RencanaKerjaKeputusan,
} from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

type Params = Record<string, string | number>;

// The only place these query keys are written.
export const keys = {
  all: ['ppg-profil-klop'] as const,
  list: (params: Params) => ['ppg-profil-klop', 'list', params] as const,
  one: (tahun: number, upgId?: number) => ['ppg-profil-klop', 'one', tahun, upgId ?? null] as const,
};

export const useProfilList = (params: Params) =>
  useQuery({
    queryKey: keys.list(params),
    queryFn: async () => (await api.get<Page<ProfilKlopItem>>('profile-klop', { params })).data,
    placeholderData: keepPreviousData,
  });

/** The year's profile: the UPG's own (null when not made yet), or the institution of `upgId` (KPK). */
export const useProfil = (tahun: number, upgId?: number) =>
  useQuery({
    queryKey: keys.one(tahun, upgId),
    queryFn: async () =>
      (
        await api.get<ProfilKlopDto | null>(`profile-klop/${tahun}`, {
          params: upgId ? { upg_id: upgId } : {},
          silent: true,
        })
      ).data,
    enabled: tahun > 0,
  });

/** The internal rules the UPG's profile may name, searched on the server by code or title. */
export const useAturanPilihan = (q: string) =>
  useQuery({
    queryKey: ['ppg-profil-klop', 'aturan', q] as const,
    queryFn: async () =>
      (
        await api.get<{ items: AturanPilihan[] }>('profile-klop/aturan-internal', {
          params: q ? { q } : {},
        })
      ).data.items,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

export function useSimpanProfil(tahun: number) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: async (body: ProfilKlopBody) =>
      (await api.put<ProfilKlopDto>(`profile-klop/${tahun}`, body)).data,
    onSuccess: done,
  });
}

export function useSalinProfil() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: async (tahun: number) =>
      (await api.post<{ id: number; tahun: number; dari: number }>(`profile-klop/${tahun}/salin`)).data,
    onSuccess: done,
  });
}

export function useSimpanRencana(id: number) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: async (body: RencanaKerjaBody) =>
      (await api.put<RencanaKerjaDto>(`rencana-kerja/${id}`, body)).data,
    onSuccess: done,
  });
}

export function useKeputusanRencana(id: number) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: async (body: RencanaKerjaKeputusan) =>
      (await api.post<RencanaKerjaDto>(`rencana-kerja/${id}/keputusan`, body)).data,
    onSuccess: done,
  });
}

/** The profile's evidence files (`profile-klop/{id}/dokumen-upg`). */
export function useDokumenUpg(profilId: number) {
  const done = useInvalidate();
  const base = `profile-klop/${profilId}/dokumen-upg`;
  return {
    upload: useMutation({
      mutationFn: async (file: File) => (await api.upload<MediaInfoDto>(base, file)).data,
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (mediaId: number) => api.delete<null>(`${base}/${mediaId}`),
      onSuccess: done,
    }),
    download: (mediaId: number) => api.download(`${base}/${mediaId}`),
  };
}
