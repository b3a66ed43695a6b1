import { type RoleName, rolesLabel } from '../access/roles';
import type { WorkflowScope } from './default-process';
import { fieldFactKeys } from './forms';

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
  /** Which holders of the role may act on a given subject (default 'peran': any of them). */
  lingkup?: WorkflowScope;
  /** Working days the holder has; null or absent: no step deadline. */
  periode_hk?: number | null;
  /** The subject's status while it waits here (reports: a status-laporan kode). */
  status?: string | null;
  /** The step's form (a key of STEP_FORMS). */
  formulir?: string | null;
}

export interface WorkflowGraph {
  kode: string;
  versi: number;
  tasks: ReadonlyMap<string, WorkflowTask>;
  /** from step → decision → to step. */
  next: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** `${from} ${decision}` → the condition on the subject's facts that opens it (sequence `syarat`). */
  conditions: ReadonlyMap<string, string>;
  /** `${from} ${decision}` of the decisions only the system takes (sequence `sistem`: a link's expiry). */
  systemOnly: ReadonlySet<string>;
}

export interface WorkflowDefinition {
  kode: string;
  versi: number;
  tasks: readonly WorkflowTask[];
  sequences: readonly {
    from: string;
    to: string;
    decision: string;
    syarat?: string | null;
    /** Only the system takes it (a durable job); no person is offered it or may take it. */
    sistem?: boolean;
  }[];
}

/** What a subject's conditions read: e.g. { penandatangan: 'deputi', semua_nl: 'tidak' }. */
export type WorkflowFacts = Readonly<Record<string, string | null | undefined>>;

/**
 * Does a sequence condition hold? `key=value`, `key!=value`, several joined by `&`; an empty condition always
 * holds, and without facts (the diagram) every condition is taken as open. A part on a `pending` key (one the
 * decision's fields will decide, not yet sent) holds: it is judged again once the fields are parsed.
 */
export function conditionHolds(
  syarat: string | null | undefined,
  facts?: WorkflowFacts,
  pending: readonly string[] = [],
): boolean {
  if (!syarat?.trim() || !facts) return true;
  return syarat.split('&').every((part) => {
    const m = /^\s*([\w.-]+)\s*(!?=)\s*(.*?)\s*$/.exec(part);
    if (!m) return false;
    const [, key = '', op, value] = m;
    if (pending.includes(key) && facts[key] === undefined) return true;
    const actual = facts[key] ?? '';
    return op === '=' ? actual === value : actual !== value;
  });
}

/** Does the condition on `decision` at `step` hold, its field-decided keys open until the facts carry them? */
function opens(graph: WorkflowGraph, step: string, decision: string, facts?: WorkflowFacts): boolean {
  const formulir = graph.tasks.get(step)?.formulir;
  return conditionHolds(
    graph.conditions.get(`${step} ${decision}`),
    facts,
    fieldFactKeys(formulir, decision),
  );
}

/** Builds the graph; a sequence naming an unknown step, or one decision leading two ways, is a broken definition. */
export function buildGraph(def: WorkflowDefinition): WorkflowGraph {
  const tasks = new Map(def.tasks.map((t) => [t.kode, { ...t }]));
  const next = new Map<string, Map<string, string>>();
  const conditions = new Map<string, string>();
  const systemOnly = new Set<string>();
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
    if (s.syarat?.trim()) conditions.set(`${s.from} ${s.decision}`, s.syarat.trim());
    if (s.sistem) systemOnly.add(`${s.from} ${s.decision}`);
  }
  return { kode: def.kode, versi: def.versi, tasks, next, conditions, systemOnly };
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
  tolak: 'Tolak',
  tarik: 'Tarik dari publikasi',
  pindah_alur: 'Dipindahkan',
  alih_tugas: 'Dialihkan',
  // PPG activities (issue 26): the group head's analysis, and the moves the activity report's chain makes.
  terima: 'Terima',
  batalkan: 'Batalkan/arsipkan',
  laporan_diajukan: 'Laporan kegiatan diajukan',
  laporan_dikembalikan: 'Laporan kegiatan dikembalikan',
  laporan_eoffice: 'Laporan kegiatan ke E-Office',
  laporan_disetujui: 'Laporan kegiatan disetujui',
  laporan_ditolak: 'Laporan kegiatan ditolak E-Office',
  // PPG activity reports (issue 26 §3).
  ajukan: 'Ajukan',
  setujui: 'Setujui',
  perbaiki: 'Perbaiki',
  eoffice_disetujui: 'Ditandatangani di E-Office',
  eoffice_ditolak: 'Ditolak di E-Office',
};

export const decisionLabel = (decision: string): string =>
  DECISION_LABELS[decision] ?? decision.replaceAll('_', ' ');

export interface DecisionOption {
  decision: string;
  label: string;
  to: string;
  to_nama: string;
  /** Only the system takes it (a link's expiry). */
  sistem: boolean;
}

/** Is `decision` at `step` the system's alone (sequence `sistem`)? */
export const isSystemDecision = (graph: WorkflowGraph, step: string, decision: string): boolean =>
  graph.systemOnly.has(`${step} ${decision}`);

/**
 * The decisions open at a step, in the definition's order; with facts, only those whose condition holds (a part the
 * decision's own fields decide counts as open while the facts lack it: the fields are judged when sent). With an
 * actor who is a person, the system's own decisions are left out.
 */
