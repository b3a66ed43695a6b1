import type {
  DiseminasiBody,
  DiseminasiDetail,
  DiseminasiItem,
  InovasiBody,
  InovasiDetail,
  InovasiItem,
  LaporanImportResult,
  MediaInfoDto,
  Page,
} from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export type Params = Record<string, string | number>;
export interface Option {
  id: number;
  nama?: string;
  kode?: string;
}

// The only place these query keys are written.
export const keys = {
  diseminasi: ['ppg-diseminasi'] as const,
  diseminasiList: (params: Params) => ['ppg-diseminasi', 'list', params] as const,
  diseminasiOne: (id: number) => ['ppg-diseminasi', 'one', id] as const,
  inovasi: ['ppg-inovasi'] as const,
  inovasiList: (params: Params) => ['ppg-inovasi', 'list', params] as const,
  inovasiOne: (id: number) => ['ppg-inovasi', 'one', id] as const,
  bandingkan: (ids: readonly number[]) => ['ppg-inovasi', 'bandingkan', ids] as const,
  options: (path: string, params: Params) => ['ppg-upg', 'options', path, params] as const,
};

/** Choices of a master dropdown GET (`jenis-diseminasi`, `kota-kabupatens?provinsi_id=` …). */
export function useOptions(path: string, params: Params = {}, enabled = true) {
  return useQuery({
    queryKey: keys.options(path, params),
    queryFn: async () =>
      (await api.get<Page<Option>>(path, { params: { per_page: 100, ...params } })).data.items,
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export const diseminasiListQuery = (params: Params) =>
  queryOptions({
    queryKey: keys.diseminasiList(params),
    queryFn: async () => (await api.get<Page<DiseminasiItem>>('diseminasi', { params })).data,
    placeholderData: keepPreviousData,
  });
export const useDiseminasiList = (params: Params, enabled = true) =>
  useQuery({ ...diseminasiListQuery(params), enabled });
export const useDiseminasi = (id: number) =>
  useQuery({
    queryKey: keys.diseminasiOne(id),
    queryFn: async () => (await api.get<DiseminasiDetail>(`diseminasi/${id}`, { silent: true })).data,
    enabled: id > 0,
  });

/** Saves an event (new, or a change with the version read). */
export function useSimpanDiseminasi(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: DiseminasiBody & { version?: number }) =>
      (id
        ? await api.put<DiseminasiDetail>(`diseminasi/${id}`, body)
        : await api.post<DiseminasiDetail>('diseminasi', body)
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.diseminasi }),
  });
}

export function useHapusDiseminasi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`diseminasi/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.diseminasi }),
  });
}

export const exportDiseminasi = (params: Params) => {
  const { page: _p, per_page: _pp, ...filters } = params;
  return api.download('diseminasi/export', { params: filters });
};
export const downloadDiseminasiTemplate = () => api.download('diseminasi/import-template');

/** `POST diseminasi/import`: the row report; nothing is written. */
export const useCheckDiseminasiImport = () =>
  useMutation({
    mutationFn: async (file: File) =>
      (await api.upload<LaporanImportResult>('diseminasi/import', file, {}, { silent: true })).data,
  });

/** `POST diseminasi/save-import`: every row at once, or a 422 with the row report and nothing saved. */
export function useSaveDiseminasiImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await api.upload<{ created: number; ids: number[] }>(
          'diseminasi/save-import',
          file,
          {},
          { silent: true },
        )
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.diseminasi }),
  });
}

export const inovasiListQuery = (params: Params) =>
  queryOptions({
    queryKey: keys.inovasiList(params),
    queryFn: async () => (await api.get<Page<InovasiItem>>('inovasi', { params })).data,
    placeholderData: keepPreviousData,
  });
export const useInovasiList = (params: Params) => useQuery(inovasiListQuery(params));
export const useInovasi = (id: number) =>
  useQuery({
    queryKey: keys.inovasiOne(id),
    queryFn: async () => (await api.get<InovasiDetail>(`inovasi/${id}`, { silent: true })).data,
    enabled: id > 0,
  });
export const useBandingkanInovasi = (ids: readonly number[]) =>
  useQuery({
    queryKey: keys.bandingkan(ids),
    queryFn: async () =>
      (await api.get<InovasiDetail[]>('inovasi/bandingkan', { params: { ids: ids.join(',') }, silent: true }))
        .data,
    enabled: ids.length >= 2,
  });

export function useSimpanInovasi(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: InovasiBody & { version?: number }) =>
      (id
        ? await api.put<InovasiDetail>(`inovasi/${id}`, body)
        : await api.post<InovasiDetail>('inovasi', body)
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.inovasi }),
  });
}

export function useHapusInovasi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`inovasi/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.inovasi }),
  });
}

/** A record's files: `diseminasi/{id}/dokumentasi` or `inovasi/{id}/bukti`. */
export function useBerkas(base: string, invalidate: readonly unknown[]) {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: invalidate });
  return {
    upload: useMutation({
      mutationFn: async (file: File) => (await api.upload<MediaInfoDto>(base, file)).data,
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (mediaId: number) => api.delete<null>(`${base}/${mediaId}`),
      onSuccess: done,
    }),
    download: (mediaId: number) => api.download(`${base}/${mediaId}`),
  };
}
