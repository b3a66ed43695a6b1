import type {
  ImporInstansiBatch,
  ImporInstansiDetail,
  ImporInstansiRow,
  StatusImporInstansi,
} from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

const BASE = 'wizard/import-laporan-dikelola-instansi';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}
export interface BatchPage extends Page<ImporInstansiBatch> {
  total_laporan_dikelola: number;
}
export interface BatchParams {
  status?: StatusImporInstansi | undefined;
  page: number;
  per_page: number;
}
export interface RowParams {
  hanya_error: boolean;
  page: number;
  per_page: number;
}

// The only place these query keys are written; every batch mutation drops ['wizard-impor'].
export const imporKeys = {
  all: ['wizard-impor'] as const,
  list: (params: BatchParams) => ['wizard-impor', 'list', params] as const,
  one: (id: number) => ['wizard-impor', 'one', id] as const,
  rows: (id: number, params: RowParams) => ['wizard-impor', 'rows', id, params] as const,
};

export const downloadImporTemplate = () => api.download(`${BASE}/template`);

export const useBatchList = (params: BatchParams) =>
  useQuery({
    queryKey: imporKeys.list(params),
    queryFn: async () => (await api.get<BatchPage>(BASE, { params: { ...params } })).data,
    placeholderData: keepPreviousData,
  });

/** One batch; polled every second while its commit runs (the progress bar). */
export const useBatch = (id: number) =>
  useQuery({
    queryKey: imporKeys.one(id),
    queryFn: async () => (await api.get<ImporInstansiDetail>(`${BASE}/${id}`, { activity: false })).data,
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (q) => (q.state.data?.status === 'committing' ? 1000 : false),
  });

export const useBatchRows = (id: number, params: RowParams, status?: string) =>
  useQuery({
    queryKey: [...imporKeys.rows(id, params), status],
    queryFn: async () =>
      (
        await api.get<Page<ImporInstansiRow>>(`${BASE}/${id}/rows`, {
          params: { ...params, hanya_error: params.hanya_error ? 'true' : undefined },
        })
      ).data,
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
  });

/** `POST …?instansi_id=`: the file checked row by row (a long file takes a while: no short timeout). */
export function useUploadBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, instansiId }: { file: File; instansiId: number }) =>
      (
        await api.upload<ImporInstansiDetail>(
          `${BASE}?instansi_id=${instansiId}`,
          file,
          {},
          { timeout: 300_000 },
        )
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: imporKeys.all }),
  });
}

function useBatchAction<I>(call: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: imporKeys.all }),
  });
}

export const useCommitBatch = (id: number) =>
  useBatchAction((lewati_tidak_valid: boolean) => api.post(`${BASE}/${id}/commit`, { lewati_tidak_valid }));
export const useUndoBatch = (id: number) =>
  useBatchAction(() => api.post(`${BASE}/${id}/undo`, {}, { timeout: 300_000 }));
