import type {
  AktivitasInput,
  AktivitasLaporanInput,
  Kalender,
  KegiatanInput,
  LevelJabatanPeserta,
  PermintaanAksi,
  PermintaanJejak,
  PermintaanKeputusan,
  PresensiBuka,
  PresensiIsiInput,
  PresensiWindowState,
  StatusKegiatan,
  SumberPenugasan,
} from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import type { FilterPaths } from '@/ui/savedFilters.api';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}
export interface KegiatanItem {
  id: number;
  judul: string;
  status: StatusKegiatan;
  status_label: string;
  sumber_penugasan_label: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  jenis_kegiatan: string | null;
  bentuk_kegiatan: string | null;
  kota_kabupaten: string | null;
  penyusun: string | null;
  jumlah_sesi: number;
}
export type KegiatanPage = Page<KegiatanItem> & { jumlah: Record<StatusKegiatan | 'TOTAL', number> };
export interface SesiRingkas {
  id: number;
  judul: string;
  tanggal: string;
  jam_mulai: string;
  jam_selesai: string;
  ruang: string | null;
  narasumber: string[];
  target_peserta: number;
  hadir: number;
}
export interface KegiatanDetail {
  id: number;
  judul: string;
  status: StatusKegiatan;
  status_label: string;
  versi: number;
  version: number;
  step: string;
  jenis_kegiatan_id: number;
  jenis_kegiatan: string | null;
  bentuk_kegiatan_id: number;
  bentuk_kegiatan: string | null;
  bentuk_kode: string | null;
  sumber_penugasan: SumberPenugasan;
  sumber_penugasan_label: string;
  bidang_id: number | null;
  bidang: string | null;
  provinsi_id: number | null;
  provinsi: string | null;
  kota_kabupaten_id: number | null;
  kota_kabupaten: string | null;
  alamat: string | null;
  tautan_rapat: string | null;
  tanggal_mulai: string;
  tanggal_selesai: string;
  catatan_anggaran: string | null;
  deskripsi: string | null;
  dipublikasikan: boolean;
  kegiatan_utama_id: number | null;
  kegiatan_utama: string | null;
  penyusun: string | null;
  instansi: { id: number; nama: string }[];
  tim: { user_id: number; nama: string; peran: string }[];
  sesi: SesiRingkas[];
  dapat_diubah: boolean;
  dapat_atur_tim: boolean;
  dapat_kelola_sesi: boolean;
  aksi: PermintaanAksi;
  jejak: PermintaanJejak;
}
export interface TautanPresensi {
  url: string;
  qr: string;
  mulai: string;
  selesai: string;
  ditutup_at: string | null;
  status: PresensiWindowState;
  status_label: string;
}
export interface Rekap {
  total: number;
  per_instansi: { instansi: string; jumlah: number }[];
  per_level: { level_jabatan: LevelJabatanPeserta; label: string; jumlah: number }[];
}
export interface SesiDetail {
  id: number;
  kegiatan_id: number;
  kegiatan: { id: number; judul: string; status: StatusKegiatan };
  judul: string;
  tanggal: string;
  jam_mulai: string;
  jam_selesai: string;
  agenda: string | null;
  narasumber: string[];
  ruang: string | null;
  target_peserta: number;
  catatan: string | null;
  laporan: string | null;
  dokumentasi: { nama: string; url: string }[];
  versi: number;
  presensi: TautanPresensi | null;
  rekap: Rekap;
}
export interface PresensiItem {
  id: number;
  nama: string;
  jenis_identitas: string;
  nomor_identitas: string;
  instansi: string;
  level_jabatan_label: string;
  jabatan: string | null;
  email: string;
  telepon: string;
  created_at: string;
}
export interface PresensiPublik {
  kegiatan: string;
  sesi: string;
  tanggal: string;
  jam_mulai: string;
  jam_selesai: string;
  ruang: string | null;
  berakhir: string;
  level_jabatan: { value: LevelJabatanPeserta; label: string }[];
}

