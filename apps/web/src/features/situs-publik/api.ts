import type {
  BeritaDetail,
  BeritaPage,
  DokumenPublik,
  DokumenPublikPage,
  Faq,
  Halaman,
  HalamanKode,
  HasilCari,
  ImageSlider,
  MateriSosialisasi,
} from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface BeritaParams {
  page: number;
  per_page: number;
  q?: string;
  kategori_berita_id?: number;
}

interface Kategori {
  id: number;
  nama: string;
}
interface ListOf<T> {
  items: T[];
}

// The only place the public site's query keys are written: ['situs-publik', ...].
const keys = {
  berita: (params: BeritaParams) => ['situs-publik', 'berita', params] as const,
  artikel: (id: number) => ['situs-publik', 'artikel', id] as const,
  kategori: ['situs-publik', 'kategori'] as const,
  faq: (q: string) => ['situs-publik', 'faq', q] as const,
  slider: ['situs-publik', 'slider'] as const,
  halaman: (kode: HalamanKode) => ['situs-publik', 'halaman', kode] as const,
  materi: ['situs-publik', 'materi'] as const,
  cari: (q: string) => ['situs-publik', 'cari', q] as const,
  dokumen: (params: DokumenParams) => ['situs-publik', 'dokumen', params] as const,
  dokumenSatu: (id: number) => ['situs-publik', 'dokumen-satu', id] as const,
  jenisDokumen: ['situs-publik', 'jenis-dokumen'] as const,
};

export interface DokumenParams {
  page: number;
  per_page: number;
  q?: string;
  jenis_publikasi_dokumen_id?: number;
  tahun?: number;
}

/** Drops empty filters so they stay out of the URL and the key. */
function clean(params: BeritaParams): Record<string, string | number> {
  const out: Record<string, string | number> = { page: params.page, per_page: params.per_page };
  if (params.q) out.q = params.q;
  if (params.kategori_berita_id) out.kategori_berita_id = params.kategori_berita_id;
  return out;
}

export const beritaListQuery = (params: BeritaParams) =>
  queryOptions({
    queryKey: keys.berita(params),
    queryFn: async () => (await api.get<BeritaPage>('public/berita', { params: clean(params) })).data,
    placeholderData: keepPreviousData,
  });
export const useBeritaList = (params: BeritaParams) => useQuery(beritaListQuery(params));

/** One article; a missing one is shown as not found, without an error toast. */
export const useBerita = (id: number) =>
  useQuery({
    queryKey: keys.artikel(id),
    queryFn: async () => (await api.get<BeritaDetail>(`public/berita/${id}`, { silent: true })).data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

export const useKategoriBerita = () =>
  useQuery({
    queryKey: keys.kategori,
    queryFn: async () => (await api.get<ListOf<Kategori>>('news-category')).data.items,
    staleTime: 5 * 60_000,
  });

export const useFaq = (q: string) =>
  useQuery({
    queryKey: keys.faq(q),
    queryFn: async () => (await api.get<ListOf<Faq>>('faq/list', { params: q ? { q } : {} })).data.items,
    placeholderData: keepPreviousData,
  });

export const useSliders = () =>
  useQuery({
    queryKey: keys.slider,
    queryFn: async () => (await api.get<ListOf<ImageSlider>>('image-slider', { silent: true })).data.items,
    staleTime: 5 * 60_000,
  });

export const useHalaman = (kode: HalamanKode) =>
  useQuery({
    queryKey: keys.halaman(kode),
    queryFn: async () => (await api.get<Halaman>(`public/halaman/${kode}`, { silent: true })).data,
    retry: false,
  });

export const useMateri = () =>
  useQuery({
    queryKey: keys.materi,
    queryFn: async () => (await api.get<MateriSosialisasi[]>('public/materi-sosialisasi')).data,
  });

/** The site search (news, FAQ, guide, materials); asks only from 2 characters on. */
export const useCari = (q: string) =>
  useQuery({
    queryKey: keys.cari(q),
    queryFn: async () => (await api.get<HasilCari[]>('public/cari', { params: { q } })).data,
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

/** Published public documents (`public/list`), newest first. */
export const useDokumenList = (params: DokumenParams) =>
  useQuery({
    queryKey: keys.dokumen(params),
    queryFn: async () => {
      const query: Record<string, string | number> = { page: params.page, per_page: params.per_page };
      if (params.q) query.q = params.q;
      if (params.jenis_publikasi_dokumen_id)
        query.jenis_publikasi_dokumen_id = params.jenis_publikasi_dokumen_id;
      if (params.tahun) query.tahun = params.tahun;
      return (await api.get<DokumenPublikPage>('public/list', { params: query })).data;
    },
    placeholderData: keepPreviousData,
  });

/** One published document; a missing one is shown as not found, without an error toast. */
export const useDokumen = (id: number) =>
  useQuery({
    queryKey: keys.dokumenSatu(id),
    queryFn: async () => (await api.get<DokumenPublik>(`public/dokumen/${id}`, { silent: true })).data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

export const useJenisDokumen = () =>
  useQuery({
    queryKey: keys.jenisDokumen,
    queryFn: async () => (await api.get<ListOf<Kategori>>('jenis-publikasi-dokumen')).data.items,
    staleTime: 5 * 60_000,
  });
