import type {
  OgAksiBody,
  OgBoxItem,
  OgDetail,
  OgDokumenCreate,
  OgDokumenDetail,
  OgDokumenEdit,
  OgDokumenItem,
  OgDokumenJenis,
  OgItem,
  OgListQuery,
  OgLokasiItem,
  OgMatchBody,
  OgMatchKandidat,
  OgMutasi,
  OgRincianItem,
  OgRincianListQuery,
  OgSkItem,
} from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

export interface OgScan {
  id: number;
  kode: string;
  og_id: number | null;
  ditemukan: boolean;
  user_name: string | null;
  created_at: string;
}

export interface Option {
  id: number;
  kode?: string | null;
  nama?: string | null;
}

// The only place these query keys are written; every OG mutation drops ['og'].
export const ogKeys = {
  all: ['og'] as const,
  list: (params: OgListQuery) => ['og', 'list', params] as const,
  one: (id: number) => ['og', 'one', id] as const,
  dokumenList: (params: Record<string, unknown>) => ['og', 'dokumen', 'list', params] as const,
  dokumen: (id: number) => ['og', 'dokumen', 'one', id] as const,
  boxes: (status?: string) => ['og', 'box', 'list', status ?? 'all'] as const,
  box: (id: number) => ['og', 'box', 'one', id] as const,
  scans: ['og', 'scan'] as const,
  lokasi: ['og', 'lokasi'] as const,
  sk: ['og', 'sk'] as const,
  rincianList: (params: OgRincianListQuery) => ['og', 'rincian', 'list', params] as const,
  rincian: (id: number) => ['og', 'rincian', 'one', id] as const,
  kandidat: (id: number, params: Record<string, unknown>) => ['og', 'kandidat', id, params] as const,
  options: (path: string) => ['og-options', path] as const,
};

export const ogListQuery = (params: OgListQuery) =>
  queryOptions({
    queryKey: ogKeys.list(params),
    queryFn: async () => (await api.get<Page<OgItem>>('og/list', { params: { ...params } })).data,
    placeholderData: keepPreviousData,
  });
export const useOgList = (params: OgListQuery) => useQuery(ogListQuery(params));

export const useOg = (id: number) =>
  useQuery({
    queryKey: ogKeys.one(id),
    queryFn: async () => (await api.get<OgDetail>(`og/${id}`, { silent: true })).data,
  });

export const useDokumenList = (params: {
  jenis: OgDokumenJenis;
  q?: string | undefined;
  page: number;
  per_page: number;
}) =>
  useQuery({
    queryKey: ogKeys.dokumenList(params),
    queryFn: async () => (await api.get<Page<OgDokumenItem>>('og/dokumen', { params: { ...params } })).data,
    placeholderData: keepPreviousData,
  });

export const useDokumen = (id: number) =>
  useQuery({
    queryKey: ogKeys.dokumen(id),
    queryFn: async () => (await api.get<OgDokumenDetail>(`og/dokumen/${id}`, { silent: true })).data,
  });

export const useBoxes = (status?: 'TERBUKA' | 'DISERAHKAN') =>
  useQuery({
    queryKey: ogKeys.boxes(status),
    queryFn: async () => (await api.get<OgBoxItem[]>('og/box', { params: status ? { status } : {} })).data,
  });

export const useBox = (id: number) =>
  useQuery({
    queryKey: ogKeys.box(id),
    queryFn: async () =>
      (await api.get<OgBoxItem & { objek: OgItem[] }>(`og/box/${id}`, { silent: true })).data,
  });

export const useScans = () =>
  useQuery({ queryKey: ogKeys.scans, queryFn: async () => (await api.get<OgScan[]>('og/scan')).data });

/** A master dropdown: `lokasi-objek-gratifikasis`, `djkn-kpknls`. */
export const useOptions = (path: string) =>
  useQuery({
    queryKey: ogKeys.options(path),
    queryFn: async () => (await api.get<Page<Option>>(path, { params: { per_page: 200 } })).data.items,
    staleTime: 5 * 60_000,
  });

function useOgMutation<I, O>(fn: (input: I) => Promise<{ data: O }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await fn(input)).data,
    onSettled: () => void client.invalidateQueries({ queryKey: ogKeys.all }),
  });
}

export const useOgAksi = (id: number) =>
  useOgMutation((body: OgAksiBody) => api.post<{ version: number; state: string }>(`og/${id}/aksi`, body));
export const useCreateDokumen = () =>
  useOgMutation((body: OgDokumenCreate) => api.post<{ id: number; nomor: string }>('og/dokumen', body));
export const useEditDokumen = (id: number) =>
  useOgMutation((body: OgDokumenEdit) => api.put<null>(`og/dokumen/${id}`, body));
export const useCreateBox = () =>
  useOgMutation((body: { kpknl_id: number; catatan?: string }) =>
    api.post<{ id: number; kode: string }>('og/box', body),
  );
export const useEditBox = (id: number) =>
  useOgMutation((body: { kpknl_id: number; catatan?: string }) => api.put<null>(`og/box/${id}`, body));
export const useScan = () =>
  useOgMutation((kode: string) =>
    api.post<{ og_id: number; kode: string }>('og/scan', { kode }, { silent: true }),
  );

