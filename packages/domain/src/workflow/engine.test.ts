import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS, DEFAULT_SEQUENCES, DEFAULT_TASKS, seedSequences } from './default-process';
import { buildGraph, decide, decisionsAt, finalSteps, unreachableSteps, type WorkflowGraph } from './engine';
import { factsFromFields, fieldFactKeys, STEP_FORMS } from './forms';

const reportGraph = (): WorkflowGraph =>
  buildGraph({
    ...DEFAULT_PROCESS,
    tasks: DEFAULT_TASKS,
    sequences: seedSequences(DEFAULT_SEQUENCES),
  });

const at = (step: string, version = 3, assignee: number | null = null) => ({
  step,
  version,
  assignee_user_id: assignee,
});

describe('the default report process (DOMAIN.md "The report\'s path")', () => {
  const graph = reportGraph();

  it('reaches every step from the draft and ends only once the SK and SPSK or the SP3 are numbered', () => {
    expect(unreachableSteps(graph, 'draft')).toEqual([]);
    expect(finalSteps(graph).sort()).toEqual(['selesai', 'sp3-selesai']);
  });

  it('opens a decision only where its condition on the facts holds', () => {
    const at70 = (penandatangan: string) =>
      decisionsAt(graph, 'f70', { penandatangan }).map((d) => d.decision);
    expect(at70('direktur')).toEqual(['ditandatangani_direktur', 'kembalikan']);
    expect(at70('pimpinan')).toEqual(['teruskan', 'kembalikan']);
    expect(decisionsAt(graph, 'f39', { semua_nl: 'ya' }).map((d) => d.decision)).toEqual([
      'kembalikan',
      'semua_nl',
    ]);
    const signer = { user_id: 3, role: 'direktur' as const };
    expect(decide(graph, at('f70'), signer, 'teruskan', 3, { penandatangan: 'direktur' })).toMatchObject({
      ok: false,
      refusal: { code: 'DECISION_NOT_ALLOWED', allowed: ['ditandatangani_direktur', 'kembalikan'] },
    });
  });

  it("judges a condition the step's own fields decide once they are sent, and offers it before", () => {
    // At f39 whether all items are NL is what the group head's assessment says: both ways are open until it is sent.
    expect(decisionsAt(graph, 'f39', { penandatangan: 'direktur' }).map((d) => d.decision)).toEqual([
      'kembalikan',
      'semua_nl',
      'setuju',
    ]);
    const head = { user_id: 4, role: 'ketua_group' as const };
    expect(decide(graph, at('f39'), head, 'setuju', 3, {})).toMatchObject({ ok: true });
    expect(decide(graph, at('f39'), head, 'setuju', 3, { semua_nl: 'ya' })).toMatchObject({
      ok: false,
      refusal: { code: 'DECISION_NOT_ALLOWED', allowed: ['kembalikan', 'semua_nl'] },
    });
    // A condition on a fact no field decides is not left open.
    expect(decisionsAt(graph, 'f70', {}).map((d) => d.decision)).toEqual(['teruskan', 'kembalikan']);
  });

  it('takes the all-NL fact from the negative-list fields, and none from a return', () => {
    const items = (ids: (number | null)[]) => ({
      items: ids.map((unsur_nl_id, i) => ({ rincian_id: i + 1, unsur_nl_id })),
    });
    expect(factsFromFields('negative-list', 'semua_nl', items([3, 4]))).toEqual({ semua_nl: 'ya' });
    expect(factsFromFields('negative-list', 'setuju', items([3, null]))).toEqual({ semua_nl: 'tidak' });
    expect(factsFromFields('negative-list', 'kembalikan', { catatan: 'Perbaiki' })).toEqual({});
    expect(fieldFactKeys('negative-list', 'setuju')).toEqual(['semua_nl']);
    expect(fieldFactKeys('lha', 'setuju')).toEqual([]);
  });

  it('approves a chain upward and returns it downward', () => {
    expect(decisionsAt(graph, 'f34').map((d) => `${d.decision}→${d.to}`)).toEqual(
      expect.arrayContaining(['setuju→f38', 'kembalikan→f30']),
    );
    expect(
      decisionsAt(graph, 'f3b')
        .map((d) => d.decision)
        .sort(),
    ).toEqual(['kembalikan', 'lengkap', 'minta_tanggapan', 'tidak_lengkap']);
    expect(decisionsAt(graph, 'f39').find((d) => d.decision === 'semua_nl')).toMatchObject({
      to: 'f5a',
      label: 'Semua unsur negative list',
      to_nama: 'Tidak ditindaklanjuti oleh direktur',
    });
  });
});