export function decisionsAt(
  graph: WorkflowGraph,
  step: string,
  facts?: WorkflowFacts,
  actor?: WorkflowActor,
): DecisionOption[] {
  return [...(graph.next.get(step) ?? new Map<string, string>())]
    .filter(([decision]) => opens(graph, step, decision, facts))
    .filter(([decision]) => !actor || actor.system || !isSystemDecision(graph, step, decision))
    .map(([decision, to]) => ({
      decision,
      label: decisionLabel(decision),
      to,
      to_nama: graph.tasks.get(to)?.nama ?? to,
      sistem: isSystemDecision(graph, step, decision),
    }));
}

/** Where a subject stands: its step, the version last written, and who holds it (null: anyone of the role). */
export interface WorkflowPosition {
  step: string;
  version: number;
  /** The member it was distributed to (scope 'anggota'). */
  assignee_user_id: number | null;
  /** The team and group it was distributed to (scopes 'tim' and 'grup'); null while undistributed. */
  tim_id?: number | null;
  grup_id?: number | null;
}

export interface WorkflowActor {
  user_id: number;
  role: RoleName | null;
  tim_id?: number | null;
  grup_id?: number | null;
  /** The system itself (a link answered or expired, an administrator's move): no role or scope applies. */
  system?: boolean;
}

export type WorkflowRefusal =
  | { code: 'UNKNOWN_STEP'; message: string }
  | { code: 'WRONG_ROLE'; message: string; roles: readonly RoleName[] }
  | { code: 'NOT_ASSIGNEE'; message: string; assignee_user_id: number | null }
  | { code: 'STALE'; message: string }
  | { code: 'DECISION_NOT_ALLOWED'; message: string; allowed: string[] }
  | { code: 'SYSTEM_ONLY'; message: string };

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
  facts?: WorkflowFacts,
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
  const refused = actorRefusal(from, position, actor);
  if (refused) return { ok: false, refusal: refused };
  if (seenVersion !== position.version) {
    return { ok: false, refusal: { code: 'STALE', message: STALE_WORKFLOW_MESSAGE } };
  }
  const toKode = graph.next.get(from.kode)?.get(decision);
  if (toKode !== undefined && !actor.system && isSystemDecision(graph, from.kode, decision)) {
    return {
      ok: false,
      refusal: {
        code: 'SYSTEM_ONLY',
        message: `Keputusan "${decisionLabel(decision)}" pada langkah ${from.kode} hanya diambil oleh sistem`,
      },
    };
  }
  const open = opens(graph, from.kode, decision, facts);
  const to = toKode === undefined || !open ? undefined : graph.tasks.get(toKode);
  if (!to) {
    const allowed = decisionsAt(graph, from.kode, facts, actor);
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

/**
 * May this actor act at this step of this subject at all: their role (a requester's own step is theirs in whichever
 * role they asked), then the step's scope. Null when they may; the system always may.
 */
export function actorRefusal(
  task: WorkflowTask,
  position: WorkflowPosition,
  actor: WorkflowActor,
): WorkflowRefusal | null {
  if (actor.system) return null;
  const roleApplies = (task.lingkup ?? 'peran') !== 'pemohon';
  if (roleApplies && (actor.role === null || !task.roles.includes(actor.role))) {
    return {
      code: 'WRONG_ROLE',
      message: wrongRoleMessage(task),
      roles: task.roles,
    };
  }
  return scopeRefusal(task, position, actor);
}

/** Why a role cannot act: the step's name and the roles that can, in words ('… dikerjakan oleh Anggota Tim'). */
export function wrongRoleMessage(task: Pick<WorkflowTask, 'nama' | 'roles'>): string {
  return `Langkah ${task.nama} dikerjakan oleh ${rolesLabel(task.roles).replaceAll(' / ', ' atau ')}`;
}

/** May this actor, who holds the step's role, act on this subject? By the step's scope (taskdef `lingkup`). */
export function scopeRefusal(
  task: WorkflowTask,
  position: WorkflowPosition,
  actor: WorkflowActor,
): WorkflowRefusal | null {
  const refuse = (message: string): WorkflowRefusal => ({
    code: 'NOT_ASSIGNEE',
    message,
    assignee_user_id: position.assignee_user_id,
  });
  switch (task.lingkup ?? 'peran') {
    case 'anggota':
    case 'pelapor':
      if (position.assignee_user_id === null)
        return refuse('Laporan ini belum didistribusikan kepada anggota tim');
      return position.assignee_user_id === actor.user_id
        ? null
        : refuse('Laporan ini ditugaskan kepada anggota tim lain');
    case 'pemohon':
      return position.assignee_user_id !== null && position.assignee_user_id === actor.user_id
        ? null
        : refuse('Hanya pengaju yang dapat mengubah dan mengirim ulang permintaan ini');
    case 'tim':
      return position.tim_id == null || position.tim_id === actor.tim_id
        ? null
        : refuse('Laporan ini ditangani oleh tim lain');
    case 'grup':
      return position.grup_id == null || position.grup_id === actor.grup_id
        ? null
        : refuse('Laporan ini ditangani oleh grup lain');
    default:
      return null;
  }
}
