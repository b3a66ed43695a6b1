import type { RoleName } from '../access/roles';
import { type DefaultTask, type ProcessSeed, seedTask, type WorkflowScope } from './default-process';

/**
 * Requests on a report that run on the one engine as subjects of their own (issue 10 §2.9): the cancellation of a
 * numbered SK and the deletion of a report in process. Like DEFAULT_PROCESS these are seed data: the engine reads the
 * wfl-re masters, so an administrator may change a period or a role without a deploy.
 */
export const PEMBATALAN_SK_PROCESS = { kode: 'PEMBATALAN_SK', versi: 1 } as const;
export const PENGHAPUSAN_LAPORAN_PROCESS = { kode: 'PENGHAPUSAN_LAPORAN', versi: 1 } as const;

/** Where a request stands, stored on its own row (the step's taskdef `status_laporan` names it). */
export const STATUS_PERMINTAAN = ['DIAJUKAN', 'DIKEMBALIKAN', 'DISETUJUI', 'DITOLAK'] as const;
export type StatusPermintaan = (typeof STATUS_PERMINTAAN)[number];
export const STATUS_PERMINTAAN_LABELS: Record<StatusPermintaan, string> = {
  DIAJUKAN: 'Diajukan',
  DIKEMBALIKAN: 'Dikembalikan',
  DISETUJUI: 'Disetujui',
  DITOLAK: 'Ditolak',
};
/** The statuses of a request still open: a report has at most one such request of each kind. */
export const STATUS_PERMINTAAN_TERBUKA: readonly StatusPermintaan[] = ['DIAJUKAN', 'DIKEMBALIKAN'];

const task = (
  kode: string,
  nama: string,
  role: RoleName,
  lingkup: WorkflowScope,
  periode_hk: number | null,
  status: StatusPermintaan,
): DefaultTask => seedTask(kode, nama, role, lingkup, periode_hk, status);

/** PEMBATALAN_SK v1: the requester asks, the head of the report's group decides. */
export const PEMBATALAN_SK_SEED: ProcessSeed = {
  ...PEMBATALAN_SK_PROCESS,
  nama: 'Pembatalan SK laporan',
  keterangan: 'Pembatalan SK bernomor; laporan kembali ke langkah yang dipilih',
  tasks: [
    task('ajukan', 'Pengajuan pembatalan SK', 'anggota_tim', 'pemohon', null, 'DIKEMBALIKAN'),
    task('persetujuan', 'Persetujuan pembatalan SK', 'ketua_group', 'grup', 2, 'DIAJUKAN'),
    task('disetujui', 'Pembatalan SK disetujui', 'ketua_group', 'peran', null, 'DISETUJUI'),
    task('ditolak', 'Pembatalan SK ditolak', 'ketua_group', 'peran', null, 'DITOLAK'),
  ],
  sequences: [
    ['ajukan', 'persetujuan', 'kirim'],
    ['persetujuan', 'ajukan', 'kembalikan'],
    ['persetujuan', 'disetujui', 'setuju'],
    ['persetujuan', 'ditolak', 'tolak'],
  ],
};

/** PENGHAPUSAN_LAPORAN v1: the requester asks, the head of the report's group then the director approve. */
export const PENGHAPUSAN_LAPORAN_SEED: ProcessSeed = {
  ...PENGHAPUSAN_LAPORAN_PROCESS,
  nama: 'Permintaan penghapusan laporan (fxx)',
  keterangan: 'Laporan dalam proses dihapus setelah disetujui group head dan direktur',
  tasks: [
    task('ajukan', 'Pengajuan penghapusan laporan', 'anggota_tim', 'pemohon', null, 'DIKEMBALIKAN'),
    task('persetujuan', 'Persetujuan group head', 'ketua_group', 'grup', 2, 'DIAJUKAN'),
    task('persetujuan-direktur', 'Persetujuan direktur', 'direktur', 'peran', 2, 'DIAJUKAN'),
    task('disetujui', 'Penghapusan disetujui', 'direktur', 'peran', null, 'DISETUJUI'),
    task('ditolak', 'Penghapusan ditolak', 'direktur', 'peran', null, 'DITOLAK'),
  ],
  sequences: [
    ['ajukan', 'persetujuan', 'kirim'],
    ['persetujuan', 'ajukan', 'kembalikan'],
    ['persetujuan', 'persetujuan-direktur', 'setuju'],
    ['persetujuan', 'ditolak', 'tolak'],
    ['persetujuan-direktur', 'persetujuan', 'kembalikan'],
    ['persetujuan-direktur', 'disetujui', 'setuju'],
    ['persetujuan-direktur', 'ditolak', 'tolak'],
  ],
};

/** Where a report whose SK is numbered may be sent back: shapes of GET workflow/proses/{kode}. */
export interface LangkahNode {
  kode: string;
  nama: string;
  final?: boolean;
  lingkup?: WorkflowScope;
}

/**
 * The steps a cancelled SK may send its report back to: those from which the SK is numbered again (a path leads to
 * `numbering`), not the numbering itself (the SK must be signed again, which records its decision per item), and
 * not a step that waits on the reporter or is the reporter's own.
 */
export function langkahKembaliSk(
  nodes: readonly LangkahNode[],
  edges: readonly { from: string; to: string }[],
  numbering = 'f7A',
): LangkahNode[] {
  const leadsTo = new Set([numbering]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const e of edges) {
      if (leadsTo.has(e.to) && !leadsTo.has(e.from)) {
        leadsTo.add(e.from);
        grew = true;
      }
    }
  }
  return nodes.filter(
    (n) => leadsTo.has(n.kode) && n.kode !== numbering && !n.final && n.lingkup !== 'pelapor',
  );
}
