import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

/** One KMK period (a decree and its week), as GET mata-uang/list-penetapan lists them. */
export interface Penetapan {
  nomor_kmk: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  jumlah_mata_uang: number;
}

/** One currency's tax rate in force on a date. */
export interface KursPajak {
  mata_uang_id: number;
  kode: string;
  nama: string;
  nilai: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  nomor_kmk: string;
}

const keys = {
  all: ['kurs-pajak'] as const,
  periods: ['kurs-pajak', 'penetapan'] as const,
  week: (tanggal: string) => ['kurs-pajak', 'week', tanggal] as const,
};

export function usePenetapan() {
  return useQuery({
    queryKey: keys.periods,
    queryFn: async () =>
      (await api.get<{ items: Penetapan[]; total: number }>('mata-uang/list-penetapan')).data,
  });
}

export function useKursPajak(tanggal: string | null) {
  return useQuery({
    queryKey: keys.week(tanggal ?? ''),
    enabled: tanggal !== null,
    queryFn: async () =>
      (
        await api.get<{ tanggal: string; items: KursPajak[]; total: number }>('mata-uang/kurs-pajak', {
          params: { tanggal: tanggal ?? '' },
        })
      ).data,
  });
}

export function downloadKursPajakTemplate(): Promise<void> {
  return api.download('kurs-pajak/template');
}

export function useImportKursPajak() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      // Silent: the import dialog shows every failure itself (the row report of a 422 above all).
      const body = await api.upload<{ inserted: number }>('kurs-pajak/import', file, {}, { silent: true });
      return { inserted: body.data.inserted, message: body.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
