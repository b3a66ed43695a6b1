import type { RoleName } from '../access/roles';

/**
 * The default process of DOMAIN.md "The report's path", GRATIFIKASI v1, as the seed installs it into the wfl-re
 * masters. The engine reads the masters, never this constant: it is the seed's source and the tests' fixture.
 */
export const DEFAULT_PROCESS = { kode: 'GRATIFIKASI', versi: 1 } as const;

/**
 * Who among the holders of a step's role may act on a subject (taskdef `lingkup`): the member it was distributed to,
 * the leaders of that member's team, the heads of the group it was distributed to, anyone holding the role, the
 * reporter (a step that waits on the reporter's answer through a token link: the clocks pause, the answer moves it,
 * and the member it was distributed to may record an answer received outside the app), or the requester of a
 * request (an SK cancellation, a deletion): only the one who asked, in whichever role they asked.
 */
export const WORKFLOW_SCOPES = ['anggota', 'tim', 'grup', 'peran', 'pelapor', 'pemohon'] as const;
export type WorkflowScope = (typeof WORKFLOW_SCOPES)[number];

export interface DefaultTask {
  kode: string;
  nama: string;
  /** Who acts at the step (taskdef `roles`): one role, or several (numbering: the secretariat or a team member). */
  roles: readonly RoleName[];
  lingkup: WorkflowScope;
  /** Working days the holder has (null: no step deadline). */
  periode_hk: number | null;
  /** The report status (status-laporan kode) while it waits here. */
  status: string;
  /** The step's form (a key of STEP_FORMS); null when a decision needs no fields beyond a note. */
  formulir: string | null;
}

/** Marks a seeded sequence as the system's decision alone (wfl-re-sequence `sistem`). */
export const SYSTEM_ONLY = 'sistem';

/**
 * A sequence as the seed writes it: from, to, decision, the condition on the subject's facts, and whether only the
 * system takes it (a link's expiry: a durable job, never a person).
 */
export type SeedSequence = readonly [string, string, string, (string | null)?, typeof SYSTEM_ONLY?];

/** A seed's sequences as the engine's definition takes them (`buildGraph`). */
export const seedSequences = (sequences: readonly SeedSequence[]) =>
  sequences.map(([from, to, decision, syarat, sistem]) => ({
    from,
    to,
    decision,
    syarat: syarat ?? null,
    sistem: sistem === SYSTEM_ONLY,
  }));

/** A process the seed installs into the wfl-re masters: its definition and its sequences (from, to, decision, condition). */
export interface ProcessSeed {
  kode: string;
  versi: number;
  nama: string;
  keterangan: string;
  tasks: readonly DefaultTask[];
  sequences: readonly SeedSequence[];
}

/** A seeded step: its code, name, acting role(s), scope, period, status and form. */
export const seedTask = (
  kode: string,
  nama: string,
  roles: RoleName | readonly RoleName[],
  lingkup: WorkflowScope,
  periode_hk: number | null,
  status: string,
  formulir: string | null = null,
): DefaultTask => ({
  kode,
  nama,
  roles: typeof roles === 'string' ? [roles] : roles,
  lingkup,
  periode_hk,
  status,
  formulir,
});
const task = seedTask;

const SEKRETARIS: RoleName = 'Administrasi/Sekretaris';
/** SK and SP3 numbering (SPEC §6 "SK and SP3 numbering: anggota_tim, Administrasi/Sekretaris"). */
const PENOMOR: readonly RoleName[] = [SEKRETARIS, 'anggota_tim'];

