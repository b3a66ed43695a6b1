import type {
  PermintaanKeputusan,
  SurveiDetail,
  SurveiHasil,
  SurveiIsi,
  SurveiMoved,
  SurveiPage,
  SurveiPenugasanFilter,
  SurveiSesi,
  SurveiUpgDetail,
  TipePertanyaan,
} from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import type { FilterPaths } from '@/ui/savedFilters.api';

export interface SurveiListParams {
  judul?: string | undefined;
  status?: string | undefined;
  jenis?: string | undefined;
  antrian?: 'persetujuan' | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  page: number;
  per_page: number;
}

// The only place these query keys are written; every mutation drops ['ppg-survei'].
export const surveiKeys = {
  all: ['ppg-survei'] as const,
  list: (p: SurveiListParams) => ['ppg-survei', 'list', p] as const,
  one: (id: number) => ['ppg-survei', 'one', id] as const,
  sesi: (id: number) => ['ppg-survei', 'sesi', id] as const,
  penugasan: (sesiId: number, page: number) => ['ppg-survei', 'penugasan', sesiId, page] as const,
  hasil: (id: number, sesiId?: number) => ['ppg-survei', 'hasil', id, sesiId ?? 0] as const,
  teks: (id: number, q: number, page: number) => ['ppg-survei', 'teks', id, q, page] as const,
  upgList: (page: number, status?: string) => ['ppg-survei', 'upg', 'list', page, status ?? ''] as const,
  upgOne: (id: number) => ['ppg-survei', 'upg', 'one', id] as const,
};

/** The saved filters of the list (spec §3 "Survey": status, type), in the one saved-filter store. */
export const FILTER_KEY = 'kpk-survey-creator-list';
export const FILTER_PATHS: FilterPaths = { list: 'survey/filter', remove: (id) => `survey/filter/${id}` };

const clean = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

export const useSurveiList = (params: SurveiListParams) =>
  useQuery({
    queryKey: surveiKeys.list(params),
    queryFn: async () => (await api.get<SurveiPage>('survey', { params: clean(params) })).data,
    placeholderData: keepPreviousData,
  });

export const useSurvei = (id: number) =>
  useQuery({
    queryKey: surveiKeys.one(id),
    queryFn: async () => (await api.get<SurveiDetail>(`survey/${id}`)).data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** Any change of the survey or its questions: answers the new version; the detail reloads. */
export function useSurveiMutation<I, O = { id: number; version: number }>(
  call: (input: I) => Promise<{ data: O }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: surveiKeys.all }),
  });
}

export interface PertanyaanBody {
  teks: string;
  tipe: TipePertanyaan;
  wajib: boolean;
  opsi: string[];
  batas_min?: number | null;
  batas_max?: number | null;
}

export const useCreateSurvei = () => useSurveiMutation((b: SurveiIsi) => api.post<SurveiMoved>('survey', b));
export const useEditSurvei = (id: number) =>
  useSurveiMutation((b: SurveiIsi & { versi: number }) =>
    api.put<{ id: number; version: number }>(`survey/${id}`, b),
  );
export const useKeputusanSurvei = (id: number) =>
  useSurveiMutation((b: PermintaanKeputusan) => api.post<SurveiMoved>(`survey/${id}/keputusan`, b));
export const useVersiBaru = (id: number) =>
  useSurveiMutation((b: { versi: number }) => api.post<SurveiMoved>(`survey/${id}/versi-baru`, b));

/** The builder's calls: sections, questions and the order a drag leaves. */
export function useBuilder(id: number) {
  return {
    tambahBagian: useSurveiMutation((b: { judul: string; versi: number }) =>
      api.post<{ id: number; version: number }>(`survey/${id}/bagian`, b),
    ),
    ubahBagian: useSurveiMutation((b: { bagianId: number; judul: string; versi: number }) =>
      api.put<{ id: number; version: number }>(`survey/${id}/bagian/${b.bagianId}`, {
        judul: b.judul,
        versi: b.versi,
      }),
    ),
    hapusBagian: useSurveiMutation((b: { bagianId: number; versi: number }) =>
      api.delete<{ id: number; version: number }>(`survey/${id}/bagian/${b.bagianId}`, {
        params: { versi: b.versi },
      }),
    ),
    tambahPertanyaan: useSurveiMutation(
      (b: { bagian_id: number; pertanyaan: PertanyaanBody; versi: number }) =>
        api.post<{ id: number; version: number }>('survey-question', { ...b, survei_id: id }),
    ),
    ubahPertanyaan: useSurveiMutation((b: { id: number; pertanyaan: PertanyaanBody; versi: number }) =>
      api.put<{ id: number; version: number }>(`survey-question/${b.id}`, {
        pertanyaan: b.pertanyaan,
        versi: b.versi,
      }),
    ),
    hapusPertanyaan: useSurveiMutation((b: { id: number; versi: number }) =>
      api.delete<{ id: number; version: number }>(`survey-question/${b.id}`, { params: { versi: b.versi } }),
    ),
    urutan: useSurveiMutation((b: { versi: number; bagian: { id: number; pertanyaan: number[] }[] }) =>
      api.put<{ id: number; version: number }>(`survey/${id}/urutan`, b),
    ),
  };
}

