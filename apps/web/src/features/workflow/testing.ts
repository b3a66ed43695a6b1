import {
  buildGraph,
  DEFAULT_PROCESS,
  DEFAULT_SEQUENCES,
  DEFAULT_TASKS,
  decisionsAt,
  finalSteps,
  unreachableSteps,
} from '@gratifikasi/domain';
import type { Proses } from './api';

/** The default process GRATIFIKASI v1 as `GET workflow/proses/GRATIFIKASI` answers it (tests and stories). */
export function defaultProses(): Proses {
  const graph = buildGraph({
    ...DEFAULT_PROCESS,
    tasks: DEFAULT_TASKS,
    sequences: DEFAULT_SEQUENCES.map(([from, to, decision, syarat]) => ({ from, to, decision, syarat })),
  });
  const order = DEFAULT_TASKS.map((t) => t.kode);
  const finals = new Set(finalSteps(graph));
  return {
    ...DEFAULT_PROCESS,
    nama: 'Penanganan laporan gratifikasi',
    start: order[0] ?? null,
    nodes: order.map((kode) => {
      const task = graph.tasks.get(kode);
      return { kode, nama: task?.nama ?? kode, roles: [...(task?.roles ?? [])], final: finals.has(kode) };
    }),
    edges: order.flatMap((from) =>
      decisionsAt(graph, from).map((d) => ({ from, to: d.to, decision: d.decision, label: d.label })),
    ),
    unreachable: unreachableSteps(graph, 'draft'),
  };
}