// The only place these query keys are written; every mutation drops ['ppg-kegiatan'].
export const kegiatanKeys = {
  all: ['ppg-kegiatan'] as const,
  list: (mine: boolean, params: Record<string, unknown>) => ['ppg-kegiatan', 'list', mine, params] as const,
  one: (id: number) => ['ppg-kegiatan', 'one', id] as const,
  sesi: (id: number, sesi: number) => ['ppg-kegiatan', 'sesi', id, sesi] as const,
  presensi: (id: number, sesi: number, params: Record<string, unknown>) =>
    ['ppg-kegiatan', 'presensi', id, sesi, params] as const,
  rekap: (id: number) => ['ppg-kegiatan', 'rekap', id] as const,
  kandidat: ['ppg-kegiatan', 'kandidat'] as const,
  publik: (token: string) => ['ppg-kegiatan-publik', token] as const,
};

export const kegiatanListQuery = (mine: boolean, params: Record<string, unknown>) =>
  queryOptions({
    queryKey: kegiatanKeys.list(mine, params),
    queryFn: async () => (await api.get<KegiatanPage>(mine ? 'kegiatanku' : 'kegiatan', { params })).data,
    placeholderData: keepPreviousData,
  });
export const useKegiatanList = (mine: boolean, params: Record<string, unknown>) =>
  useQuery(kegiatanListQuery(mine, params));

const valid = (id: number) => Number.isInteger(id) && id > 0;
export const useKegiatan = (id: number) =>
  useQuery({
    queryKey: kegiatanKeys.one(id),
    queryFn: async () => (await api.get<KegiatanDetail>(`kegiatan/${id}`)).data,
    enabled: valid(id),
  });
export const useSesi = (id: number, sesi: number, live = false) =>
  useQuery({
    queryKey: kegiatanKeys.sesi(id, sesi),
    queryFn: async () => (await api.get<SesiDetail>(`kegiatan/${id}/aktivitas/${sesi}`)).data,
    enabled: valid(id) && valid(sesi),
    // Monitoring follows attendance live while the hall checks in.
    refetchInterval: live ? 5000 : false,
  });
export const usePresensiList = (id: number, sesi: number, params: Record<string, unknown>) =>
  useQuery({
    queryKey: kegiatanKeys.presensi(id, sesi, params),
    queryFn: async () =>
      (await api.get<Page<PresensiItem>>(`kegiatan/${id}/aktivitas/${sesi}/presensi`, { params })).data,
    enabled: valid(id) && valid(sesi),
    placeholderData: keepPreviousData,
  });
export const useRekapKegiatan = (id: number) =>
  useQuery({
    queryKey: kegiatanKeys.rekap(id),
    queryFn: async () => (await api.get<Rekap>(`kegiatan/${id}/presensi/rekap`)).data,
    enabled: valid(id),
  });
export const useTimKandidat = (enabled: boolean) =>
  useQuery({
    queryKey: kegiatanKeys.kandidat,
    queryFn: async () =>
      (await api.get<{ id: number; nama: string; peran: string }[]>('kegiatan/tim-kandidat')).data,
    enabled,
  });
/** The "KPK activity" saved filter sets: the one saved-filter store, through the activity list's own calls. */
export const KEGIATAN_FILTER_KEY = 'kpk-kegiatan';
export const KEGIATAN_FILTER_PATHS: FilterPaths = {
  list: 'kegiatan/filter',
  remove: (id) => `report/filter/${id}`,
};

function useKegiatanMutation<I, O>(call: (input: I) => Promise<{ data: O }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: kegiatanKeys.all }),
  });
}
type Moved = { id: number; status: StatusKegiatan; versi: number };

export const useCreateKegiatan = () =>
  useKegiatanMutation((body: KegiatanInput) => api.post<Moved>('kegiatan', body));
export const useEditKegiatan = (id: number) =>
  useKegiatanMutation((body: KegiatanInput & { versi: number }) => api.put<Moved>(`kegiatan/${id}`, body));
export const useLaporanSesi = (id: number, sesi: number) =>
  useKegiatanMutation((body: AktivitasLaporanInput) =>
    api.put<{ id: number; versi: number }>(`kegiatan/${id}/aktivitas/${sesi}/laporan`, body),
  );
export const useKeputusanKegiatan = (id: number) =>
  useKegiatanMutation((body: PermintaanKeputusan) => api.post<Moved>(`kegiatan/${id}/keputusan`, body));
