import type { DasborPpg, DasborPpgUpg } from '@gratifikasi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';

// The only place these query keys are written.
export const keys = {
  kpk: (tahun: number) => ['ppg-dashboard', 'kpk', tahun] as const,
  upg: (tahun: number) => ['ppg-dashboard', 'upg', tahun] as const,
};

/** `GET dashboard/ppg`: the KPK's PPG figures of a year. */
export const dasborPpgQuery = (tahun: number) =>
  queryOptions({
    queryKey: keys.kpk(tahun),
    queryFn: async () => (await api.get<DasborPpg>('dashboard/ppg', { params: { tahun } })).data,
    staleTime: 15_000,
  });
export const useDasborPpg = (tahun: number, enabled = true) =>
  useQuery({ ...dasborPpgQuery(tahun), enabled });

/** `GET user/ppg`: the UPG's own institution's year. */
export const useDasborPpgUpg = (tahun: number) =>
  useQuery({
    queryKey: keys.upg(tahun),
    queryFn: async () => (await api.get<DasborPpgUpg>('user/ppg', { params: { tahun } })).data,
    staleTime: 15_000,
  });
