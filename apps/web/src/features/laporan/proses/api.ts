import type { LaporanAksi } from '@gratifikasi/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

// The only place the process query keys are written.
export const prosesKeys = {
  aksi: (id: number) => ['laporan', id, 'aksi'] as const,
  beban: (jenis: 'grup' | 'anggota') => ['laporan', 'beban', jenis] as const,
  options: (key: string) => ['laporan', 'proses-options', key] as const,
};

export const aksiQuery = (id: number) =>
  queryOptions({
    queryKey: prosesKeys.aksi(id),
    queryFn: async () => (await api.get<LaporanAksi>(`laporan/${id}/aksi`, { silent: true })).data,
  });

export const useAksi = (id: number) => useQuery(aksiQuery(id));

/**
 * Starts the decision panel's read at once (beside the report's, not after it) and says when it has settled, so
 * the report page fetches its history, letters and diagram after the panel (issue 24 §3). `null`: nothing to wait
 * for (a page without a panel).
 */
export function useAksiFirst(id: number | null): boolean {
  const aksi = useQuery({ ...aksiQuery(id ?? 0), enabled: id !== null });
  return id === null || !aksi.isPending;
}

export interface Beban {
  id: number;
  nama: string;
  keterangan: string | null;
  beban: number;
}

export const useBeban = (jenis: 'grup' | 'anggota') =>
  useQuery({
    queryKey: prosesKeys.beban(jenis),
    queryFn: async () => (await api.get<Beban[]>('laporan/beban', { params: { jenis } })).data,
  });

export interface MasterRow {
  id: number;
  kode?: string | null;
  nama?: string | null;
  [field: string]: unknown;
}

/** The live rows of a small master (unsur-nl, level, checklist-kelengkapan, aturan-internal). */
export const useMasterRows = (key: string) =>
  useQuery({
    queryKey: prosesKeys.options(key),
    queryFn: async () =>
      (await api.get<{ items: MasterRow[] }>(`admin/masters/${key}`, { params: { per_page: 200 } })).data
        .items,
    staleTime: 5 * 60_000,
  });

/** Takes a decision at the report's step: the call `aksi` named, the version it gave, the form's fields. */
export function useDecide(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { path: string; body: Record<string, unknown> }) =>
      api.post<{ id: number; step: string; dari: string; version: number }>(input.path, input.body),
    onSettled: () => {
      // The report, its history, the inboxes and the counts all moved; refetched in the background, so the
      // confirmation closes at once.
      void client.invalidateQueries({ queryKey: ['laporan'] });
      void client.invalidateQueries({ queryKey: prosesKeys.aksi(id) });
    },
  });
}

/** What the reporter would receive for a request, before it is sent. */
export async function previewRequest(
  laporanId: number,
  jenis: 'KELENGKAPAN' | 'TANGGAPAN',
  values: Record<string, unknown>,
): Promise<{ judul: string; pesan: string; batas: string }> {
  const body = { jenis, pesan: values.pesan, pertanyaan: values.pertanyaan ?? [] };
  return (
    await api.post<{ judul: string; pesan: string; batas: string }>(
      `laporan/${laporanId}/preview-konfirmasi-kelengkapan`,
      body,
    )
  ).data;
}
