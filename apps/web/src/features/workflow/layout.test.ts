import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import type { Proses } from './api';
import { roundedPath } from './diagramParts';
import { backEdges, edgeId, layoutProses, pathHighlight, viewOf } from './layout';
import { defaultProses } from './testing';

/** A small process: a review chain with a return, a loop back from a later step, and a step nothing leads to. */
function kecil(): Proses {
  const node = (kode: string, final = false) => ({ kode, nama: `Langkah ${kode}`, roles: [], final });
  const edge = (from: string, to: string, decision: string) => ({ from, to, decision, label: decision });
  return {
    kode: 'KECIL',
    versi: 1,
    nama: 'Proses kecil',
    start: 'a',
    nodes: [node('a'), node('b'), node('c'), node('d', true), node('yatim', true)],
    edges: [
      edge('a', 'b', 'setuju'),
      edge('b', 'a', 'kembalikan'),
      edge('b', 'c', 'setuju'),
      edge('c', 'b', 'ulang'),
      edge('c', 'd', 'selesai'),
    ],
    unreachable: ['yatim'],
  };
}

describe('backEdges', () => {
  it('flags every kembalikan and every edge that closes a loop, not the forward flow', () => {
    expect([...backEdges(kecil())].sort()).toEqual(['b->a:kembalikan', 'c->b:ulang']);
  });

  it('finds the returns of the default process: the kembalikan and the reporter loops back to f33', () => {
    const proses = defaultProses();
    const back = backEdges(proses);
    for (const e of proses.edges.filter((x) => x.decision === 'kembalikan'))
      expect(back).toContain(edgeId(e));
    expect(back).toContain('f3g->f33:dilengkapi');
    expect(back).toContain('f40->f33:tanggapan');
    expect(back).not.toContain('f39->f5a:semua_nl');
    expect(back).not.toContain('f5z->f51:sp3');
  });
});

describe('layoutProses', () => {
  it('places every step, routes every decision from its step to the next, and runs the flow downwards', async () => {
    const proses = defaultProses();
    const layout = await layoutProses(proses, new ELK());
    expect(layout.nodes).toHaveLength(proses.nodes.length);
    expect(layout.edges).toHaveLength(proses.edges.length);
    const at = new Map(layout.nodes.map((n) => [n.kode, n]));
    for (const n of layout.nodes) {
      expect(Number.isFinite(n.x) && Number.isFinite(n.y)).toBe(true);
      expect(n.x + n.width).toBeLessThanOrEqual(layout.width + 1);
      expect(n.y + n.height).toBeLessThanOrEqual(layout.height + 1);
    }
    // No two steps overlap.
    for (const a of layout.nodes)
      for (const b of layout.nodes)
        if (a !== b)
          expect(
            a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y,
          ).toBe(true);
    const near = (v: number, lo: number, hi: number) => v >= lo - 1 && v <= hi + 1;
    for (const e of layout.edges) {
      const from = at.get(e.from);
      const to = at.get(e.to);
      const first = e.points[0];
      const last = e.points.at(-1);
      if (!from || !to || !first || !last) throw new Error(`edge ${e.id} not laid out`);
      // Drawn from its own step to its target, whichever way ELK was given it.
      expect(near(first.y, from.y, from.y + from.height) && near(first.x, from.x, from.x + from.width)).toBe(
        true,
      );
      expect(near(last.y, to.y, to.y + to.height) && near(last.x, to.x, to.x + to.width)).toBe(true);
      expect(e.labelBox?.width).toBeGreaterThan(0);
      if (!e.back) expect(to.y).toBeGreaterThan(from.y);
      else expect(to.y).toBeLessThan(from.y);
    }
    expect(at.get('draft')?.start).toBe(true);
    expect(layout.nodes.filter((n) => n.final).map((n) => n.kode)).toEqual(['selesai', 'sp3-selesai']);
  });

  it('marks unreachable steps and still places them', async () => {
    const layout = await layoutProses(kecil(), new ELK());
    const yatim = layout.nodes.find((n) => n.kode === 'yatim');
    expect(yatim?.unreachable).toBe(true);
    expect(layout.nodes.filter((n) => n.unreachable)).toHaveLength(1);
    expect(layout.edges.find((e) => e.id === 'b->a:kembalikan')?.back).toBe(true);
  });
});

describe('pathHighlight and viewOf', () => {
  const path = [
    { from: null, to: 'a' },
    { from: 'a', to: 'b', decision: 'setuju' },
    { from: 'b', to: 'a', decision: 'kembalikan' },
    { from: 'a', to: 'b' },
    { from: 'b', to: 'c', decision: 'setuju' },
  ];

  it('counts the edges taken, matching the decision when the step names one', () => {
    const h = pathHighlight(kecil(), path, 'c');
    expect([...h.nodes].sort()).toEqual(['a', 'b', 'c']);
    expect(Object.fromEntries(h.edges)).toEqual({
      'a->b:setuju': 2,
      'b->a:kembalikan': 1,
      'b->c:setuju': 1,
    });
  });

  it('counts the current step as visited even with no path recorded', () => {
    expect([...pathHighlight(kecil(), [], 'b').nodes]).toEqual(['b']);
  });

  it('marks the current step, the visited ones, and dims the rest only while tracing a path', async () => {
    const layout = await layoutProses(kecil(), new ELK());
    const traced = viewOf(layout, 'c', pathHighlight(kecil(), path, 'c'));
    const node = (kode: string) => traced.nodes.find((n) => n.kode === kode);
    expect(node('c')).toMatchObject({ current: true, visited: true, dimmed: false });
    expect(node('a')).toMatchObject({ current: false, visited: true, dimmed: false });
    expect(node('d')).toMatchObject({ visited: false, dimmed: true });
    expect(traced.edges.find((e) => e.id === 'a->b:setuju')).toMatchObject({ taken: 2, dimmed: false });
    expect(traced.edges.find((e) => e.id === 'c->d:selesai')).toMatchObject({ taken: 0, dimmed: true });

    const plain = viewOf(layout);
    expect(plain.nodes.every((n) => !n.dimmed && !n.current && !n.visited)).toBe(true);
    expect(plain.edges.every((e) => !e.dimmed && e.taken === 0)).toBe(true);
  });
});

describe('roundedPath', () => {
  it('runs through the route, rounding the bends', () => {
    expect(roundedPath([])).toBe('');
    expect(
      roundedPath([
        { x: 0, y: 0 },
        { x: 0, y: 50 },
      ]),
    ).toBe('M 0 0 L 0 50');
    expect(
      roundedPath([
        { x: 0, y: 0 },
        { x: 0, y: 50 },
        { x: 40, y: 50 },
      ]),
    ).toBe('M 0 0 L 0 42 Q 0 50 8 50 L 40 50');
  });
});
