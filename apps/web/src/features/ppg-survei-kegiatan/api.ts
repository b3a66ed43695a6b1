import type {
  HasilBanding,
  JenisSurvei,
  SurveiHasil,
  SurveiKegiatanBuka,
  SurveiKegiatanIsi,
  SurveiPage,
  TipePertanyaan,
} from '@gratifikasi/domain';
import { JENIS_SURVEI_KEGIATAN } from '@gratifikasi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import type { TautanPresensi } from '../ppg-kegiatan/api';

/** A survey attached to a session: its link as staff see it, and how many answered. */
export interface TautanSurvei extends TautanPresensi {
  aktivitas_id: number;
  survei_id: number;
  judul: string;
  jenis: JenisSurvei;
  jenis_label: string;
  jumlah_responden: number;
}

export interface HasilSurveiKegiatan {
  tautan: TautanSurvei[];
  survei: { survei_id: number; judul: string; jenis: JenisSurvei; jenis_label: string; hasil: SurveiHasil }[];
  banding: (HasilBanding & { pre_judul: string; post_judul: string }) | null;
}

export interface SurveiPublik {
  kegiatan: string;
  sesi: string;
  tanggal: string;
  judul: string;
  deskripsi: string | null;
  jenis: JenisSurvei;
  jenis_label: string;
  berakhir: string;
  bagian: {
    id: number;
    judul: string;
    pertanyaan: {
      id: number;
      teks: string;
      tipe: TipePertanyaan;
      wajib: boolean;
      opsi: string[];
      batas_min: number | null;
      batas_max: number | null;
    }[];
  }[];
}

const keys = {
  sesi: (id: number, sesi: number) => ['ppg-kegiatan', id, 'survei', sesi] as const,
  kegiatan: (id: number) => ['ppg-kegiatan', id, 'survei'] as const,
  publik: (token: string) => ['kegiatan-survey', token] as const,
};

export const useSurveiSesi = (id: number, sesi: number) =>
  useQuery({
    queryKey: keys.sesi(id, sesi),
    queryFn: async () => (await api.get<TautanSurvei[]>(`kegiatan/${id}/aktivitas/${sesi}/survei`)).data,
  });

export const useHasilSurveiKegiatan = (id: number) =>
  useQuery({
    queryKey: keys.kegiatan(id),
    queryFn: async () => (await api.get<HasilSurveiKegiatan>(`kegiatan/${id}/survei`)).data,
  });

/** Approved surveys of the kinds a session takes (evaluation, pre-test, post-test). */
export const useSurveiDisetujui = (enabled: boolean) =>
  useQuery({
    queryKey: ['ppg-survei', 'disetujui-kegiatan'],
    enabled,
    queryFn: async () =>
      (
        await api.get<SurveiPage>('survey', { params: { status: 'DISETUJUI', per_page: 100 } })
      ).data.items.filter((s) => (JENIS_SURVEI_KEGIATAN as readonly string[]).includes(s.jenis)),
  });

function useSurveiMutation<I>(fn: (input: I) => Promise<unknown>, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['ppg-kegiatan', id] }),
  });
}
export const useBukaSurvei = (id: number, sesi: number) =>
  useSurveiMutation(
    (body: SurveiKegiatanBuka) => api.post<TautanSurvei[]>(`kegiatan/${id}/aktivitas/${sesi}/survei`, body),
    id,
  );
export const useTutupSurvei = (id: number, sesi: number) =>
  useSurveiMutation(
    (surveiId: number) =>
      api.post<TautanSurvei[]>(`kegiatan/${id}/aktivitas/${sesi}/survei/${surveiId}/tutup`, {}),
    id,
  );

// The public survey page (no login).
export const useSurveiPublik = (token: string) =>
  useQuery({
    queryKey: keys.publik(token),
    queryFn: async () => (await api.get<SurveiPublik>(`kegiatan/survey/${encodeURIComponent(token)}`)).data,
    retry: false,
  });
export const useIsiSurvei = (token: string) =>
  useMutation({
    mutationFn: async (body: SurveiKegiatanIsi) =>
      api.post<{ baru: boolean }>(`kegiatan/survey/${encodeURIComponent(token)}`, body),
  });

/** A pre-test's or post-test's comparison in each activity it is attached to (the survey detail's results). */
export const useBandingSurvei = (surveiId: number) =>
  useQuery({
    queryKey: ['ppg-survei', surveiId, 'banding-kegiatan'],
    queryFn: async () =>
      (
        await api.get<
          { kegiatan_id: number; kegiatan: string; banding: NonNullable<HasilSurveiKegiatan['banding']> }[]
        >(`survey/${surveiId}/banding-kegiatan`)
      ).data,
  });
