import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS, DEFAULT_SEQUENCES, DEFAULT_TASKS } from './default-process';
import { buildGraph } from './engine';
import { graphEdges, LAPORAN_START_STEP, movableSteps } from './moves';

const graph = buildGraph({
  ...DEFAULT_PROCESS,
  tasks: DEFAULT_TASKS,
  sequences: DEFAULT_SEQUENCES.map(([from, to, decision, syarat]) => ({ from, to, decision, syarat })),
});

describe('the steps an administrator may move a report to', () => {
  const kodes = movableSteps([...graph.tasks.values()], graphEdges(graph), LAPORAN_START_STEP).map(
    (t) => t.kode,
  );

  it("offers the KPK's steps, from distribution to the signatures of the SK or SP3", () => {
    expect(kodes).toEqual(
      expect.arrayContaining(['distribusi', 'distribusi-f', 'f30', 'f3b', 'f60', 'f83', 'f70', 'f72', 'f56']),
    );
  });

  it('never a numbering step: a number follows the signature that records the decision', () => {
    for (const kode of ['f7A', 'f7E', 'f5D']) expect(kodes).not.toContain(kode);
  });

  it("never the reporter's own steps, those waiting on the reporter, nor an end with no decision issued", () => {
    for (const kode of ['draft', 'save', 'f3g', 'f40', 'selesai', 'sp3-selesai']) {
      expect(kodes).not.toContain(kode);
    }
  });

  it('never a step the process cannot reach from the start', () => {
    const nodes = [
      { kode: 'a', lingkup: 'peran' as const },
      { kode: 'b', lingkup: 'peran' as const },
      { kode: 'lost', lingkup: 'peran' as const },
      { kode: 'end' },
    ];
    const edges = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'end' },
      { from: 'lost', to: 'b' },
    ];
    expect(movableSteps(nodes, edges, 'a').map((n) => n.kode)).toEqual(['a', 'b']);
  });
});
