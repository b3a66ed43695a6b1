import type { PusatDokumenItem } from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface PusatPage {
  items: PusatDokumenItem[];
  total: number;
  page: number;
  per_page: number;
  batas_arsip: string;
  retensi_tahun: number;
}

export type Tempat = 'pusat' | 'arsip';

// The only place these query keys are written.
export const pusatKeys = {
  list: (tempat: Tempat, params: Record<string, string | number>) => ['dokumen', tempat, params] as const,
};

export const pusatQuery = (tempat: Tempat, params: Record<string, string | number>) =>
  queryOptions({
    queryKey: pusatKeys.list(tempat, params),
    queryFn: async () => (await api.get<PusatPage>(`dokumen/${tempat}`, { params })).data,
    placeholderData: keepPreviousData,
  });
export const usePusat = (tempat: Tempat, params: Record<string, string | number>) =>
  useQuery(pusatQuery(tempat, params));

export const unduhSatu = (d: Pick<PusatDokumenItem, 'sumber' | 'id'>) =>
  api.download(`dokumen/pusat/${d.sumber}/${d.id}/unduh`);

export const unduhZip = (
  dokumen: readonly Pick<PusatDokumenItem, 'sumber' | 'id'>[],
  onProgress: (received: number, total: number | null) => void,
) =>
  api.download('dokumen/pusat/zip', {
    method: 'POST',
    body: { dokumen: dokumen.map(({ sumber, id }) => ({ sumber, id })) },
    onProgress,
  });
