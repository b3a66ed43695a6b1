import type {
  MediaInfoDto,
  Page,
  RealisasiBody,
  RealisasiDto,
  RealisasiKeputusan,
  RealisasiListItem,
} from '@gratifikasi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

// The only place these query keys are written.
export const keys = {
  all: ['ppg-realisasi-klop'] as const,
  list: (params: Record<string, string | number>) => ['ppg-realisasi-klop', 'list', params] as const,
  one: (tahun: number, tw: number, upgId?: number) =>
    ['ppg-realisasi-klop', 'one', tahun, tw, upgId ?? null] as const,
};

const path = (tahun: number, tw: number) => `realisasi-rencana-kerja/${tahun}/${tw}`;
const upgParams = (upgId?: number) => (upgId ? { upg_id: upgId } : {});

/** The saved quarters of a year (the UPG's own; the KPK's with filters). */
export const useRealisasiList = (params: Record<string, string | number>, enabled = true) =>
  useQuery({
    queryKey: keys.list(params),
    queryFn: async () =>
      (await api.get<Page<RealisasiListItem>>('realisasi-rencana-kerja', { params, silent: true })).data,
    enabled,
  });

/** A quarter's realisation: the UPG's own, or the institution of `upgId` (KPK). */
export const useRealisasi = (tahun: number, tw: number, upgId?: number) =>
  useQuery({
    queryKey: keys.one(tahun, tw, upgId),
    queryFn: async () =>
      (await api.get<RealisasiDto>(path(tahun, tw), { params: upgParams(upgId), silent: true })).data,
    enabled: tahun > 0 && tw >= 1 && tw <= 4,
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

export function useSimpanRealisasi(tahun: number, tw: number) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: async (body: RealisasiBody) => (await api.put<RealisasiDto>(path(tahun, tw), body)).data,
    onSuccess: done,
  });
}

export function useKeputusanRealisasi(tahun: number, tw: number, upgId?: number) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: async (body: RealisasiKeputusan) =>
      (
        await api.post<RealisasiDto>(`${path(tahun, tw)}/keputusan`, body, {
          params: upgParams(upgId),
        })
      ).data,
    onSuccess: done,
  });
}

/** A realisation line's evidence files (`realisasi-rencana-kerja/item/{id}/bukti`). */
export function useBukti() {
  const done = useInvalidate();
  const base = (lineId: number) => `realisasi-rencana-kerja/item/${lineId}/bukti`;
  return {
    upload: useMutation({
      mutationFn: async ({ lineId, file }: { lineId: number; file: File }) =>
        (await api.upload<MediaInfoDto>(base(lineId), file)).data,
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: ({ lineId, mediaId }: { lineId: number; mediaId: number }) =>
        api.delete<null>(`${base(lineId)}/${mediaId}`),
      onSuccess: done,
    }),
    download: (lineId: number, mediaId: number) => api.download(`${base(lineId)}/${mediaId}`),
  };
}