describe('decide', () => {
  const graph = reportGraph();
  const member = { user_id: 7, role: 'anggota_tim' as const };

  it('moves the holder of the step to the next one', () => {
    const result = decide(graph, at('f30', 3, 7), member, 'setuju', 3);
    expect(result).toMatchObject({ ok: true, to: { kode: 'f34', roles: ['ketua_tim'] } });
  });

  it('refuses another role, naming who acts there', () => {
    const result = decide(graph, at('f30'), { user_id: 9, role: 'ketua_tim' }, 'setuju', 3);
    expect(result).toMatchObject({ ok: false, refusal: { code: 'WRONG_ROLE', roles: ['anggota_tim'] } });
    if (!result.ok)
      expect(result.refusal.message).toBe('Langkah Verifikasi informasi dikerjakan oleh Anggota Tim');
  });

  it('refuses a member the report is not assigned to', () => {
    const result = decide(graph, at('f30', 3, 8), member, 'setuju', 3);
    expect(result).toMatchObject({ ok: false, refusal: { code: 'NOT_ASSIGNEE', assignee_user_id: 8 } });
  });

  it('refuses a stale version before judging the decision', () => {
    const result = decide(graph, at('f30', 4, 7), member, 'bukan_keputusan', 3);
    expect(result).toMatchObject({ ok: false, refusal: { code: 'STALE' } });
    if (!result.ok) expect(result.refusal.message).toMatch(/Muat ulang halaman/);
  });

  it('refuses a decision the step does not offer, listing the ones it does', () => {
    const result = decide(graph, at('f30', 3, 7), member, 'tetapkan_sk', 3);
    expect(result).toMatchObject({
      ok: false,
      refusal: { code: 'DECISION_NOT_ALLOWED', allowed: ['setuju'] },
    });
    const end = decide(graph, at('selesai'), { user_id: 1, role: 'Administrasi/Sekretaris' }, 'setuju', 3);
    expect(end).toMatchObject({ ok: false, refusal: { code: 'DECISION_NOT_ALLOWED', allowed: [] } });
  });

  it('lets a team leader act only for the team, a group head only for the group', () => {
    const leader = { user_id: 9, role: 'ketua_tim' as const, tim_id: 2, grup_id: 1 };
    const pos = { ...at('f34'), tim_id: 2, grup_id: 1 };
    expect(decide(graph, pos, leader, 'setuju', 3)).toMatchObject({ ok: true });
    expect(decide(graph, { ...pos, tim_id: 5 }, leader, 'setuju', 3)).toMatchObject({
      ok: false,
      refusal: { code: 'NOT_ASSIGNEE', message: 'Laporan ini ditangani oleh tim lain' },
    });
    const head = { user_id: 4, role: 'ketua_group' as const, grup_id: 3 };
    expect(decide(graph, { ...at('f38'), grup_id: 1 }, head, 'setuju', 3)).toMatchObject({
      refusal: { message: 'Laporan ini ditangani oleh grup lain' },
    });
  });

  it('leaves a step waiting on the reporter to the system or the member who received the answer', () => {
    const reporter = { user_id: 5, role: 'individu' as const };
    expect(decide(graph, at('f3g', 3, 7), reporter, 'dilengkapi', 3)).toMatchObject({ ok: false });
    expect(decide(graph, at('f3g', 3, 7), member, 'dilengkapi', 3)).toMatchObject({ ok: true });
    expect(decide(graph, at('f3g'), { user_id: 0, role: null, system: true }, 'dilengkapi', 3)).toMatchObject(
      { ok: true, to: { kode: 'f33' } },
    );
  });

  it("leaves a link's expiry to the system: no person is offered it or may take it", () => {
    const system = { user_id: 0, role: null, system: true };
    for (const [step, to] of [
      ['f3g', 'f5a'],
      ['f40', 'f33'],
    ] as const) {
      expect(decide(graph, at(step, 3, 7), member, 'kedaluwarsa', 3)).toMatchObject({
        ok: false,
        refusal: { code: 'SYSTEM_ONLY' },
      });
      expect(decide(graph, at(step, 3, 7), system, 'kedaluwarsa', 3)).toMatchObject({
        ok: true,
        to: { kode: to },
      });
      expect(decisionsAt(graph, step, {}, member).map((d) => d.decision)).not.toContain('kedaluwarsa');
      expect(decisionsAt(graph, step).find((d) => d.decision === 'kedaluwarsa')).toMatchObject({
        sistem: true,
      });
    }
    expect(decisionsAt(graph, 'f3g', {}, member).map((d) => d.decision)).toEqual(['dilengkapi']);
  });

  it('refuses a position outside the process', () => {
    expect(decide(graph, at('f99'), member, 'setuju', 3)).toMatchObject({
      ok: false,
      refusal: { code: 'UNKNOWN_STEP' },
    });
  });
});

