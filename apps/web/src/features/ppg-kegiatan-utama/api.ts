import type {
  KegiatanUtamaDetail,
  KegiatanUtamaEdit,
  KegiatanUtamaInput,
  KegiatanUtamaPage,
  UpgKegiatanUtama,
} from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface KegiatanUtamaParams {
  tahun?: string | undefined;
  q?: string | undefined;
  page: number;
  per_page: number;
}

// The only place these query keys are written; every change drops ['ppg-kegiatan-utama'].
export const kegiatanUtamaKeys = {
  all: ['ppg-kegiatan-utama'] as const,
  list: (p: KegiatanUtamaParams) => ['ppg-kegiatan-utama', 'list', p] as const,
  one: (id: number) => ['ppg-kegiatan-utama', 'one', id] as const,
  opsi: (tahun: number | undefined) => ['ppg-kegiatan-utama', 'opsi', tahun ?? null] as const,
  upg: (tahun: number) => ['ppg-kegiatan-utama', 'upg', tahun] as const,
};

const clean = (p: KegiatanUtamaParams) =>
  Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== ''));

export const useKegiatanUtamaList = (p: KegiatanUtamaParams) =>
  useQuery({
    queryKey: kegiatanUtamaKeys.list(p),
    queryFn: async () => (await api.get<KegiatanUtamaPage>('kegiatan-utama', { params: clean(p) })).data,
    placeholderData: keepPreviousData,
  });

export const useKegiatanUtama = (id: number | null) =>
  useQuery({
    queryKey: kegiatanUtamaKeys.one(id ?? 0),
    queryFn: async () => (await api.get<KegiatanUtamaDetail>(`kegiatan-utama/${id}`)).data,
    enabled: id !== null && id > 0,
    retry: false,
  });

/** The year's main activities for a select (an activity's, a plan item's); every year's without one. */
export const useKegiatanUtamaOpsi = (tahun?: number) =>
  useQuery({
    queryKey: kegiatanUtamaKeys.opsi(tahun),
    queryFn: async () =>
      (
        await api.get<{ id: number; tahun: number; nama: string }[]>('kegiatan-utama/opsi', {
          params: tahun ? { tahun } : {},
        })
      ).data,
    staleTime: 60_000,
  });

export const useUpgKegiatanUtama = (tahun: number) =>
  useQuery({
    queryKey: kegiatanUtamaKeys.upg(tahun),
    queryFn: async () => (await api.get<UpgKegiatanUtama>('upg/kegiatan-utama', { params: { tahun } })).data,
  });

function useChange<I>(call: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: kegiatanUtamaKeys.all }),
  });
}

export const useSimpanKegiatanUtama = (id: number | null) =>
  useChange((body: KegiatanUtamaInput | KegiatanUtamaEdit) =>
    id ? api.put(`kegiatan-utama/${id}`, body) : api.post('kegiatan-utama', body),
  );
export const useHapusKegiatanUtama = () => useChange((id: number) => api.delete(`kegiatan-utama/${id}`));
