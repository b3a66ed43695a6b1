import type { ProfilKlopInstansi, RiwayatVerifikasi } from '@gratifikasi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';

// The only place these query keys are written.
export const keys = {
  instansi: (upgId: number) => ['ppg-overview', 'instansi', upgId] as const,
  riwayat: (upgId: number, tahun: number) => ['ppg-overview', 'verifikasi', upgId, tahun] as const,
};

/** Whose overview it is: the UPG, its institution, the years with a profile (404 for another UPG's institution). */
export const useUpgInstansi = (upgId: number) =>
  useQuery({
    queryKey: keys.instansi(upgId),
    queryFn: async () =>
      (await api.get<ProfilKlopInstansi>(`profile-klop/upg/${upgId}`, { silent: true })).data,
    enabled: upgId > 0,
    retry: false,
  });

/** The institution's verifications of a year with their path, and its score history. */
export const useRiwayatVerifikasi = (upgId: number, tahun: number) =>
  useQuery({
    queryKey: keys.riwayat(upgId, tahun),
    queryFn: async () =>
      (
        await api.get<RiwayatVerifikasi>(`approval-verifikasi/instansi/${upgId}`, {
          params: { tahun },
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