export const useTimKegiatan = (id: number) =>
  useKegiatanMutation((body: { versi: number; anggota: { user_id: number; peran: 'KETUA' | 'ANGGOTA' }[] }) =>
    api.put<Moved>(`kegiatan/${id}/tim`, body),
  );
export const useCreateSesi = (id: number) =>
  useKegiatanMutation((body: AktivitasInput) => api.post<{ id: number }>(`kegiatan/${id}/aktivitas`, body));
export const useEditSesi = (id: number, sesi: number) =>
  useKegiatanMutation((body: AktivitasInput & { versi: number }) =>
    api.put<{ id: number }>(`kegiatan/${id}/aktivitas/${sesi}`, body),
  );
export const useBukaPresensi = (id: number, sesi: number) =>
  useKegiatanMutation((body: PresensiBuka) =>
    api.post<TautanPresensi>(`kegiatan/${id}/aktivitas/${sesi}/presensi`, body),
  );
export const useTutupPresensi = (id: number, sesi: number) =>
  useKegiatanMutation((_: undefined) =>
    api.post<TautanPresensi>(`kegiatan/${id}/aktivitas/${sesi}/presensi/tutup`, {}),
  );

export const eksporSesi = (id: number, sesi: number) =>
  api.download(`kegiatan/${id}/aktivitas/${sesi}/presensi/ekspor`);
export const eksporKegiatan = (id: number) => api.download(`kegiatan/${id}/presensi/ekspor`);

// The public attendance page (no login).
export const usePresensiPublik = (token: string) =>
  useQuery({
    queryKey: kegiatanKeys.publik(token),
    queryFn: async () =>
      (await api.get<PresensiPublik>(`kegiatan/presensi/${encodeURIComponent(token)}`)).data,
    retry: false,
  });
export const cariInstansi = async (token: string, q: string) =>
  (
    await api.get<{ id: number; nama: string; singkatan: string | null }[]>(
      `kegiatan/presensi/${encodeURIComponent(token)}/instansi`,
      { params: { q } },
    )
  ).data;
export const useIsiPresensi = (token: string) =>
  useMutation({
    mutationFn: async (body: PresensiIsiInput) =>
      api.post<{ baru: boolean }>(`kegiatan/presensi/${encodeURIComponent(token)}`, body),
  });

export interface Opsi {
  id: number;
  nama: string;
  kode?: string | null;
}
/** A master's dropdown rows (`GET /api/<path>`), searched by `q` when given. */
export const useOpsi = (path: string, params: Record<string, unknown> = {}, enabled = true) =>
  useQuery({
    queryKey: ['ppg-kegiatan-opsi', path, params],
    queryFn: async () =>
      (await api.get<Page<Opsi>>(path, { params: { per_page: 100, ...params } })).data.items,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    enabled,
  });

export interface KegiatanPublik {
  id: number;
  judul: string;
  jenis_kegiatan: string | null;
  bentuk_kegiatan: string | null;
  tanggal_mulai: string;
  tanggal_selesai: string;
  alamat: string | null;
  kota_kabupaten: string | null;
  provinsi: string | null;
  deskripsi: string | null;
  instansi: string[];
  sesi: {
    judul: string;
    tanggal: string;
    jam_mulai: string;
    jam_selesai: string;
    ruang: string | null;
    narasumber: string[];
  }[];
}
export const useKegiatanPublik = (id: number) =>
  useQuery({
    queryKey: ['ppg-kegiatan-publik', 'kegiatan', id],
    queryFn: async () => (await api.get<KegiatanPublik>(`kegiatan/publik/${id}`)).data,
    enabled: valid(id),
    retry: false,
  });

/** A month (`{ bulan: 'YYYY-MM' }`) or a week (`{ minggu: 'YYYY-MM-DD' }`) of the calendar. */
export const useKalender = (rentang: { bulan: string } | { minggu: string }, milik: string) =>
  useQuery({
    queryKey: ['ppg-kegiatan', 'kalender', rentang, milik],
    queryFn: async () =>
      (await api.get<Kalender>('kegiatan-kalender', { params: { ...rentang, milik } })).data,
    placeholderData: keepPreviousData,
  });
