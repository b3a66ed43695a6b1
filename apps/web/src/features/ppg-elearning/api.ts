import type {
  ElearningInfo,
  ElearningPage,
  ElearningSaveResult,
  ElearningTarik,
  LaporanImportResult,
} from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface Periode {
  tahun: number;
  triwulan: number;
}

export interface ElearningParams extends Periode {
  q?: string | undefined;
  level?: string | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  page: number;
  per_page: number;
}

// The only place these query keys are written; every save drops ['ppg-elearning'].
export const elearningKeys = {
  all: ['ppg-elearning'] as const,
  info: ['ppg-elearning', 'info'] as const,
  list: (params: ElearningParams) => ['ppg-elearning', 'list', params] as const,
  tarik: ['ppg-elearning', 'tarik'] as const,
};

const clean = (params: ElearningParams) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

/** The periods holding figures, the thresholds and how the platform is reached. */
export const useElearningInfo = () =>
  useQuery({
    queryKey: elearningKeys.info,
    queryFn: async () => (await api.get<ElearningInfo>('ppg/elearning/periode')).data,
  });

export const useElearningList = (params: ElearningParams | null) =>
  useQuery({
    queryKey: params ? elearningKeys.list(params) : [...elearningKeys.all, 'list', 'none'],
    queryFn: async () =>
      (await api.get<ElearningPage>('ppg/elearning', { params: clean(params as ElearningParams) })).data,
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });

export const downloadElearningTemplate = () => api.download('ppg/elearning/import-template');

/** `POST ppg/elearning/import`: the row report; nothing is written. */
export const useCheckElearningImport = (periode: Periode) =>
  useMutation({
    mutationFn: async (file: File) =>
      (
        await api.upload<LaporanImportResult>(
          'ppg/elearning/import',
          file,
          {},
          { silent: true, params: { ...periode } },
        )
      ).data,
  });

/** `POST ppg/elearning/save-import`: every row at once, or a 422 with the row report and nothing saved. */
export function useSaveElearningImport(periode: Periode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await api.upload<ElearningSaveResult>(
          'ppg/elearning/save-import',
          file,
          {},
          { silent: true, params: { ...periode } },
        )
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: elearningKeys.all }),
  });
}

const running = (t: ElearningTarik | null | undefined) => t?.status === 'antri' || t?.status === 'berjalan';

/** The latest pull from the platform, asked again every 2 s while it waits or runs. */
export function useElearningTarik() {
  const client = useQueryClient();
  return useQuery({
    queryKey: elearningKeys.tarik,
    queryFn: async () => {
      const { tarik } = (await api.get<{ tarik: ElearningTarik | null }>('ppg/elearning/tarik')).data;
      const before = client.getQueryData<ElearningTarik | null>(elearningKeys.tarik);
      // A pull that just finished changed the figures: the lists and periods load again.
      if (running(before) && !running(tarik)) void client.invalidateQueries({ queryKey: elearningKeys.info });
      if (running(before) && tarik?.status === 'selesai')
        void client.invalidateQueries({ queryKey: [...elearningKeys.all, 'list'] });
      return tarik;
    },
    refetchInterval: (query) => (running(query.state.data) ? 2000 : false),
  });
}

export function useTarikElearning() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (periode: Periode) =>
      (await api.post<ElearningTarik>('ppg/elearning/tarik', periode)).data,
    onSuccess: (tarik) => client.setQueryData(elearningKeys.tarik, tarik),
  });
}
