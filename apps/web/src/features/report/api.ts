import type { DashboardKpk, PivotResult, ReportResult } from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';

export type ReportParams = Record<string, string | number>;

export interface ReportCatalogItem {
  key: string;
  title: string;
  description: string;
  kind: 'agregat' | 'baris';
}

export const reportQuery = (key: string, params: ReportParams) =>
  queryOptions({
    queryKey: ['report', key, params],
    queryFn: async () => (await api.get<ReportResult>(`report/${key}`, { params })).data,
    placeholderData: keepPreviousData,
  });

export const useReport = (key: string, params: ReportParams) => useQuery(reportQuery(key, params));

export const reportCatalogQuery = queryOptions({
  queryKey: ['report', '@catalog'],
  queryFn: async () => (await api.get<ReportCatalogItem[]>('report')).data,
  staleTime: 5 * 60_000,
});

export const useReportCatalog = () => useQuery(reportCatalogQuery);

/** Downloads the whole filtered set as Excel (the server streams it; x-report-rows says how many rows). */
export function exportReport(key: string, params: ReportParams): Promise<void> {
  const { page: _p, per_page: _pp, ...rest } = params;
  return api.download(`report/${key}/export`, { params: rest });
}

export interface MasterOption {
  id: number;
  nama: string;
  kode?: string;
}

/** A master's options for a filter (first 200, searched on the server as the user types). */
export function useFilterOptions(path: string, q: string, enabled = true) {
  return useQuery({
    queryKey: ['report', '@options', path, q],
    queryFn: async () =>
      (await api.get<{ items: MasterOption[] }>(path, { params: { per_page: 200, ...(q ? { q } : {}) } }))
        .data.items,
    staleTime: 5 * 60_000,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const usePivot = (params: ReportParams, enabled: boolean) =>
  useQuery({
    queryKey: ['report', '@pivot', params],
    queryFn: async () => (await api.get<PivotResult>('report/pivot', { params })).data,
    enabled,
    placeholderData: keepPreviousData,
  });

export const exportPivot = (params: ReportParams) => api.download('report/pivot/export', { params });

export const dashboardKpkQuery = (tahun: number) =>
  queryOptions({
    queryKey: ['report', '@dashboard', tahun],
    queryFn: async () => (await api.get<DashboardKpk>('dashboard/kpk', { params: { tahun } })).data,
    staleTime: 30_000,
  });
export const useDashboardKpk = (tahun: number) => useQuery(dashboardKpkQuery(tahun));