export const DEFAULT_TASKS: readonly DefaultTask[] = [
  task('draft', 'Draf laporan', 'individu', 'pelapor', null, 'DRAFT'),
  task('save', 'Kirim laporan', 'individu', 'pelapor', null, 'TERKIRIM'),
  task('distribusi', 'Distribusi laporan ke grup', 'koordinator', 'peran', 2, 'TERKIRIM', 'distribusi-grup'),
  task(
    'distribusi-f',
    'Distribusi laporan ke anggota tim',
    'ketua_group',
    'grup',
    2,
    'DISTRIBUSI',
    'distribusi-anggota',
  ),
  task('f30', 'Verifikasi informasi', 'anggota_tim', 'anggota', 3, 'VERIFIKASI', 'verifikasi-informasi'),
  task('f34', 'Reviu verifikasi informasi', 'ketua_tim', 'tim', 2, 'VERIFIKASI'),
  task('f38', 'Persetujuan verifikasi informasi', 'ketua_group', 'grup', 2, 'VERIFIKASI'),
  task('f31', 'Identifikasi unsur negative list', 'anggota_tim', 'anggota', 3, 'REVIEW_NL', 'negative-list'),
  task('f35', 'Reviu unsur negative list', 'ketua_tim', 'tim', 2, 'REVIEW_NL', 'negative-list'),
  task('f39', 'Persetujuan unsur negative list', 'ketua_group', 'grup', 2, 'REVIEW_NL', 'negative-list'),
  task('f33', 'Verifikasi kelengkapan', 'anggota_tim', 'anggota', 3, 'VERIFIKASI', 'kelengkapan'),
  task('f37', 'Reviu verifikasi kelengkapan', 'ketua_tim', 'tim', 2, 'VERIFIKASI'),
  task(
    'f3b',
    'Persetujuan verifikasi kelengkapan',
    'ketua_group',
    'grup',
    2,
    'VERIFIKASI',
    'persetujuan-kelengkapan',
  ),
  task('f3g', 'Pelapor melengkapi laporan', 'anggota_tim', 'pelapor', 20, 'PERMINTAAN_KELENGKAPAN'),
  task('f40', 'Tanggapan pelapor', 'anggota_tim', 'pelapor', 20, 'KONFIRMASI_KESESUAIAN'),
  task('f60', 'Penyusunan LHA', 'anggota_tim', 'anggota', 10, 'ANALISIS', 'lha'),
  task('f61', 'Reviu LHA', 'ketua_tim', 'tim', 3, 'ANALISIS', 'lha'),
  task('f63', 'Persetujuan LHA dan ajukan riksa', 'ketua_group', 'grup', 3, 'ANALISIS', 'lha'),
  task('f80', 'Riksa direktur', 'direktur', 'peran', 3, 'ANALISIS'),
  task('f83', 'Selesai riksa', 'direktur', 'peran', 2, 'ANALISIS', 'selesai-riksa'),
  task('f70', 'SK oleh direktur', 'direktur', 'peran', 2, 'PENETAPAN_SK'),
  task('f72', 'SK oleh deputi', 'deputi', 'peran', 2, 'PENETAPAN_SK'),
  task('f74', 'SK oleh pimpinan', 'pimpinan', 'peran', 3, 'PENETAPAN_SK'),
  task('f7A', 'Penomoran SK', PENOMOR, 'peran', 1, 'PENETAPAN_SK', 'penomoran'),
  task('f7E', 'Penomoran SPSK', PENOMOR, 'peran', 1, 'PENETAPAN_SK', 'penomoran'),
  task(
    'f5a',
    'Tidak ditindaklanjuti oleh direktur',
    'direktur',
    'peran',
    2,
    'TIDAK_DITINDAKLANJUTI',
    'alasan',
  ),
  task('f5z', 'Dinyatakan SP3', 'direktur', 'peran', 2, 'TIDAK_DITINDAKLANJUTI', 'alasan'),
  task('f51', 'Surat SP3 oleh ketua tim', 'ketua_tim', 'tim', 2, 'TIDAK_DITINDAKLANJUTI', 'sp3'),
  task('f52', 'Surat SP3 oleh ketua group', 'ketua_group', 'grup', 2, 'TIDAK_DITINDAKLANJUTI'),
  task('f54', 'Surat SP3 oleh direktur', 'direktur', 'peran', 2, 'TIDAK_DITINDAKLANJUTI'),
  task('f56', 'Surat SP3 oleh deputi', 'deputi', 'peran', 2, 'TIDAK_DITINDAKLANJUTI'),
  task('f5D', 'Penomoran SP3', PENOMOR, 'peran', 1, 'TIDAK_DITINDAKLANJUTI', 'penomoran'),
  task('selesai', 'SK dan SPSK terbit', SEKRETARIS, 'peran', null, 'SELESAI'),
  task('sp3-selesai', 'SP3 terbit', SEKRETARIS, 'peran', null, 'TIDAK_DITINDAKLANJUTI'),
];

