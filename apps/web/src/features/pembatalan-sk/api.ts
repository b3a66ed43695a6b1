import {
  type LangkahNode,
  type LaporanPembatalanItem,
  langkahKembaliSk,
  type PembatalanCreate,
  type PembatalanDetail,
  type PembatalanEdit,
  type PembatalanItem,
  type PenghapusanDetail,
  type PenghapusanEdit,
  type PenghapusanItem,
  type PermintaanKeputusan,
  type PermintaanPage,
  type StatusPermintaan,
} from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

/** The two request kinds these screens handle, by the path their calls live under. */
export type PermintaanJenis = 'pembatalan' | 'penghapusan';

export interface PermintaanParams {
  status?: StatusPermintaan | undefined;
  q?: string | undefined;
  page: number;
  per_page: number;
}

/** The answer of a create, an edit or a decision: where the request stands now. */
export interface PermintaanMoved {
  id: number;
  status: StatusPermintaan;
  version: number;
}

// The only place these query keys are written; every request mutation drops ['permintaan'] and the report lists.
export const permintaanKeys = {
  all: ['permintaan'] as const,
  list: (jenis: PermintaanJenis, params: PermintaanParams) => ['permintaan', jenis, 'list', params] as const,
  one: (jenis: PermintaanJenis, id: number) => ['permintaan', jenis, 'one', id] as const,
  untukPembatalan: (q: string) => ['permintaan', 'pembatalan', 'laporan', q] as const,
  untukPenghapusan: (q: string) => ['permintaan', 'penghapusan', 'laporan', q] as const,
  langkah: (kode: string, versi: number) => ['permintaan', 'langkah-kembali', kode, versi] as const,
};

const LIST_PATH: Record<PermintaanJenis, string> = {
  pembatalan: 'laporan/list-pembatalan',
  penghapusan: 'laporan/penghapusan',
};

export const pembatalanListQuery = (params: PermintaanParams) =>
  queryOptions({
    queryKey: permintaanKeys.list('pembatalan', params),
    queryFn: async () =>
      (await api.get<PermintaanPage<PembatalanItem>>(LIST_PATH.pembatalan, { params: { ...params } })).data,
    placeholderData: keepPreviousData,
  });

export const penghapusanListQuery = (params: PermintaanParams) =>
  queryOptions({
    queryKey: permintaanKeys.list('penghapusan', params),
    queryFn: async () =>
      (await api.get<PermintaanPage<PenghapusanItem>>(LIST_PATH.penghapusan, { params: { ...params } })).data,
    placeholderData: keepPreviousData,
  });

export const usePembatalanList = (params: PermintaanParams) => useQuery(pembatalanListQuery(params));
export const usePenghapusanList = (params: PermintaanParams) => useQuery(penghapusanListQuery(params));

export const pembatalanQuery = (id: number) =>
  queryOptions({
    queryKey: permintaanKeys.one('pembatalan', id),
    queryFn: async () => (await api.get<PembatalanDetail>(`laporan/pembatalan/${id}`, { silent: true })).data,
  });

export const penghapusanQuery = (id: number) =>
  queryOptions({
    queryKey: permintaanKeys.one('penghapusan', id),
    queryFn: async () =>
      (await api.get<PenghapusanDetail>(`laporan/penghapusan/${id}`, { silent: true })).data,
  });

export const usePembatalan = (id: number) => useQuery(pembatalanQuery(id));
export const usePenghapusan = (id: number | null) =>
  useQuery({ ...penghapusanQuery(id ?? 0), enabled: id !== null });

/** The reports whose numbered SK the caller may ask to cancel, searched by number or name. */
export const useLaporanUntukPembatalan = (q: string) =>
  useQuery({
    queryKey: permintaanKeys.untukPembatalan(q),
    queryFn: async () =>
      (
        await api.get<{ items: LaporanPembatalanItem[]; total: number }>('laporan/list-for-pembatalan', {
          params: { q: q || undefined, per_page: 50 },
        })
      ).data.items,
    placeholderData: keepPreviousData,
  });

export interface LaporanDalamProses {
  id: number;
  nosig: string | null;
  pelapor_nama: string | null;
  step: string;
  step_nama: string;
}

/** The reports in process the caller holds (their inbox, waiting on them or below them) for a deletion request. */
export const useLaporanUntukPenghapusan = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: permintaanKeys.untukPenghapusan(q),
    enabled,
    queryFn: async () => {
      const tabs = await Promise.all(
        (['menunggu', 'proses'] as const).map(
          async (tab) =>
            (
              await api.get<{ items: LaporanDalamProses[] }>('laporan/kotak-masuk', {
                params: { tab, q: q || undefined, per_page: 50 },
                silent: true,
              })
            ).data.items,
        ),
      );
      const seen = new Set<number>();
      return tabs.flat().filter((r) => !seen.has(r.id) && seen.add(r.id));
    },
  });

interface ProsesDefinisi {
  nodes: LangkahNode[];
  edges: { from: string; to: string }[];
}

/** The steps of a report's process a cancelled SK may send it back to (the report's own process version). */
export const useLangkahKembali = (proses: { kode: string; versi: number } | null) =>
  useQuery({
    queryKey: permintaanKeys.langkah(proses?.kode ?? '', proses?.versi ?? 0),
    enabled: proses !== null,
    queryFn: async () => {
      const kode = encodeURIComponent(proses?.kode ?? '');
      const def = (
        await api.get<ProsesDefinisi>(`workflow/proses/${kode}`, { params: { versi: proses?.versi } })
      ).data;
      return langkahKembaliSk(def.nodes, def.edges);
    },
    staleTime: 5 * 60_000,
  });

function usePermintaanMutation<Input>(fn: (input: Input) => Promise<{ data: PermintaanMoved }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await fn(input)).data,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: permintaanKeys.all });
      // An approval moves or deletes a report: its screens and the inboxes refetch.
      void client.invalidateQueries({ queryKey: ['laporan'] });
    },
  });
}

export const useCreatePembatalan = () =>
  usePermintaanMutation((body: PembatalanCreate) => api.post<PermintaanMoved>('laporan/pembatalan', body));

export const useEditPembatalan = (id: number) =>
  usePermintaanMutation((body: PembatalanEdit) => api.put<PermintaanMoved>(`laporan/pembatalan/${id}`, body));

export const useCreatePenghapusan = () =>
  usePermintaanMutation((input: { laporan_id: number; alasan: string }) =>
    api.post<PermintaanMoved>(`laporan/${input.laporan_id}/fxx-permintaan-hapus`, { alasan: input.alasan }),
  );

export const useEditPenghapusan = (id: number) =>
  usePermintaanMutation((body: PenghapusanEdit) =>
    api.put<PermintaanMoved>(`laporan/penghapusan/${id}`, body),
  );

/** The one decision on a request of either kind. */
export const useKeputusan = (jenis: PermintaanJenis, id: number) =>
  usePermintaanMutation((body: PermintaanKeputusan) =>
    api.post<PermintaanMoved>(`laporan/${jenis}/${id}/keputusan`, body),
  );
