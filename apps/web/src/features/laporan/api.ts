import type {
  JawabanPelapor,
  Laporan,
  LaporanDraftPayload,
  LaporanHistory,
  LaporanListItem,
  LaporanSavePayload,
  MediaInfoDto,
  Page,
  Pelapor,
  PublicAppConfig,
  PutusanLaporan,
} from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export type ListParams = Record<string, string | number>;

export type LaporanListEndpoint = 'list-individu' | 'list-upg' | 'list-kpk';

export interface TabCount {
  key: string;
  label: string;
  count: number;
}

export interface LaporanTabbed {
  tabs: TabCount[];
  tab: string;
  items: LaporanListItem[];
  total: number;
  page: number;
  per_page: number;
}

export interface NlHint {
  kode: string;
  pesan: string;
}

export interface LaporanSaveResult {
  laporan: Laporan;
  nl_hints: NlHint[];
  is_terlambat: boolean;
}

/** A row of a master dropdown (`GET jenis-peristiwa` …). */
export interface MasterOption {
  id: number;
  kode?: string | null;
  nama?: string | null;
  [field: string]: unknown;
}

export interface ChecklistItem {
  id: number;
  checklist_kelengkapan_id: number;
  is_wajib: boolean | null;
  keterangan: string | null;
  labels?: Record<string, string | null>;
}

export interface KursBerlaku {
  mata_uang: string;
  tanggal: string;
  nilai: string;
  sumber: string | null;
}

const keys = {
  all: ['laporan'] as const,
  list: (endpoint: string, params: ListParams) => ['laporan', 'list', endpoint, params] as const,
  tabbed: (params: ListParams) => ['laporan', 'tabbed', params] as const,
  one: (id: number) => ['laporan', 'one', id] as const,
  history: (id: number) => ['laporan', 'history', id] as const,
  jawaban: (id: number) => ['laporan', 'jawaban-pelapor', id] as const,
};

// ---- lists -----------------------------------------------------------------------------------------

export function useLaporanList(endpoint: LaporanListEndpoint, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: keys.list(endpoint, params),
    queryFn: async () => (await api.get<Page<LaporanListItem>>(`laporan/${endpoint}`, { params })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useLaporanTabbed(params: ListParams) {
  return useQuery({
    queryKey: keys.tabbed(params),
    queryFn: async () => (await api.get<LaporanTabbed>('laporan/tabbed', { params })).data,
    placeholderData: keepPreviousData,
  });
}

/** The whole filtered list as .xlsx (the server names the file); paging is left out. */
export function exportLaporan(endpoint: LaporanListEndpoint | 'tabbed', params: ListParams): Promise<void> {
  const { page: _page, per_page: _perPage, ...filters } = params;
  return api.download(`laporan/${endpoint}`, { params: { ...filters, format: 'xlsx' } });
}

// ---- one report -------------------------------------------------------------------------------------

export const laporanQuery = (id: number) =>
  queryOptions({
    queryKey: keys.one(id),
    // Silent: a report that is not the caller's answers 404 and the screen says so itself.
    queryFn: async () => (await api.get<Laporan>(`laporan/${id}`, { silent: true })).data,
    retry: false,
  });

export function useLaporan(id: number | null) {
  return useQuery({ ...laporanQuery(id ?? 0), enabled: id !== null });
}

/** The ruling once issued (`GET laporan/{id}/putusan`): its letters, and per item the ruling and what follows. */
export function usePutusan(id: number) {
  return useQuery({
    queryKey: ['laporan', 'putusan', id] as const,
    queryFn: async () => (await api.get<PutusanLaporan>(`laporan/${id}/putusan`, { silent: true })).data,
    retry: false,
  });
}

/** One issued letter of the report, by its record (the SK, the SPSK, the SP3). */
export const downloadSurat = (id: number, suratId: number) =>
  api.download(`laporan/${id}/dokumen/surat/${suratId}`);

export function useLaporanHistory(id: number | null) {
  return useQuery({
    queryKey: keys.history(id ?? 0),
    queryFn: async () => (await api.get<LaporanHistory[]>(`laporan/${id}/history`, { silent: true })).data,
    enabled: id !== null,
    retry: false,
  });
}

/** What the reporter was asked through each link and answered, texts and files (KPK staff). */
export function useJawabanPelapor(id: number) {
  return useQuery({
    queryKey: keys.jawaban(id),
    queryFn: async () =>
      (await api.get<JawabanPelapor[]>(`laporan/${id}/jawaban-pelapor`, { silent: true })).data,
    retry: false,
  });
}

function useLaporanMutation<V, R>(run: (vars: V) => Promise<{ data: R; message?: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keys.all });
    },
  });
}

export const useSaveDraft = () =>
  useLaporanMutation((payload: LaporanDraftPayload) => api.post<Laporan>('laporan/draft', payload));

/**
 * `POST laporan/save` with an `Idempotency-Key`: the form keeps one key per submission until it gets a definite
 * answer, so a retry after a lost response (timeout, dropped connection) returns the report already filed.
 */
export const useSubmitLaporan = () =>
  useLaporanMutation(({ payload, key }: { payload: LaporanSavePayload; key: string }) =>
    api.post<LaporanSaveResult>('laporan/save', payload, { headers: { 'Idempotency-Key': key } }),
  );