/** A chain step is approved upward ('setuju') and returned downward ('kembalikan'). */
function chain(steps: readonly string[]): (readonly [string, string, string])[] {
  return steps.slice(1).flatMap((to, i) => {
    const from = steps[i] ?? '';
    return [[from, to, 'setuju'] as const, [to, from, 'kembalikan'] as const];
  });
}

/**
 * [from, to, decision, condition?, 'sistem'?]: a condition reads the subject's facts (`penandatangan=direktur`); a
 * link's expiry is taken by its durable job only (a person offered it would close a report its reporter can still
 * answer); a decision letter (SK, SPSK, SP3) is numbered only by the e-office's approval, which issues it to the
 * reporter (a hand number would leave the approved letter unissued, or number it twice).
 */
export const DEFAULT_SEQUENCES: readonly SeedSequence[] = [
  ['draft', 'save', 'kirim'],
  ['save', 'distribusi', 'kirim'],
  ['distribusi', 'distribusi-f', 'distribusi'],
  ['distribusi-f', 'f30', 'distribusi'],
  ['distribusi-f', 'distribusi', 'kembalikan'],
  ...chain(['f30', 'f34', 'f38']),
  ['f38', 'f31', 'setuju'],
  ...chain(['f31', 'f35', 'f39']),
  ['f39', 'f5a', 'semua_nl', 'semua_nl=ya'],
  ['f39', 'f33', 'setuju', 'semua_nl=tidak'],
  ...chain(['f33', 'f37', 'f3b']),
  ['f3b', 'f3g', 'tidak_lengkap'],
  ['f3g', 'f33', 'dilengkapi'],
  ['f3g', 'f5a', 'kedaluwarsa', null, SYSTEM_ONLY],
  ['f3b', 'f40', 'minta_tanggapan'],
  ['f40', 'f33', 'tanggapan'],
  ['f40', 'f33', 'kedaluwarsa', null, SYSTEM_ONLY],
  ['f3b', 'f60', 'lengkap'],
  ...chain(['f60', 'f61', 'f63']),
  ['f63', 'f80', 'ajukan_riksa'],
  ['f80', 'f63', 'kembalikan'],
  ['f80', 'f83', 'setuju'],
  ['f83', 'f70', 'tetapkan_sk'],
  ['f83', 'f5z', 'sp3'],
  ['f70', 'f7A', 'ditandatangani_direktur', 'penandatangan=direktur'],
  ['f70', 'f72', 'teruskan', 'penandatangan!=direktur'],
  ['f70', 'f83', 'kembalikan'],
  ['f72', 'f7A', 'ditandatangani_deputi', 'penandatangan=deputi'],
  ['f72', 'f74', 'teruskan', 'penandatangan=pimpinan'],
  ['f72', 'f70', 'kembalikan'],
  ['f74', 'f7A', 'ditandatangani_pimpinan'],
  ['f74', 'f72', 'kembalikan'],
  ['f7A', 'f7E', 'bernomor', null, SYSTEM_ONLY],
  ['f7E', 'selesai', 'bernomor', null, SYSTEM_ONLY],
  ['f5a', 'f51', 'sp3'],
  ['f5z', 'f51', 'sp3'],
  ...chain(['f51', 'f52', 'f54', 'f56']),
  ['f56', 'f5D', 'setuju'],
  ['f5D', 'sp3-selesai', 'bernomor', null, SYSTEM_ONLY],
];

/** GRATIFIKASI v1 as the seed installs it. */
export const DEFAULT_PROCESS_SEED: ProcessSeed = {
  ...DEFAULT_PROCESS,
  nama: 'Penanganan laporan gratifikasi',
  keterangan:
    'Alur bawaan penanganan laporan gratifikasi: penerimaan, verifikasi, analisis, penetapan status kepemilikan (SK), dan tindak lanjutnya',
  tasks: DEFAULT_TASKS,
  sequences: DEFAULT_SEQUENCES,
};