export const useSesi = (surveiId: number) =>
  useQuery({
    queryKey: surveiKeys.sesi(surveiId),
    queryFn: async () => (await api.get<SurveiSesi[]>(`survey/${surveiId}/survey-session`)).data,
  });
export const useCreateSesi = () =>
  useSurveiMutation((b: { survei_id: number; nama: string; dibuka_pada: string; ditutup_pada: string }) =>
    api.post<{ id: number }>('survey-session', b),
  );
export const pratinjauPenugasan = async (sesiId: number, f: SurveiPenugasanFilter) =>
  (
    await api.post<{ jumlah: number; sudah_ditugaskan: number; contoh: { id: number; nama: string }[] }>(
      `survey-session/${sesiId}/survey-assignment/pratinjau`,
      f,
    )
  ).data;
export const useTugaskan = (sesiId: number) =>
  useSurveiMutation((f: SurveiPenugasanFilter) =>
    api.post<{ ditugaskan: number; diberi_tahu: number }>(`survey-session/${sesiId}/survey-assignment`, f),
  );

export interface PenugasanPage {
  items: {
    id: number;
    instansi_nama: string;
    status: 'BELUM' | 'DRAF' | 'TERKIRIM';
    dikirim_pada: string | null;
  }[];
  total: number;
  terkirim: number;
  page: number;
  per_page: number;
}
export const usePenugasan = (sesiId: number, page: number) =>
  useQuery({
    queryKey: surveiKeys.penugasan(sesiId, page),
    queryFn: async () =>
      (
        await api.get<PenugasanPage>(`survey-session/${sesiId}/survey-assignment`, {
          params: { page, per_page: 10 },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const useHasil = (id: number, sesiId?: number) =>
  useQuery({
    queryKey: surveiKeys.hasil(id, sesiId),
    queryFn: async () =>
      (await api.get<SurveiHasil>(`survey/${id}/hasil`, { params: clean({ sesi_id: sesiId }) })).data,
  });
export const useTeks = (id: number, pertanyaanId: number, page: number) =>
  useQuery({
    queryKey: surveiKeys.teks(id, pertanyaanId, page),
    queryFn: async () =>
      (
        await api.get<{ items: { instansi_nama: string; jawaban: string }[]; total: number }>(
          `survey/${id}/hasil/teks`,
          { params: { pertanyaan_id: pertanyaanId, page, per_page: 5 } },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
export const exportJawaban = (id: number) => api.download(`survey/${id}/hasil/export`);

export interface UpgSurveiPage {
  items: {
    id: number;
    judul: string;
    jenis_label: string;
    sesi_nama: string;
    dibuka_pada: string;
    ditutup_pada: string;
    keadaan_label: string;
    status: string;
    status_label: string;
  }[];
  total: number;
  page: number;
  per_page: number;
}
export const useUpgSurveiList = (page: number, perPage: number, status?: string) =>
  useQuery({
    queryKey: [...surveiKeys.upgList(page, status), perPage],
    queryFn: async () =>
      (await api.get<UpgSurveiPage>('upg/survey', { params: clean({ page, per_page: perPage, status }) }))
        .data,
    placeholderData: keepPreviousData,
  });
export const useUpgSurvei = (id: number) =>
  useQuery({
    queryKey: surveiKeys.upgOne(id),
    queryFn: async () => (await api.get<SurveiUpgDetail>(`upg/survey/${id}`)).data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
export const useSimpanJawaban = (id: number, final: boolean) =>
  useSurveiMutation((b: { versi: number; jawaban: Record<string, unknown> }) =>
    final
      ? api.post<{ id: number; status: string; version: number }>(`upg/survey/${id}/kirim`, b)
      : api.put<{ id: number; status: string; version: number }>(`upg/survey/${id}/jawaban`, b),
  );