export const useDeleteLaporan = () => useLaporanMutation((id: number) => api.delete<null>(`laporan/${id}`));

export const useTeruskan = () =>
  useLaporanMutation((id: number) => api.post<Laporan>(`laporan/${id}/teruskan`));

export async function uploadAttachment(file: File, laporanId?: number): Promise<MediaInfoDto> {
  const fields: Record<string, string> = laporanId ? { laporan_id: String(laporanId) } : {};
  return (await api.upload<MediaInfoDto>('laporan/upload-attachment', file, fields)).data;
}

export async function deleteAttachment(laporanId: number, mediaId: number): Promise<void> {
  await api.delete<null>(`laporan/${laporanId}/attachment/${mediaId}`);
}

export const downloadAttachment = (laporanId: number, mediaId: number) =>
  api.download(`laporan/${laporanId}/attachment/${mediaId}`);

export const downloadFormulir = (laporanId: number) => api.download(`laporan/${laporanId}/formulir`);

// ---- dashboards and summaries ----------------------------------------------------------------------

/** The tab counts (status groups) of the caller's reports, optionally for one year. */
export const tabCountsQuery = (tahun?: number) =>
  queryOptions({
    queryKey: ['laporan', 'tab-counts', tahun ?? 'all'],
    queryFn: async () =>
      (
        await api.get<LaporanTabbed>('laporan/tabbed', {
          params: { per_page: 1, ...(tahun ? { tahun } : {}) },
        })
      ).data.tabs,
  });

/** `GET dashboard/{individu|upg|data-entry}`: counts per tab, late reports, a UPG's overdue forwarding. */
export interface LaporanDashboard {
  tabs: TabCount[];
  total: number;
  terlambat: number;
  /** Reports made to the UPG after its 10 HK (0 outside a UPG). */
  terlambat_upg: number;
  lewat_batas_teruskan: number;
  lewat_batas_teruskan_items: LaporanListItem[];
}

export function useLaporanDashboard(kind: 'individu' | 'upg' | 'data-entry') {
  return useQuery({
    queryKey: ['laporan', 'dashboard', kind],
    queryFn: async () => (await api.get<LaporanDashboard>(`dashboard/${kind}`)).data,
  });
}

// ---- what the form chooses from --------------------------------------------------------------------

/** A master dropdown (live rows, 100 a page): `jenis-peristiwa`, `mata-uang`, … */
export function useMasterOptions(path: string) {
  return useQuery({
    queryKey: ['laporan-options', path],
    queryFn: async () => (await api.get<Page<MasterOption>>(path, { params: { per_page: 200 } })).data.items,
    staleTime: 5 * 60_000,
  });
}

export function useChecklist(jenisPeristiwaId: number | null | undefined) {
  return useQuery({
    queryKey: ['laporan-options', 'checklist', jenisPeristiwaId],
    queryFn: async () =>
      (await api.get<Page<ChecklistItem>>(`jenis-peristiwa/${jenisPeristiwaId}/checklistJenisPeristiwas`))
        .data.items,
    enabled: Boolean(jenisPeristiwaId),
    staleTime: 5 * 60_000,
  });
}

/** The rate in force for a currency on a date (null when none is recorded). */
export function useKursBerlaku(kode: string | undefined, tanggal: string | undefined) {
  const active = Boolean(kode && kode !== 'IDR' && tanggal);
  return useQuery({
    queryKey: ['laporan-options', 'kurs', kode, tanggal],
    queryFn: async () => {
      try {
        return (
          await api.get<KursBerlaku>('kurs/berlaku', {
            params: { mata_uang: kode, tanggal },
            silent: true,
          })
        ).data;
      } catch {
        return null;
      }
    },
    enabled: active,
    staleTime: 5 * 60_000,
  });
}

/** The upload limits of the Lampiran step until the server's are known (the seeded app configs). */
export const DEFAULT_UPLOAD_LIMITS = { maxMb: 10, maxFiles: 10 } as const;

export interface UploadLimits {
  maxMb: number;
  maxFiles: number;
}

/** `GET app-configs/public`: the configs any signed-in user may read (upload limits, deadlines). */
export const publicAppConfigQuery = queryOptions({
  queryKey: ['app-configs', 'public'],
  // Silent: the form keeps working with the defaults, and the server checks the limits in force anyway.
  queryFn: async () => (await api.get<PublicAppConfig>('app-configs/public', { silent: true })).data,
  staleTime: 5 * 60_000,
});

/** The attachment limits in force; the defaults only while they load (or when they cannot be read). */
export function useUploadLimits(): UploadLimits {
  const { data } = useQuery(publicAppConfigQuery);
  return data ? { maxMb: data.upload_max_mb, maxFiles: data.upload_max_files } : DEFAULT_UPLOAD_LIMITS;
}

/** The pelapor profiles the caller may file for, searchable on the server. */
export function usePelaporOptions(path: string, q: string) {
  return useQuery({
    queryKey: ['laporan-options', 'pelapor', path, q],
    queryFn: async () =>
      (await api.get<Page<Pelapor>>(path, { params: { per_page: 50, ...(q ? { q } : {}) } })).data.items,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
