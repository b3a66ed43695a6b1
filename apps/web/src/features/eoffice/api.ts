import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface Kiriman {
  id: number;
  laporan_id: number | null;
  laporan_kegiatan_id?: number | null;
  nosig: string | null;
  jenis: string;
  langkah: string;
  status: 'MENUNGGU' | 'TERKIRIM' | 'DISETUJUI' | 'DITOLAK' | 'DIABAIKAN';
  ref: string | null;
  catatan: string | null;
  percobaan: number;
  galat_terakhir: string | null;
  coba_lagi_at: string;
  created_at: string;
  diputus_at: string | null;
}

export interface SimulatorSurat {
  id: number;
  kunci: string;
  jenis: string;
  perihal: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  catatan: string | null;
  tanggal: string | null;
  created_at: string;
}

export interface EofficeView {
  /** 'none': no EOFFICE_URL outside the demo — letters wait, and there is no simulator. */
  adapter: 'simulator' | 'http' | 'none';
  kiriman: Kiriman[];
  simulator: SimulatorSurat[];
}

// The only place this query key is written.
export const eofficeKeys = { all: ['eoffice'] as const };

export const eofficeQuery = () =>
  queryOptions({
    queryKey: eofficeKeys.all,
    queryFn: async () => (await api.get<EofficeView>('admin/eoffice')).data,
    // The job moves letters on by itself: the screen follows.
    refetchInterval: 3_000,
  });

export const useEoffice = () => useQuery(eofficeQuery());

/** The simulator's approver decides a letter: approve (signed today) or reject with a note. */
export function useSimulatorDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; aksi: 'setujui' | 'tolak'; catatan?: string }) =>
      api.post(
        `admin/eoffice-simulator/${input.id}/${input.aksi}`,
        input.aksi === 'tolak' ? { catatan: input.catatan } : {},
      ),
    onSettled: () => client.invalidateQueries({ queryKey: eofficeKeys.all }),
  });
}
