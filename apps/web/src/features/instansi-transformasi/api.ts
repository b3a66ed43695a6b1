import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface InstansiRingkas {
  id: number;
  kode: string;
  nama: string;
  is_active: boolean;
}
export interface Pindah {
  tabel: string;
  label: string;
  jumlah: number;
}
export interface Tetap extends Pindah {
  alasan: string;
}
export interface TransformasiPreview {
  jenis: string;
  instansi: InstansiRingkas;
  version: string;
  target: InstansiRingkas | null;
  selesai: {
    target_instansi_id: number;
    target_nama: string;
    unit_kerja_id: number | null;
    unit_kerja_nama: string | null;
    created_at: string;
  } | null;
  pindah: Pindah[];
  tetap: Tetap[];
}
export interface TransformasiHasil {
  id: number;
  instansi: InstansiRingkas;
  target: InstansiRingkas;
  unit_kerja: { id: number; kode: string; nama: string };
  pindah: Pindah[];
  tetap: Tetap[];
}

const path = (id: string, type: string) =>
  `admin/masters/instansi/${encodeURIComponent(id)}/transformasi/${encodeURIComponent(type)}`;

/** The preview: what moves and what stays (with a target, the rows it already has stay too). */
export function useTransformasiPreview(id: string, type: string, target: number | undefined) {
  return useQuery({
    queryKey: ['instansi-transformasi', id, type, target ?? null],
    queryFn: async () =>
      (
        await api.get<TransformasiPreview>(path(id, type), {
          params: target ? { target_instansi_id: target } : {},
        })
      ).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Runs the transform; the masters' lists are stale afterwards. */
export function useTransformasi(id: string, type: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { target_instansi_id: number; version: string }) =>
      api.post<TransformasiHasil>(path(id, type), body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['instansi-transformasi', id] });
      void client.invalidateQueries({ queryKey: ['masters'] });
    },
  });
}
