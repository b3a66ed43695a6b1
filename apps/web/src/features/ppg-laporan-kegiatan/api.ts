import type {
  DraftLaporanKegiatan,
  KontenBerkas,
  kegiatanTanpaLaporanSchema,
  LaporanKegiatanBatch,
  LaporanKegiatanBatchResult,
  LaporanKegiatanCreate,
  LaporanKegiatanDetail,
  LaporanKegiatanEdit,
  LaporanKegiatanKeputusan,
  LaporanKegiatanMoved,
  LaporanKegiatanPage,
} from '@gratifikasi/domain';
import { LAPORAN_KEGIATAN_FILTER_KEY } from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/platform/api';
import type { FilterPaths } from '@/ui/savedFilters.api';

/** The list's query as the API takes it (laporanKegiatanListQuerySchema): filter values stay URL strings. */
export interface LaporanKegiatanParams {
  q?: string | undefined;
  tahun?: string | undefined;
  jenis_klop?: string | undefined;
  nama_klop?: string | undefined;
  bentuk_kegiatan?: string | undefined;
  pelaksana_kegiatan?: string | undefined;
  status?: string | undefined;
  antrian?: 'menunggu' | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  page: number;
  per_page: number;
}
export interface UpgLaporanKegiatanParams {
  q?: string | undefined;
  tahun?: number | undefined;
  page: number;
  per_page: number;
}
export type KegiatanTanpaLaporan = z.infer<typeof kegiatanTanpaLaporanSchema>;

// The only place these query keys are written; every mutation drops ['ppg-laporan-kegiatan'].
export const laporanKegiatanKeys = {
  all: ['ppg-laporan-kegiatan'] as const,
  list: (params: LaporanKegiatanParams) => ['ppg-laporan-kegiatan', 'list', params] as const,
  one: (id: number) => ['ppg-laporan-kegiatan', 'one', id] as const,
  tanpaLaporan: ['ppg-laporan-kegiatan', 'draft-kegiatan'] as const,
  draft: (kegiatanId: number) => ['ppg-laporan-kegiatan', 'draft-kegiatan', kegiatanId] as const,
  upg: (params: UpgLaporanKegiatanParams) => ['ppg-laporan-kegiatan', 'upg', params] as const,
};

/** The "Activity report" saved filter sets, in the one saved-filter store through this API's own calls. */
export const FILTER_KEY = LAPORAN_KEGIATAN_FILTER_KEY;
export const FILTER_PATHS: FilterPaths = {
  list: 'laporan-kegiatan/filter',
  remove: (id) => `laporan-kegiatan/filter/${id}`,
};

const clean = <T extends object>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
const valid = (id: number) => Number.isInteger(id) && id > 0;

export const useLaporanKegiatanList = (params: LaporanKegiatanParams, enabled = true) =>
  useQuery({
    queryKey: laporanKegiatanKeys.list(params),
    queryFn: async () =>
      (await api.get<LaporanKegiatanPage>('laporan-kegiatan', { params: clean(params) })).data,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useLaporanKegiatan = (id: number) =>
  useQuery({
    queryKey: laporanKegiatanKeys.one(id),
    queryFn: async () => (await api.get<LaporanKegiatanDetail>(`laporan-kegiatan/${id}`)).data,
    enabled: valid(id),
    retry: false,
  });

/** The caller's activities carried out and not reported yet. */
export const useKegiatanTanpaLaporan = (enabled = true) =>
  useQuery({
    queryKey: laporanKegiatanKeys.tanpaLaporan,
    queryFn: async () =>
      (await api.get<KegiatanTanpaLaporan>('laporan-kegiatan/draft-kegiatan', { silent: true })).data,
    enabled,
    retry: false,
  });

/** What a new report of this activity starts from: its summary, sessions and attendance. */
export const useDraftLaporanKegiatan = (kegiatanId: number) =>
  useQuery({
    queryKey: laporanKegiatanKeys.draft(kegiatanId),
    queryFn: async () =>
      (await api.get<DraftLaporanKegiatan>(`laporan-kegiatan/draft-kegiatan/${kegiatanId}`)).data,
    enabled: valid(kegiatanId),
    retry: false,
  });

export const useUpgLaporanKegiatan = (params: UpgLaporanKegiatanParams) =>
  useQuery({
    queryKey: laporanKegiatanKeys.upg(params),
    queryFn: async () =>
      (await api.get<LaporanKegiatanPage>('upg/laporan-kegiatan', { params: clean(params) })).data,
    placeholderData: keepPreviousData,
  });

function useLaporanMutation<I, O = LaporanKegiatanMoved>(call: (input: I) => Promise<{ data: O }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: laporanKegiatanKeys.all }),
  });
}

export const useCreateLaporanKegiatan = () =>
  useLaporanMutation((body: LaporanKegiatanCreate) =>
    api.post<LaporanKegiatanMoved>('laporan-kegiatan', body),
  );
export const useEditLaporanKegiatan = (id: number) =>
  useLaporanMutation((body: LaporanKegiatanEdit) =>
    api.put<LaporanKegiatanMoved>(`laporan-kegiatan/${id}`, body),
  );
export const useHapusLaporanKegiatan = (id: number) =>
  useLaporanMutation((_: undefined) => api.delete<null>(`laporan-kegiatan/${id}`));
export const useKeputusanLaporanKegiatan = (id: number) =>
  useLaporanMutation((body: LaporanKegiatanKeputusan) =>
    api.post<LaporanKegiatanMoved>(`laporan-kegiatan/${id}/keputusan`, body),
  );
export const useBatchLaporanKegiatan = () =>
  useLaporanMutation((body: LaporanKegiatanBatch) =>
    api.post<LaporanKegiatanBatchResult>('laporan-kegiatan/batch-approval', body),
  );

/** Uploads a documentation photo or an attachment (checked by its bytes and size on the server). */
export async function uploadBerkasLaporan(file: File): Promise<KontenBerkas> {
  return (await api.upload<KontenBerkas>('laporan-kegiatan/berkas', file)).data;
}

/** Downloads the filtered list as Excel (same filters and order as the page). */
export function exportLaporanKegiatan(params: LaporanKegiatanParams): Promise<void> {
  const { page: _p, per_page: _pp, ...rest } = params;
  return api.download('laporan-kegiatan/export', { params: clean(rest) });
}

/** The report's letter: a draft with its watermark until the e-office signed it, then the issued letter. */
export const unduhPdfLaporan = (id: number) => api.download(`laporan-kegiatan/${id}/pdf`);
/** The issued letter, for the UPG of an institution the report concerns. */
export const unduhPdfLaporanUpg = (id: number) => api.download(`upg/laporan-kegiatan/${id}/pdf`);
