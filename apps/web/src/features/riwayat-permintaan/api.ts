import type { OrangDicari, RekamJejakHasil, RiwayatPermintaanBody } from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface RiwayatParams {
  q?: string | undefined;
  page: number;
  per_page: number;
}

export interface RiwayatItem {
  id: number;
  instansi_peminta: string;
  nomor_surat: string;
  tanggal_surat: string;
  perihal: string;
  sumber: 'FORM' | 'EXCEL';
  dicari_at: string;
  jumlah_orang: number;
  jumlah_ditemukan: number;
  dibuat_oleh: string | null;
}

export interface RiwayatOrang {
  urutan: number;
  nik: string | null;
  nama: string | null;
  jumlah_laporan: number;
  hasil: RekamJejakHasil;
}

export interface RiwayatDetail extends Omit<RiwayatItem, 'jumlah_orang' | 'jumlah_ditemukan'> {
  keterangan: string | null;
  created_at: string;
  orang: RiwayatOrang[];
}

export interface ExcelBaca {
  orang: OrangDicari[];
  masalah: { baris: number; pesan: string }[];
}

// The only place these query keys are written.
export const riwayatKeys = {
  all: ['riwayat-permintaan'] as const,
  list: (params: RiwayatParams) => ['riwayat-permintaan', 'list', params] as const,
  one: (id: number) => ['riwayat-permintaan', 'one', id] as const,
};

export const riwayatListQuery = (params: RiwayatParams) =>
  queryOptions({
    queryKey: riwayatKeys.list(params),
    queryFn: async () =>
      (
        await api.get<{ items: RiwayatItem[]; total: number }>('riwayat-permintaan', {
          params: { ...params },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const riwayatQuery = (id: number) =>
  queryOptions({
    queryKey: riwayatKeys.one(id),
    queryFn: async () => (await api.get<RiwayatDetail>(`riwayat-permintaan/${id}`, { silent: true })).data,
  });

export const useRiwayatList = (params: RiwayatParams) => useQuery(riwayatListQuery(params));
export const useRiwayat = (id: number) => useQuery({ ...riwayatQuery(id), enabled: id > 0 });

/** Saves a request (new, or an edit when `id` is given): the server searches every person again. */
export function useSimpanRiwayat(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RiwayatPermintaanBody) =>
      (id
        ? await api.put<RiwayatDetail>(`riwayat-permintaan/${id}`, body)
        : await api.post<RiwayatDetail>('riwayat-permintaan', body)
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: riwayatKeys.all }),
  });
}

/** Reads the persons of an Excel sheet (nothing is searched until the request is saved). */
export const useBacaExcel = () =>
  useMutation({
    mutationFn: async (file: File) =>
      (await api.upload<ExcelBaca>('riwayat-permintaan/cari-via-excel', file)).data,
  });

export const unduhTemplateExcel = () => api.download('riwayat-permintaan/template-excel');
export const unduhSuratJawaban = (id: number) => api.download(`riwayat-permintaan/${id}/surat`);

/** `POST req-rekam-jejak`: one person's reporting record, searched now (the search is audited, nothing is kept). */
export const useCariRekamJejak = () =>
  useMutation({
    mutationFn: async (orang: OrangDicari) =>
      (await api.post<RekamJejakHasil>('req-rekam-jejak', orang)).data,
  });
