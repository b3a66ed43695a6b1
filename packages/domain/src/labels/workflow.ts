import type { RoleName } from '../access/roles';

export type WorkflowStage =
  | 'pelaporan'
  | 'distribusi'
  | 'verifikasi'
  | 'kelengkapan'
  | 'analisis'
  | 'riksa'
  | 'sk'
  | 'tidak-ditindaklanjuti'
  | 'penghapusan';

export interface WorkflowStep {
  /** Step code as it appears in the workflow call paths (spec §4). */
  code: string;
  label: string;
  stage: WorkflowStage;
  /** Roles that act on this step by default; empty where the spec does not show an actor. */
  actors: readonly RoleName[];
}

const REPORTERS: readonly RoleName[] = ['individu', 'upg', 'data_entry', 'anggota_tim'];
const NUMBERING: readonly RoleName[] = ['anggota_tim', 'Administrasi/Sekretaris'];

/** The report workflow steps of spec §4 and DOMAIN.md "The report's path"; data only, the engine reads wfl-re-* masters. */
export const WORKFLOW_STEPS: readonly WorkflowStep[] = [
  { code: 'draft', label: 'Draf laporan', stage: 'pelaporan', actors: REPORTERS },
  { code: 'save', label: 'Simpan dan kirim laporan', stage: 'pelaporan', actors: REPORTERS },
  { code: 'distribusi', label: 'Distribusi laporan ke grup', stage: 'distribusi', actors: ['koordinator'] },
  {
    code: 'distribusi-f',
    label: 'Distribusi laporan ke anggota tim',
    stage: 'distribusi',
    actors: ['ketua_group'],
  },
  {
    code: 'f30',
    label: 'Verifikasi informasi oleh Anggota Tim',
    stage: 'verifikasi',
    actors: ['anggota_tim'],
  },
  { code: 'f34', label: 'Verifikasi informasi oleh Ketua Tim', stage: 'verifikasi', actors: ['ketua_tim'] },
  {
    code: 'f38',
    label: 'Verifikasi informasi oleh Group Head',
    stage: 'verifikasi',
    actors: ['ketua_group'],
  },
  {
    code: 'f31',
    label: 'Identifikasi unsur negative list oleh Anggota Tim',
    stage: 'verifikasi',
    actors: ['anggota_tim'],
  },
  {
    code: 'f35',
    label: 'Identifikasi unsur negative list oleh Ketua Tim',
    stage: 'verifikasi',
    actors: ['ketua_tim'],
  },
  {
    code: 'f39',
    label: 'Identifikasi unsur negative list oleh Group Head',
    stage: 'verifikasi',
    actors: ['ketua_group'],
  },
  {
    code: 'f33',
    label: 'Verifikasi kelengkapan oleh Anggota Tim',
    stage: 'kelengkapan',
    actors: ['anggota_tim'],
  },
  {
    code: 'f37',
    label: 'Verifikasi kelengkapan oleh Ketua Tim',
    stage: 'kelengkapan',
    actors: ['ketua_tim'],
  },
  {
    code: 'f3b',
    label: 'Verifikasi kelengkapan oleh Group Head',
    stage: 'kelengkapan',
    actors: ['ketua_group'],
  },
  { code: 'f3g', label: 'Pelapor melengkapi laporan', stage: 'kelengkapan', actors: ['individu', 'upg'] },
  { code: 'f40', label: 'Input tanggapan pelapor', stage: 'kelengkapan', actors: ['anggota_tim'] },
  { code: 'f60', label: 'LHA oleh Anggota Tim', stage: 'analisis', actors: ['anggota_tim'] },
  { code: 'f61', label: 'LHA oleh Ketua Tim', stage: 'analisis', actors: ['ketua_tim'] },
  { code: 'f63', label: 'LHA oleh Group Head dan ajukan riksa', stage: 'analisis', actors: ['ketua_group'] },
  { code: 'f80', label: 'Riksa oleh Direktur', stage: 'riksa', actors: ['direktur'] },
  { code: 'f83', label: 'Riksa selesai', stage: 'riksa', actors: ['direktur'] },
  { code: 'f70', label: 'SK oleh Direktur', stage: 'sk', actors: ['direktur'] },
  { code: 'f72', label: 'SK oleh Deputi', stage: 'sk', actors: ['deputi'] },
  { code: 'f74', label: 'SK oleh Pimpinan', stage: 'sk', actors: ['pimpinan'] },
  { code: 'f7A', label: 'Penomoran SK', stage: 'sk', actors: NUMBERING },
  { code: 'f7E', label: 'Penomoran SPSK', stage: 'sk', actors: NUMBERING },
  { code: 'selesai', label: 'SK dan SPSK terbit', stage: 'sk', actors: [] },
  {
    code: 'f5a',
    label: 'Tidak ditindaklanjuti oleh Direktur',
    stage: 'tidak-ditindaklanjuti',
    actors: ['direktur'],
  },
  { code: 'f5z', label: 'Dinyatakan SP3', stage: 'tidak-ditindaklanjuti', actors: [] },
  { code: 'f51', label: 'SP3 oleh Ketua Tim', stage: 'tidak-ditindaklanjuti', actors: ['ketua_tim'] },
  { code: 'f52', label: 'SP3 oleh Group Head', stage: 'tidak-ditindaklanjuti', actors: ['ketua_group'] },
  { code: 'f54', label: 'SP3 oleh Direktur', stage: 'tidak-ditindaklanjuti', actors: ['direktur'] },
  { code: 'f56', label: 'SP3 oleh Deputi', stage: 'tidak-ditindaklanjuti', actors: ['deputi'] },
  { code: 'f5D', label: 'Penomoran SP3', stage: 'tidak-ditindaklanjuti', actors: NUMBERING },
  { code: 'sp3-selesai', label: 'SP3 terbit', stage: 'tidak-ditindaklanjuti', actors: [] },
  { code: 'fxx', label: 'Permintaan penghapusan laporan', stage: 'penghapusan', actors: [] },
];

const byCode = new Map(WORKFLOW_STEPS.map((s) => [s.code, s]));

/** The workflow step with this code (codes are case-sensitive: 'f7A' ≠ 'f7a'); undefined when unknown. */
export function workflowStep(code: string): WorkflowStep | undefined {
  return byCode.get(code);
}

/** The name of a step as people read it ('f30' → 'Verifikasi informasi oleh Anggota Tim'); '-' when empty. */
export function stepLabel(code: string | null | undefined): string {
  if (!code) return '-';
  return byCode.get(code)?.label ?? 'Langkah lain';
}
