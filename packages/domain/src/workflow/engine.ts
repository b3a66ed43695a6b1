import type { RoleName } from '../access/roles';

/**
 * The workflow engine's pure core (issue 10, ADR 0003): a process definition read from the wfl-re masters becomes
 * a graph, and `decide` says whether an actor may take a decision at a subject's position and where it leads. It
 * knows nothing of reports: any subject (a report, a PPG activity report…) has a position in a process.
 */
export interface WorkflowTask {
  kode: string;
  nama: string;
  /** Who acts at this step (taskdef role; more than one when a definition allows it). */
  roles: readonly RoleName[];
}

export interface WorkflowGraph {
  kode: string;
  versi: number;
  tasks: ReadonlyMap<string, WorkflowTask>;
  /** from step → decision → to step. */
  next: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

export interface WorkflowDefinition {
  kode: string;
  versi: number;
  tasks: readonly { kode: string; nama: string; roles: readonly RoleName[] }[];
  sequences: readonly { from: string; to: string; decision: string }[];
}

/** Builds the graph; a sequence naming an unknown step, or one decision leading two ways, is a broken definition. */
export function buildGraph(def: WorkflowDefinition): WorkflowGraph {
  const tasks = new Map(def.tasks.map((t) => [t.kode, { ...t }]));
  const next = new Map<string, Map<string, string>>();
  for (const s of def.sequences) {
    for (const kode of [s.from, s.to]) {
      if (!tasks.has(kode))
        throw new Error(`Alur ${def.kode} v${def.versi}: langkah ${kode} tidak terdefinisi`);
    }
    const out = next.get(s.from) ?? new Map<string, string>();
    const already = out.get(s.decision);
    if (already !== undefined && already !== s.to) {
      throw new Error(
        `Alur ${def.kode} v${def.versi}: keputusan ${s.decision} dari ${s.from} menuju dua langkah`,
      );
    }
    out.set(s.decision, s.to);
    next.set(s.from, out);
  }
  return { kode: def.kode, versi: def.versi, tasks, next };
}

/** Steps no path from `start` reaches: a definition with any is broken (or has a step left behind). */
export function unreachableSteps(graph: WorkflowGraph, start: string): string[] {
  const seen = new Set([start]);
  const queue = [start];
  for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
    for (const to of graph.next.get(step)?.values() ?? []) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return [...graph.tasks.keys()].filter((k) => !seen.has(k));
}

/** Steps with no way out: where a subject's path ends. */
export function finalSteps(graph: WorkflowGraph): string[] {
  return [...graph.tasks.keys()].filter((k) => (graph.next.get(k)?.size ?? 0) === 0);
}

/** How a decision reads on a button; an unknown one shows its code with spaces. */
export const DECISION_LABELS: Readonly<Record<string, string>> = {
  kirim: 'Kirim',
  distribusi: 'Distribusikan',
  setuju: 'Setujui',
  kembalikan: 'Kembalikan',
  semua_nl: 'Semua unsur negative list',
  tidak_lengkap: 'Tidak lengkap',
  dilengkapi: 'Dilengkapi pelapor',
  kedaluwarsa: 'Batas waktu terlewati',
  minta_tanggapan: 'Minta tanggapan',
  tanggapan: 'Tanggapan diterima',
  lengkap: 'Lengkap',
  ajukan_riksa: 'Ajukan riksa',
  tetapkan_sk: 'Tetapkan SK',
  sp3: 'Tidak ditindaklanjuti (SP3)',
  teruskan: 'Teruskan ke atasan',
  ditandatangani_direktur: 'Ditandatangani direktur',
  ditandatangani_deputi: 'Ditandatangani deputi',
  ditandatangani_pimpinan: 'Ditandatangani pimpinan',
  bernomor: 'Beri nomor',
};

export const decisionLabel = (decision: string): string =>
  DECISION_LABELS[decision] ?? decision.replaceAll('_', ' ');

export interface DecisionOption {
  decision: string;
  label: string;
  to: string;
  to_nama: string;
}

/** The decisions open at a step, in the definition's order. */
export function decisionsAt(graph: WorkflowGraph, step: string): DecisionOption[] {
  return [...(graph.next.get(step) ?? new Map<string, string>())].map(([decision, to]) => ({
    decision,
    label: decisionLabel(decision),
    to,
    to_nama: graph.tasks.get(to)?.nama ?? to,
  }));
}

/** Where a subject stands: its step, the version last written, and who holds it (null: anyone of the role). */
export interface WorkflowPosition {
  step: string;
  version: number;
  assignee_user_id: number | null;
}

export interface WorkflowActor {
  user_id: number;
  role: RoleName | null;
}

export type WorkflowRefusal =
  | { code: 'UNKNOWN_STEP'; message: string }
  | { code: 'WRONG_ROLE'; message: string; roles: readonly RoleName[] }
  | { code: 'NOT_ASSIGNEE'; message: string; assignee_user_id: number }
  | { code: 'STALE'; message: string }
  | { code: 'DECISION_NOT_ALLOWED'; message: string; allowed: string[] };

export type WorkflowDecision =
  | { ok: true; from: WorkflowTask; to: WorkflowTask; decision: string }
  | { ok: false; refusal: WorkflowRefusal };

export const STALE_WORKFLOW_MESSAGE =
  'Laporan sudah diproses oleh pengguna lain. Muat ulang halaman untuk melihat keadaan terbaru.';

/**
 * May `actor` take `decision` at `position`, having seen `seenVersion`? Checked in the order the issue gives: the
 * actor may act here (role, then assignment), the version, the decision. The caller checks the step's fields, then
 * writes the move in the same transaction that locked the subject.
 */
export function decide(
  graph: WorkflowGraph,
  position: WorkflowPosition,
  actor: WorkflowActor,
  decision: string,
  seenVersion: number,
): WorkflowDecision {
  const from = graph.tasks.get(position.step);
  if (!from) {
    return {
      ok: false,
      refusal: {
        code: 'UNKNOWN_STEP',
        message: `Langkah ${position.step} tidak ada pada alur ${graph.kode}`,
      },
    };
  }
  if (actor.role === null || !from.roles.includes(actor.role)) {
    return {
      ok: false,
      refusal: {
        code: 'WRONG_ROLE',
        message: `Langkah ${from.kode} (${from.nama}) dikerjakan oleh peran ${from.roles.join(', ')}`,
        roles: from.roles,
      },
    };
  }
  if (position.assignee_user_id !== null && position.assignee_user_id !== actor.user_id) {
    return {
      ok: false,
      refusal: {
        code: 'NOT_ASSIGNEE',
        message: 'Laporan ini ditugaskan kepada pengguna lain',
        assignee_user_id: position.assignee_user_id,
      },
    };
  }
  if (seenVersion !== position.version) {
    return { ok: false, refusal: { code: 'STALE', message: STALE_WORKFLOW_MESSAGE } };
  }
  const toKode = graph.next.get(from.kode)?.get(decision);
  const to = toKode === undefined ? undefined : graph.tasks.get(toKode);
  if (!to) {
    const allowed = decisionsAt(graph, from.kode);
    return {
      ok: false,
      refusal: {
        code: 'DECISION_NOT_ALLOWED',
        message: allowed.length
          ? `Keputusan "${decision}" tidak tersedia pada langkah ${from.kode}. Pilihan: ${allowed.map((a) => a.label).join(', ')}`
          : `Langkah ${from.kode} adalah akhir alur: tidak ada keputusan lagi`,
        allowed: allowed.map((a) => a.decision),
      },
    };
  }
  return { ok: true, from, to, decision };
}
