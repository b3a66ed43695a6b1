import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

type Params = Record<string, string | number | undefined>;

// The only place these query keys are written; every receivables mutation drops ['piutang'].
export const piutangKeys = {
  all: ['piutang'] as const,
  get: (path: string, params: Params) => ['piutang', path, params] as const,
};

/** Any read of the receivables API (lists, statements, aging, reconciliation), keyed by path and params. */
export const piutangQuery = <T>(path: string, params: Params = {}) =>
  queryOptions({
    queryKey: piutangKeys.get(path, params),
    queryFn: async () => (await api.get<T>(path, { params })).data,
    placeholderData: keepPreviousData,
  });

export const usePiutang = <T>(path: string, params: Params = {}, enabled = true) =>
  useQuery({ ...piutangQuery<T>(path, params), enabled });

/** Any receivables write; the answer's message is shown by the caller, every receivables read is refreshed. */
export function usePiutangMutation<B>(path: (b: B) => string, body: (b: B) => unknown = () => undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (b: B) => api.post<{ id: number }>(path(b), body(b)),
    onSuccess: () => qc.invalidateQueries({ queryKey: piutangKeys.all }),
  });
}

export function useRekonUpload() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      api.upload<{ id: number; jumlah_baris: number; jumlah_error: number }>('og/rekon/import', file),
    onSuccess: () => qc.invalidateQueries({ queryKey: piutangKeys.all }),
  });
}

/** An Excel export of a list with its current filter. */
export const exportXlsx = (path: string, params: Params) =>
  api.download(path, { params: { ...params, format: 'xlsx', page: undefined, per_page: undefined } });

export const downloadSurat = (id: number) => api.download(`piutang/tagihan/${id}/surat`);

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

export interface Tagihan {
  id: number;
  laporan_id: number;
  rincian_id: number;
  pelapor_id: number;
  pelapor_nama: string;
  nosig: string | null;
  uraian: string;
  nomor: string;
  tanggal: string;
  tanggal_keputusan: string;
  va: string;
  mata_uang: string;
  nilai: string;
  mata_uang_asal: string;
  nilai_asal: string;
  kurs: string;
  kurs_tanggal: string | null;
  dibayar: string;
  saldo: string;
  status: string;
}

export interface Entri {
  id: number;
  jenis: 'TAGIHAN' | 'BAYAR' | 'BATAL';
  jumlah: string;
  tanggal: string;
  tagihan_id: number;
  nomor: string;
  va: string;
  mata_uang: string;
  referensi: string | null;
  keterangan: string | null;
  membatalkan_id: number | null;
  memulihkan_id: number | null;
  kurs: string | null;
  kurs_tanggal: string | null;
  debit?: string;
  kredit?: string;
  saldo?: string;
  pelapor_nama?: string;
  dibatalkan_oleh?: number | null;
  dipulihkan_oleh?: number | null;
}

export type Aging = Record<
  'b0_30' | 'b31_60' | 'b61_90' | 'b91_180' | 'b181_365' | 'b365' | 'lebih_bayar' | 'saldo',
  string
>;
