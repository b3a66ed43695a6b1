import type {
  BatchSensorCreate,
  BatchSensorDetail,
  BatchSensorEdit,
  BatchSensorItem,
  PermintaanKeputusan,
  SensorKandidat,
  StatusBatchSensor,
} from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}
export interface BatchMoved {
  id: number;
  status: StatusBatchSensor;
  version: number;
}
export interface BatchParams {
  status?: StatusBatchSensor | undefined;
  q?: string | undefined;
  page: number;
  per_page: number;
}

// The only place these query keys are written; every batch mutation drops ['sensor-sk'].
export const sensorKeys = {
  all: ['sensor-sk'] as const,
  list: (params: BatchParams) => ['sensor-sk', 'list', params] as const,
  one: (id: number) => ['sensor-sk', 'one', id] as const,
  kandidat: (q: string, page: number) => ['sensor-sk', 'kandidat', q, page] as const,
};

export const batchListQuery = (params: BatchParams) =>
  queryOptions({
    queryKey: sensorKeys.list(params),
    queryFn: async () =>
      (await api.get<Page<BatchSensorItem>>('sensor-sk/batch', { params: { ...params } })).data,
    placeholderData: keepPreviousData,
  });
export const useBatchList = (params: BatchParams) => useQuery(batchListQuery(params));

export const useBatch = (id: number) =>
  useQuery({
    queryKey: sensorKeys.one(id),
    queryFn: async () => (await api.get<BatchSensorDetail>(`sensor-sk/batch/${id}`)).data,
    enabled: Number.isInteger(id) && id > 0,
  });

export const useKandidat = (q: string, page: number) =>
  useQuery({
    queryKey: sensorKeys.kandidat(q, page),
    queryFn: async () =>
      (
        await api.get<Page<SensorKandidat>>('sensor-sk/kandidat', {
          params: { q: q || undefined, page, per_page: 10 },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

function useSensorMutation<I>(call: (input: I) => Promise<{ data: BatchMoved }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: sensorKeys.all }),
  });
}

export const useCreateBatch = () =>
  useSensorMutation((body: BatchSensorCreate) => api.post<BatchMoved>('sensor-sk/batch', body));
export const useEditBatch = (id: number) =>
  useSensorMutation((body: BatchSensorEdit) => api.put<BatchMoved>(`sensor-sk/batch/${id}`, body));
export const useKeputusanBatch = (id: number) =>
  useSensorMutation((body: PermintaanKeputusan) =>
    api.post<BatchMoved>(`sensor-sk/batch/${id}/keputusan`, body),
  );

/** Where a batch's SK is previewed redacted, or its published copy downloaded (opened in a new tab). */
export const pratinjauUrl = (id: number, laporanId: number) =>
  `sensor-sk/batch/${id}/sk/${laporanId}/pratinjau`;
export const hasilUrl = (id: number, laporanId: number) => `sensor-sk/batch/${id}/sk/${laporanId}/hasil`;