describe('a second kind of subject on the same engine', () => {
  // The PPG activity report: the PPG group head, then the director (issue 10 §1).
  const ppg = buildGraph({
    kode: 'PPG_LAPORAN_KEGIATAN',
    versi: 1,
    tasks: [
      { kode: 'susun', nama: 'Penyusunan laporan kegiatan', roles: ['anggota_tim_ppg', 'ketua_tim_ppg'] },
      { kode: 'gh', nama: 'Persetujuan ketua group PPG', roles: ['ketua_group_ppg'] },
      { kode: 'direktur', nama: 'Persetujuan direktur', roles: ['direktur'] },
      { kode: 'terbit', nama: 'Terbit', roles: ['direktur'] },
    ],
    sequences: [
      { from: 'susun', to: 'gh', decision: 'kirim' },
      { from: 'gh', to: 'direktur', decision: 'setuju' },
      { from: 'gh', to: 'susun', decision: 'kembalikan' },
      { from: 'direktur', to: 'terbit', decision: 'setuju' },
      { from: 'direktur', to: 'gh', decision: 'kembalikan' },
    ],
  });

  it('runs its own path with its own roles', () => {
    expect(unreachableSteps(ppg, 'susun')).toEqual([]);
    expect(decide(ppg, at('susun'), { user_id: 3, role: 'ketua_tim_ppg' }, 'kirim', 3)).toMatchObject({
      ok: true,
      to: { kode: 'gh' },
    });
    expect(decide(ppg, at('gh'), { user_id: 3, role: 'ketua_group' }, 'setuju', 3)).toMatchObject({
      ok: false,
      refusal: { code: 'WRONG_ROLE' },
    });
  });

  it('refuses a definition that names a step it lacks or leads one decision two ways', () => {
    const base = { kode: 'X', versi: 1, tasks: [{ kode: 'a', nama: 'A', roles: ['direktur' as const] }] };
    expect(() => buildGraph({ ...base, sequences: [{ from: 'a', to: 'b', decision: 'setuju' }] })).toThrow(
      /langkah b tidak terdefinisi/,
    );
    const two = {
      ...base,
      tasks: [...base.tasks, { kode: 'b', nama: 'B', roles: ['direktur' as const] }],
      sequences: [
        { from: 'a', to: 'b', decision: 'setuju' },
        { from: 'a', to: 'a', decision: 'setuju' },
      ],
    };
    expect(() => buildGraph(two)).toThrow(/menuju dua langkah/);
  });
});

describe('a step done by several roles', () => {
  it('gives the SK, SPSK and SP3 steps to the secretariat and a team member, whose number only the e-office gives', () => {
    const graph = reportGraph();
    for (const step of ['f7A', 'f7E', 'f5D']) {
      expect(graph.tasks.get(step)?.roles).toEqual(['Administrasi/Sekretaris', 'anggota_tim']);
      for (const role of ['anggota_tim', 'Administrasi/Sekretaris'] as const) {
        expect(decide(graph, at(step), { user_id: 1, role }, 'bernomor', 3)).toMatchObject({
          ok: false,
          refusal: { code: 'SYSTEM_ONLY' },
        });
        expect(decisionsAt(graph, step, undefined, { user_id: 1, role })).toEqual([]);
      }
      expect(decide(graph, at(step), { user_id: 0, role: null, system: true }, 'bernomor', 3)).toMatchObject({
        ok: true,
      });
      expect(decide(graph, at(step), { user_id: 3, role: 'ketua_tim' }, 'bernomor', 3)).toMatchObject({
        ok: false,
        refusal: { code: 'WRONG_ROLE', roles: ['Administrasi/Sekretaris', 'anggota_tim'] },
      });
    }
  });
});

describe('a request to the reporter (STEP_FORMS.permintaan)', () => {
  const pesan = 'Mohon lengkapi dokumen pendukung.';
  it('refuses two questions of one code, naming it, as on both ends', () => {
    const twice = STEP_FORMS.permintaan.safeParse({
      pesan,
      pertanyaan: [
        { kode: 'UNDANGAN', pertanyaan: 'Unggah undangan acara' },
        { kode: 'UNDANGAN', pertanyaan: 'Unggah foto barang' },
      ],
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['pertanyaan', 1, 'kode'],
      message: 'Kode pertanyaan "UNDANGAN" sudah dipakai pada pertanyaan 1',
    });
    // A code given by hand that equals another's default (its place) is the same code.
    const clash = STEP_FORMS.permintaan.safeParse({
      pesan,
      pertanyaan: [{ pertanyaan: 'Unggah undangan acara' }, { kode: 'P1', pertanyaan: 'Unggah foto barang' }],
    });
    expect(clash.error?.issues[0]?.message).toContain('"P1"');
    const fine = STEP_FORMS.permintaan.safeParse({
      pesan,
      pertanyaan: [{ pertanyaan: 'Unggah undangan acara' }, { pertanyaan: 'Unggah foto barang' }],
    });
    expect(fine.success).toBe(true);
  });
});