export const downloadLabels = (ids: readonly number[]) =>
  api.download('og/label', { params: { ids: ids.join(',') } });
export const downloadBeritaAcara = (id: number) => api.download(`og/dokumen/${id}/pdf`);
export const exportOg = (params: OgListQuery) => api.download('og/export', { params: { ...params } });
export const exportDokumen = (jenis: OgDokumenJenis, q?: string) =>
  api.download('og/dokumen/export', { params: q ? { jenis, q } : { jenis } });
export const exportBoxes = () => api.download('og/box/export');
/** A custody action on any object (the box screen packs and unpacks several). */
export const useOgMove = () =>
  useOgMutation(({ id, ...body }: OgAksiBody & { id: number }) =>
    api.post<{ version: number; state: string }>(`og/${id}/aksi`, body),
  );

export const useOgLokasi = () =>
  useQuery({
    queryKey: ogKeys.lokasi,
    queryFn: async () => (await api.get<OgLokasiItem[]>('og/lokasi')).data,
  });
export const useOgSk = () =>
  useQuery({ queryKey: ogKeys.sk, queryFn: async () => (await api.get<OgSkItem[]>('og/sk')).data });

export interface OgFoto {
  id: number;
  original_name: string;
  mime_type: string;
  size: number;
  created_at: string;
  og_id?: number;
  kode?: string;
}

export const useOgFotos = (id: number) =>
  useQuery({
    queryKey: ['og', 'foto', id],
    queryFn: async () => (await api.get<OgFoto[]>(`og/${id}/foto`)).data,
  });
export const useAllFotos = () =>
  useQuery({
    queryKey: ['og', 'foto', 'all'],
    queryFn: async () => (await api.get<OgFoto[]>('og/foto')).data,
  });
export const useUploadFoto = (id: number) =>
  useOgMutation((file: File) => api.upload<OgFoto>(`og/${id}/foto`, file));
/** A photo's bytes as an object URL for an <img> (the API needs the bearer token, so no plain src). */
export const fotoBlob = (ogId: number, mediaId: number) => api.blob(`og/${ogId}/foto/${mediaId}`);

export interface OgResi {
  id: number;
  laporan_id: number;
  nomor_resi: string;
  kurir: string;
  media_id: number;
  status: 'DIKIRIM' | 'SESUAI' | 'TIDAK_SESUAI';
  catatan_verifikasi: string | null;
  pengirim: string | null;
  created_at: string;
}

export const useResi = (laporanId: number) =>
  useQuery({
    queryKey: ['og', 'resi', laporanId],
    queryFn: async () => (await api.get<OgResi[]>(`og/resi/laporan/${laporanId}`)).data,
  });
export const useVerifikasiResi = () =>
  useOgMutation(({ id, ...body }: { id: number; sesuai: boolean; catatan?: string }) =>
    api.post<{ status: string }>(`og/resi/${id}/verifikasi`, body),
  );
export const downloadResi = (id: number) => api.download(`og/resi/${id}/berkas`);

/** The reporter's side: objects awaiting sending and the receipts sent for one report. */
export const useResiPelapor = (laporanId: number) =>
  useQuery({
    queryKey: ['og', 'resi-pelapor', laporanId],
    queryFn: async () =>
      (
        await api.get<{ menunggu_kirim: number; resi: OgResi[] }>(`laporan/${laporanId}/resi`, {
          silent: true,
        })
      ).data,
  });
export const useKirimResi = (laporanId: number) =>
  useOgMutation(async ({ file, nomor_resi, kurir }: { file: File; nomor_resi: string; kurir: string }) => {
    const up = await api.upload<OgFoto>(`laporan/${laporanId}/upload-resi`, file);
    return api.post<{ id: number }>(`laporan/${laporanId}/submit-resi`, {
      media_id: up.data.id,
      nomor_resi,
      kurir,
    });
  });

/** A report item carrying an object, with its object(s) and every movement (rincian-laporan-og-view). */
export type OgRincianDetail = OgRincianItem & { objek: (OgItem & { mutasi: OgMutasi[] })[] };

export const useRincianOgList = (params: OgRincianListQuery) =>
  useQuery({
    queryKey: ogKeys.rincianList(params),
    queryFn: async () => (await api.get<Page<OgRincianItem>>('og/rincian', { params: { ...params } })).data,
    placeholderData: keepPreviousData,
  });
export const useRincianOg = (id: number) =>
  useQuery({
    queryKey: ogKeys.rincian(id),
    queryFn: async () => (await api.get<OgRincianDetail>(`og/rincian/${id}`, { silent: true })).data,
  });
export const exportRincianOg = (params: OgRincianListQuery) =>
  api.download('og/rincian/export', { params: { ...params } });

/** The items an arrived object may belong to (og-match), searched by report number or reporter. */
export const useMatchKandidat = (id: number, params: { q?: string | undefined; page: number }) =>
  useQuery({
    queryKey: ogKeys.kandidat(id, params),
    queryFn: async () =>
      (
        await api.get<Page<OgMatchKandidat>>(`og/${id}/match/kandidat`, {
          params: { ...params },
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
export const useMatchOg = (id: number) =>
  useOgMutation((body: OgMatchBody) =>
    api.post<{ og_id: number; kode: string; version: number }>(`og/${id}/match`, body),
  );
