import type { RoleName } from '@gratifikasi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';

/** One step of a process (`GET workflow/proses/:kode`). */
export interface ProsesNode {
  kode: string;
  nama: string;
  roles: RoleName[];
  /** No decision leads out of it: a subject's path ends here. */
  final: boolean;
}

/** A decision at `from` that moves a subject to `to`. */
export interface ProsesEdge {
  from: string;
  to: string;
  decision: string;
  label: string;
}

/** A process as the engine reads it from the wfl-re masters. */
export interface Proses {
  kode: string;
  versi: number;
  nama: string;
  start: string | null;
  nodes: ProsesNode[];
  edges: ProsesEdge[];
  /** Steps no path from the start reaches: a definition to fix. */
  unreachable: string[];
}

/** One transition a report went through. */
export interface JejakLangkah {
  from: string | null;
  to: string;
  decision: string | null;
  at: string;
  actor_name: string | null;
}

/** Where a report stands in its process and the path it took (`GET laporan/:id/jejak`). */
export interface LaporanJejak {
  proses: { kode: string; versi: number };
  step: string | null;
  langkah: JejakLangkah[];
}

// The only place the workflow query keys are written.
export const workflowKeys = {
  all: ['workflow'] as const,
  proses: (kode: string, versi: number | null) => ['workflow', 'proses', kode, versi] as const,
  // A report's resource: under the laporan namespace, so every report mutation (which drops ['laporan']) refreshes it.
  jejak: (laporanId: number) => ['laporan', 'jejak', laporanId] as const,
  // The definition itself is part of the key: a step edited in the masters keeps its version but moves.
  layout: (proses: Proses) => ['workflow', 'layout', proses.kode, proses.versi, proses] as const,
};

export async function fetchProses(kode: string, versi: number | null): Promise<Proses> {
  const path = `workflow/proses/${encodeURIComponent(kode)}`;
  const opts = versi === null ? {} : { params: { versi } };
  return (await api.get<Proses>(path, { ...opts, silent: true })).data;
}

/**
 * A process, its latest active version when `versi` is null. The app's usual freshness: an administrator who has
 * just edited a step sees it on the next visit, and the layout is kept per definition, so a refetch costs little.
 */
export const prosesQuery = (kode: string, versi: number | null = null) =>
  queryOptions({ queryKey: workflowKeys.proses(kode, versi), queryFn: () => fetchProses(kode, versi) });

export const jejakQuery = (laporanId: number) =>
  queryOptions({
    queryKey: workflowKeys.jejak(laporanId),
    queryFn: async () => (await api.get<LaporanJejak>(`laporan/${laporanId}/jejak`, { silent: true })).data,
  });

export function useProses(kode: string | null, versi: number | null = null) {
  return useQuery({ ...prosesQuery(kode ?? '', versi), enabled: Boolean(kode) });
}

export function useJejak(laporanId: number) {
  return useQuery(jejakQuery(laporanId));
}
