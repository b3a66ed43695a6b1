import type {
  PermintaanKeputusan,
  StatusVerifikasi,
  VerifikasiBuat,
  VerifikasiDetail,
  VerifikasiItem,
  VerifikasiMoved,
  VerifikasiNilai,
} from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

export interface VerifikasiParams {
  tahun?: number | undefined;
  status?: StatusVerifikasi | undefined;
  peserta: 'MONEV' | 'ALL';
  q?: string | undefined;
  menunggu?: 'ya' | undefined;
  page: number;
  per_page: number;
}

// The only place these query keys are written; every mutation drops ['ppg-verifikasi'].
export const verifikasiKeys = {
  all: ['ppg-verifikasi'] as const,
  list: (params: VerifikasiParams) => ['ppg-verifikasi', 'list', params] as const,
  one: (id: number) => ['ppg-verifikasi', 'one', id] as const,
  anggota: ['ppg-verifikasi', 'anggota'] as const,
};

export const useVerifikasiList = (params: VerifikasiParams) =>
  useQuery({
    queryKey: verifikasiKeys.list(params),
    queryFn: async () =>
      (await api.get<Page<VerifikasiItem>>('approval-verifikasi', { params: { ...params } })).data,
    placeholderData: keepPreviousData,
  });

export const useVerifikasi = (id: number) =>
  useQuery({
    queryKey: verifikasiKeys.one(id),
    queryFn: async () => (await api.get<VerifikasiDetail>(`approval-verifikasi/${id}`)).data,
    enabled: Number.isInteger(id) && id > 0,
  });

export const useAnggotaPpg = (enabled: boolean) =>
  useQuery({
    queryKey: verifikasiKeys.anggota,
    queryFn: async () => (await api.get<{ id: number; nama: string }[]>('approval-verifikasi/anggota')).data,
    enabled,
    staleTime: 60_000,
  });

function useVerifikasiMutation<I, O>(call: (input: I) => Promise<{ data: O }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: verifikasiKeys.all }),
  });
}

export const useBuatDaftar = () =>
  useVerifikasiMutation((body: VerifikasiBuat) =>
    api.post<{ dibuat: number; sudah_ada: number }>('approval-verifikasi/buat', body),
  );
export const useSimpanNilai = (id: number) =>
  useVerifikasiMutation((body: VerifikasiNilai) =>
    api.put<VerifikasiMoved>(`approval-verifikasi/${id}`, body),
  );
export const useKeputusanVerifikasi = (id: number) =>
  useVerifikasiMutation((body: PermintaanKeputusan) =>
    api.post<VerifikasiMoved>(`approval-verifikasi/${id}/keputusan`, body),
  );
