import type { RoleName } from '../access/roles';
import { ACTIVITY_REPORT_APPROVAL_LABELS } from '../labels/status';
import { type ProcessSeed, SYSTEM_ONLY, seedTask } from '../workflow/default-process';
import { KEGIATAN_SYSTEM_DECISIONS } from './kegiatan';

/**
 * Activity reports (issue 26 §3) run on the one workflow engine: a PPG member who worked an activity writes its report
 * and submits it; the PPG group head returns it or approves it; the director returns it or approves it, which sends
 * it to the e-office for signature (the existing adapter and simulator); the e-office signs it (APPROVED: the report
 * is issued once as a letter with its QR verification) or refuses it (REJECTED: its author may correct it and submit
 * it again). Each move of the report moves its activity's status group through the activity's system decisions.
 */
export const LAPORAN_KEGIATAN_PROCESS = { kode: 'LAPORAN_KEGIATAN_PPG', versi: 1 } as const;

/** Where a report stands: spec §4's activity-report approval statuses, and the director's own step between them. */
export const STATUS_LAPORAN_KEGIATAN = [
  'DRAFT',
  'REVIEWER',
  'RETURN',
  'DIREKTUR',
  'EOFFICE',
  'APPROVED',
  'REJECTED',
] as const;
export type StatusLaporanKegiatan = (typeof STATUS_LAPORAN_KEGIATAN)[number];

/** Spec §4's labels; the director's step (not in the spec's table, where it would read as a dash) is named. */
export const STATUS_LAPORAN_KEGIATAN_LABELS: Record<StatusLaporanKegiatan, string> = {
  ...ACTIVITY_REPORT_APPROVAL_LABELS,
  DRAFT: 'Draf',
  DIREKTUR: 'Persetujuan Direktur',
};

export function statusLaporanKegiatanLabel(status: string | null | undefined): string {
  return status && Object.hasOwn(STATUS_LAPORAN_KEGIATAN_LABELS, status)
    ? STATUS_LAPORAN_KEGIATAN_LABELS[status as StatusLaporanKegiatan]
    : '-';
}

/** Who writes activity reports (SPEC §6 "Activity report creation"), who reviews them, who approves them. */
export const PENYUSUN_LAPORAN_KEGIATAN: readonly RoleName[] = ['anggota_tim_ppg', 'ketua_tim_ppg'];
export const REVIEWER_LAPORAN_KEGIATAN: readonly RoleName[] = ['ketua_group_ppg'];
export const DIREKTUR_LAPORAN_KEGIATAN: readonly RoleName[] = ['direktur'];

/** The decisions of the chain, as the engine's sequences name them. */
export const KEPUTUSAN_LAPORAN_KEGIATAN = {
  ajukan: 'ajukan',
  kembalikan: 'kembalikan',
  setujui: 'setujui',
  perbaiki: 'perbaiki',
  eofficeDisetujui: 'eoffice_disetujui',
  eofficeDitolak: 'eoffice_ditolak',
} as const;

const S = SYSTEM_ONLY;
export const LAPORAN_KEGIATAN_SEED: ProcessSeed = {
  ...LAPORAN_KEGIATAN_PROCESS,
  nama: 'Persetujuan laporan kegiatan PPG',
  keterangan:
    'Laporan kegiatan disusun tim PPG, direviu Group Head PPG, disetujui Direktur, lalu ditandatangani melalui e-office',
  tasks: [
    seedTask('draf', 'Penyusunan laporan kegiatan', PENYUSUN_LAPORAN_KEGIATAN, 'pemohon', null, 'DRAFT'),
    seedTask('reviu', 'Reviu oleh Group Head PPG', REVIEWER_LAPORAN_KEGIATAN, 'peran', 5, 'REVIEWER'),
    seedTask('dikembalikan', 'Perbaikan laporan kegiatan', PENYUSUN_LAPORAN_KEGIATAN, 'pemohon', 5, 'RETURN'),
    seedTask('direktur', 'Persetujuan Direktur', DIREKTUR_LAPORAN_KEGIATAN, 'peran', 5, 'DIREKTUR'),
    seedTask('eoffice', 'Penandatanganan di E-Office', DIREKTUR_LAPORAN_KEGIATAN, 'peran', null, 'EOFFICE'),
    seedTask('disetujui', 'Laporan kegiatan disetujui', REVIEWER_LAPORAN_KEGIATAN, 'peran', null, 'APPROVED'),
    seedTask(
      'ditolak',
      'Laporan kegiatan ditolak e-office',
      PENYUSUN_LAPORAN_KEGIATAN,
      'pemohon',
      null,
      'REJECTED',
    ),
  ],
  sequences: [
    ['draf', 'reviu', 'ajukan'],
    ['dikembalikan', 'reviu', 'ajukan'],
    ['reviu', 'dikembalikan', 'kembalikan'],
    ['reviu', 'direktur', 'setujui'],
    ['direktur', 'dikembalikan', 'kembalikan'],
    ['direktur', 'eoffice', 'setujui'],
    ['eoffice', 'disetujui', 'eoffice_disetujui', null, S],
    ['eoffice', 'ditolak', 'eoffice_ditolak', null, S],
    ['ditolak', 'dikembalikan', 'perbaiki'],
  ],
};

/** A report's text may change while its author holds it: drafted, returned, or refused by the e-office. */
export const LAPORAN_KEGIATAN_DAPAT_DIUBAH: readonly StatusLaporanKegiatan[] = [
  'DRAFT',
  'RETURN',
  'REJECTED',
];
/** Batch approval takes the reports waiting on the group head or the director. */
export const LAPORAN_KEGIATAN_MENUNGGU: Partial<Record<RoleName, StatusLaporanKegiatan>> = {
  ketua_group_ppg: 'REVIEWER',
  direktur: 'DIREKTUR',
};
export const BATCH_LAPORAN_KEGIATAN_MAX = 50;

/**
 * The activity's system decision a move of its report takes (KEGIATAN_PPG_SEED), or null: submitted → "Dalam
 * Proses di User lain"; returned → back to "Pelaporan Kegiatan di SIG"; sent to the e-office → "Persetujuan di
 * E-Office"; signed → "Siklus Kegiatan Selesai"; refused by the e-office → back to "Pelaporan".
 */
export function keputusanKegiatanAtas(
  from: StatusLaporanKegiatan,
  to: StatusLaporanKegiatan,
): (typeof KEGIATAN_SYSTEM_DECISIONS)[keyof typeof KEGIATAN_SYSTEM_DECISIONS] | null {
  if (to === 'REVIEWER') return KEGIATAN_SYSTEM_DECISIONS.laporanDiajukan;
  if (to === 'RETURN' && (from === 'REVIEWER' || from === 'DIREKTUR')) {
    return KEGIATAN_SYSTEM_DECISIONS.laporanDikembalikan;
  }
  if (to === 'EOFFICE') return KEGIATAN_SYSTEM_DECISIONS.laporanEoffice;
  if (to === 'APPROVED') return KEGIATAN_SYSTEM_DECISIONS.laporanDisetujui;
  if (to === 'REJECTED') return KEGIATAN_SYSTEM_DECISIONS.laporanDitolak;
  return null;
}
