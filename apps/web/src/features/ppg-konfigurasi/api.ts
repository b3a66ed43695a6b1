import type {
  IndikatorEdit,
  IndikatorSetDetail,
  JadwalBody,
  JadwalDetail,
  KlopItem,
  KonfigurasiItem,
  KonfigurasiMoved,
  OpsiKonfigurasi,
  PermintaanKeputusan,
  PesertaItem,
  SkorEdit,
  SkorSetDetail,
  StatusKonfigurasi,
} from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

/** The two versioned configurations, by their API base. */
export type JenisKonfigurasi = 'konfigurasi-indikator' | 'kriteria-verif-skor';

export interface VersiParams {
  tahun?: number | undefined;
  status?: StatusKonfigurasi | undefined;
  page: number;
  per_page: number;
}
export interface PesertaParams {
  peserta: 'MONEV' | 'ALL';
  q?: string | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  page: number;
  per_page: number;
}

// The only place these query keys are written; every mutation drops ['ppg-konfigurasi'].
export const konfigurasiKeys = {
  all: ['ppg-konfigurasi'] as const,
  klop: (page: number) => ['ppg-konfigurasi', 'klop', page] as const,
  jadwal: (tahun: number) => ['ppg-konfigurasi', 'jadwal', tahun] as const,
  peserta: (tahun: number, params: PesertaParams) => ['ppg-konfigurasi', 'peserta', tahun, params] as const,
  versi: (jenis: JenisKonfigurasi, params: VersiParams) =>
    ['ppg-konfigurasi', jenis, 'list', params] as const,
  one: (jenis: JenisKonfigurasi, id: number) => ['ppg-konfigurasi', jenis, 'one', id] as const,
  opsi: ['ppg-konfigurasi', 'opsi'] as const,
};

export const useKlopList = (page: number) =>
  useQuery({
    queryKey: konfigurasiKeys.klop(page),
    queryFn: async () =>
      (await api.get<Page<KlopItem>>('konfigurasi-klop', { params: { page, per_page: 10 } })).data,
    placeholderData: keepPreviousData,
  });

export const jadwalQuery = (tahun: number) =>
  queryOptions({
    queryKey: konfigurasiKeys.jadwal(tahun),
    queryFn: async () => (await api.get<JadwalDetail>(`konfigurasi-klop/${tahun}`)).data,
    enabled: Number.isInteger(tahun) && tahun >= 2016,
  });
export const useJadwal = (tahun: number) => useQuery(jadwalQuery(tahun));

export const usePeserta = (tahun: number, params: PesertaParams) =>
  useQuery({
    queryKey: konfigurasiKeys.peserta(tahun, params),
    queryFn: async () =>
      (await api.get<Page<PesertaItem>>(`konfigurasi-klop/${tahun}/peserta`, { params: { ...params } })).data,
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(tahun) && tahun >= 2016,
  });

export const useVersiList = (jenis: JenisKonfigurasi, params: VersiParams) =>
  useQuery({
    queryKey: konfigurasiKeys.versi(jenis, params),
    queryFn: async () => (await api.get<Page<KonfigurasiItem>>(jenis, { params: { ...params } })).data,
    placeholderData: keepPreviousData,
  });

export const useIndikatorSet = (id: number) =>
  useQuery({
    queryKey: konfigurasiKeys.one('konfigurasi-indikator', id),
    queryFn: async () => (await api.get<IndikatorSetDetail>(`konfigurasi-indikator/${id}`)).data,
    enabled: Number.isInteger(id) && id > 0,
  });

export const useSkorSet = (id: number) =>
  useQuery({
    queryKey: konfigurasiKeys.one('kriteria-verif-skor', id),
    queryFn: async () => (await api.get<SkorSetDetail>(`kriteria-verif-skor/${id}`)).data,
    enabled: Number.isInteger(id) && id > 0,
  });

export const useOpsi = () =>
  useQuery({
    queryKey: konfigurasiKeys.opsi,
    queryFn: async () => (await api.get<OpsiKonfigurasi>('konfigurasi-indikator/opsi')).data,
    staleTime: 60_000,
  });

function useKonfigurasiMutation<I, O>(call: (input: I) => Promise<{ data: O }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: konfigurasiKeys.all }),
  });
}

export const useSimpanJadwal = (tahun: number) =>
  useKonfigurasiMutation((body: JadwalBody) => api.put<JadwalDetail>(`konfigurasi-klop/${tahun}`, body));
export const useSalinTahunLalu = () =>
  useKonfigurasiMutation((tahun: number) =>
    api.post<{ dari: number; jadwal_disalin: boolean; peserta_ditambahkan: number }>(
      `konfigurasi-klop/${tahun}/salin`,
    ),
  );
export const useTambahPeserta = (tahun: number) =>
  useKonfigurasiMutation((instansi_ids: number[]) =>
    api.post<{ ditambahkan: number }>(`konfigurasi-klop/${tahun}/peserta`, { instansi_ids }),
  );
export const useHapusPeserta = (tahun: number) =>
  useKonfigurasiMutation((instansiId: number) =>
    api.delete<unknown>(`konfigurasi-klop/${tahun}/peserta/${instansiId}`),
  );
export const exportPeserta = (tahun: number) => api.download(`konfigurasi-klop/${tahun}/peserta/export`);

export const useBuatVersi = (jenis: JenisKonfigurasi) =>
  useKonfigurasiMutation((tahun: number) => api.post<KonfigurasiMoved>(jenis, { tahun }));
export const useSimpanIndikator = (id: number) =>
  useKonfigurasiMutation((body: IndikatorEdit) =>
    api.put<KonfigurasiMoved>(`konfigurasi-indikator/${id}`, body),
  );
export const useSimpanSkor = (id: number) =>
  useKonfigurasiMutation((body: SkorEdit) => api.put<KonfigurasiMoved>(`kriteria-verif-skor/${id}`, body));
export const useKeputusan = (jenis: JenisKonfigurasi, id: number) =>
  useKonfigurasiMutation((body: PermintaanKeputusan) =>
    api.post<KonfigurasiMoved>(`${jenis}/${id}/keputusan`, body),
  );
