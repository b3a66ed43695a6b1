import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_SEED, type ProcessSeed } from './default-process';
import { buildGraph, decide, decisionsAt, finalSteps, unreachableSteps, type WorkflowGraph } from './engine';
import { langkahKembaliSk, PEMBATALAN_SK_SEED, PENGHAPUSAN_LAPORAN_SEED } from './pembatalan-process';

const graphOf = (seed: ProcessSeed): WorkflowGraph =>
  buildGraph({
    ...seed,
    tasks: seed.tasks,
    sequences: seed.sequences.map(([from, to, decision, syarat]) => ({ from, to, decision, syarat })),
  });

describe('the request processes (SK cancellation, deletion)', () => {
  it.each([PEMBATALAN_SK_SEED, PENGHAPUSAN_LAPORAN_SEED])(
    '$kode reaches every step and ends approved or refused',
    (seed) => {
      const graph = graphOf(seed);
      expect(unreachableSteps(graph, 'ajukan')).toEqual([]);
      expect(finalSteps(graph).sort()).toEqual(['disetujui', 'ditolak']);
    },
  );

  it('lets only the requester resend, in whichever role they asked; the group head decides', () => {
    const graph = graphOf(PEMBATALAN_SK_SEED);
    const returned = { step: 'ajukan', version: 4, assignee_user_id: 7, grup_id: 2 };
    expect(decide(graph, returned, { user_id: 7, role: 'ketua_group' }, 'kirim', 4)).toMatchObject({
      ok: true,
    });
    expect(decide(graph, returned, { user_id: 8, role: 'anggota_tim' }, 'kirim', 4)).toMatchObject({
      ok: false,
      refusal: { code: 'NOT_ASSIGNEE' },
    });
    const sent = { ...returned, step: 'persetujuan' };
    expect(decide(graph, sent, { user_id: 7, role: 'anggota_tim' }, 'setuju', 4)).toMatchObject({
      refusal: { code: 'WRONG_ROLE' },
    });
    expect(decide(graph, sent, { user_id: 9, role: 'ketua_group', grup_id: 3 }, 'setuju', 4)).toMatchObject({
      refusal: { code: 'NOT_ASSIGNEE' },
    });
    expect(decisionsAt(graph, 'persetujuan').map((d) => d.decision)).toEqual([
      'kembalikan',
      'setuju',
      'tolak',
    ]);
  });

  it('sends a cancelled SK back only to a step from which it is signed and numbered again', () => {
    const graph = graphOf(DEFAULT_PROCESS_SEED);
    const nodes = DEFAULT_PROCESS_SEED.tasks.map((t) => ({
      kode: t.kode,
      nama: t.nama,
      lingkup: t.lingkup,
      final: finalSteps(graph).includes(t.kode),
    }));
    const edges = DEFAULT_PROCESS_SEED.sequences.map(([from, to]) => ({ from, to }));
    const kode = langkahKembaliSk(nodes, edges).map((n) => n.kode);
    expect(kode).toEqual(
      expect.arrayContaining(['distribusi', 'f30', 'f60', 'f63', 'f70', 'f72', 'f74', 'f83']),
    );
    for (const not of ['draft', 'save', 'f3g', 'f40', 'f7A', 'f7E', 'selesai', 'f5a', 'f51', 'f5D'])
      expect(kode).not.toContain(not);
  });
});
