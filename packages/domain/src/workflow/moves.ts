import type { WorkflowScope } from './default-process';
import type { WorkflowGraph } from './engine';

/** Where a report enters the KPK's processing when it is sent: distribution to a group. */
export const LAPORAN_START_STEP = 'distribusi';

/** A graph's sequences as edges (from, to), whatever their decision or condition. */
export function graphEdges(graph: WorkflowGraph): { from: string; to: string }[] {
  return [...graph.next].flatMap(([from, out]) => [...out.values()].map((to) => ({ from, to })));
}

/**
 * The steps an administrator may move a subject to (move-workflow): those the process reaches from `start` (a
 * report: distribution at the KPK), where someone of the process decides — not a step waiting on the reporter or
 * the requester (draft, sending, a completeness request: nobody at the KPK could move it on), not a final step
 * (done with no decision issued) and not a numbering step (formulir 'penomoran': onto f7A the SK would skip the
 * signature that records its decision per item, onto f7E an SPSK would be numbered with no SK). In the nodes'
 * order; server and screen filter with the same rule.
 */
export function movableSteps<
  N extends { kode: string; lingkup?: WorkflowScope | undefined; formulir?: string | null | undefined },
>(nodes: readonly N[], edges: readonly { from: string; to: string }[], start: string): N[] {
  const seen = new Set([start]);
  const queue = [start];
  for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
    for (const e of edges) {
      if (e.from === step && !seen.has(e.to)) {
        seen.add(e.to);
        queue.push(e.to);
      }
    }
  }
  const decides = new Set(edges.map((e) => e.from));
  return nodes.filter(
    (n) =>
      seen.has(n.kode) &&
      decides.has(n.kode) &&
      n.lingkup !== 'pelapor' &&
      n.lingkup !== 'pemohon' &&
      n.formulir !== 'penomoran',
  );
}
