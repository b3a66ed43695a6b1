import type {
  BroadcastDetail,
  BroadcastEdit,
  BroadcastIsi,
  BroadcastMoved,
  BroadcastPage,
  FilterPenerima,
  KontenBerkas,
  PenerimaPage,
  PenerimaPratinjau,
  PermintaanKeputusan,
} from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import type { FilterPaths } from '@/ui/savedFilters.api';

/** The list's query as the API takes it (spec §3 "Broadcast e-mail" filter: judul, tahun; status; the queue). */
export interface BroadcastParams {
  judul?: string | undefined;
  tahun?: string | undefined;
  status?: string | undefined;
  antrian?: 'persetujuan' | undefined;
  page: number;
  per_page: number;
}

// The only place these query keys are written; every mutation drops ['ppg-broadcast'].
export const broadcastKeys = {
  all: ['ppg-broadcast'] as const,
  list: (params: BroadcastParams) => ['ppg-broadcast', 'list', params] as const,
  one: (id: number) => ['ppg-broadcast', 'one', id] as const,
  penerima: (id: number, params: object) => ['ppg-broadcast', 'penerima', id, params] as const,
};

export const FILTER_KEY = 'kpk-broadcast-email-list';
export const FILTER_PATHS: FilterPaths = {
  list: 'broadcast/filter',
  remove: (id) => `broadcast/filter/${id}`,
};

const clean = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

export const useBroadcastList = (params: BroadcastParams) =>
  useQuery({
    queryKey: broadcastKeys.list(params),
    queryFn: async () => (await api.get<BroadcastPage>('broadcast', { params: clean(params) })).data,
    placeholderData: keepPreviousData,
  });

/** One broadcast; while it is being sent it is read again every few seconds (the progress bar moves). */
export const useBroadcast = (id: number) =>
  useQuery({
    queryKey: broadcastKeys.one(id),
    queryFn: async () => (await api.get<BroadcastDetail>(`broadcast/${id}`)).data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    // While recipients wait for their batch; then, for half an hour after approval, while the outbox still sends
    // (without a mail transport the outbox keeps them pending, and the page need not poll for ever).
    refetchInterval: (q) => {
      const d = q.state.data;
      const p = d?.progres;
      if (!p) return false;
      if (!p.selesai) return 3000;
      const recent = d?.disetujui_at && Date.now() - Date.parse(d.disetujui_at) < 30 * 60_000;
      return p.dikirim > 0 && recent ? 10_000 : false;
    },
  });

export const usePenerima = (
  id: number,
  params: { status?: string | undefined; page: number; per_page: number },
) =>
  useQuery({
    queryKey: broadcastKeys.penerima(id, params),
    queryFn: async () =>
      (await api.get<PenerimaPage>(`broadcast/${id}/penerima`, { params: clean(params) })).data,
    placeholderData: keepPreviousData,
  });

function useBroadcastMutation<I, O = BroadcastMoved>(call: (input: I) => Promise<{ data: O }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: broadcastKeys.all }),
  });
}

export const useCreateBroadcast = () =>
  useBroadcastMutation((body: BroadcastIsi) => api.post<BroadcastMoved>('broadcast', body));
export const useEditBroadcast = (id: number) =>
  useBroadcastMutation((body: BroadcastEdit) => api.put<BroadcastMoved>(`broadcast/${id}`, body));
export const useKeputusanBroadcast = (id: number) =>
  useBroadcastMutation((body: PermintaanKeputusan) =>
    api.post<BroadcastMoved>(`broadcast/${id}/keputusan`, body),
  );
export const useKirimUlang = (id: number) =>
  useBroadcastMutation(() => api.post<{ jumlah: number }>(`broadcast/${id}/kirim-ulang`));

/** How many addresses a filter reaches now, and a sample. */
export async function pratinjauPenerima(filter: FilterPenerima): Promise<PenerimaPratinjau> {
  return (await api.post<PenerimaPratinjau>('broadcast/penerima/pratinjau', { filter })).data;
}

/** The message as written, sent to the caller's own address. */
export async function kirimUji(body: Omit<BroadcastIsi, 'filter'>): Promise<{ email: string }> {
  return (await api.post<{ email: string }>('broadcast/uji', body)).data;
}

export async function uploadLampiran(file: File): Promise<KontenBerkas> {
  return (await api.upload<KontenBerkas>('broadcast/berkas', file)).data;
}

export async function pratinjauIsi(html: string): Promise<string> {
  return (await api.post<{ html: string }>('broadcast/pratinjau', { html })).data.html;
}
