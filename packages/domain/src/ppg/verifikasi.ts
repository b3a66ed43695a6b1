import type { RoleName } from '../access/roles';
import { GROUP_HEAD_ROLES } from '../access/routes/kpkRoles';
import { type ProcessSeed, seedTask } from '../workflow/default-process';
import { skorDiizinkan } from './konfigurasi';

/**
 * The verification of an institution's year against the approved indicators and score criteria (issue 25 §3): the
 * assigned PPG member scores each indicator, then the team leader, the group head and the director review it on the
 * one workflow engine. A return at any level sends it back ONE step (director → group head → team leader → member),
 * with a required note, so each reviewer answers for what they passed on; only the member edits scores.
 */

/** Where a verification stands (the engine's step status, written on the row). */
export const STATUS_VERIFIKASI = [
  'BELUM',
  'SEDANG',
  'DIKEMBALIKAN',
  'REVIEW_KATIM',
  'REVIEW_GH',
  'REVIEW_DIREKTUR',
  'SELESAI',
  'DIBATALKAN',
] as const;
export type StatusVerifikasi = (typeof STATUS_VERIFIKASI)[number];

/** SPEC §4 "Verification labels" for the member's own states; the review states read as where they wait. */
export const STATUS_VERIFIKASI_LABELS: Record<StatusVerifikasi, string> = {
  BELUM: 'Belum Verifikasi',
  SEDANG: 'Sedang Verifikasi',
  DIKEMBALIKAN: 'Dikembalikan Oleh Reviewer',
  DIBATALKAN: 'Dibatalkan Oleh Reviewer',
  REVIEW_KATIM: 'Review Ketua Tim',
  REVIEW_GH: 'Review Group Head',
  REVIEW_DIREKTUR: 'Persetujuan Direktur',
  SELESAI: 'Selesai',
};

/** Whether the member may still write scores (their own step: not started, in progress, returned). */
export function dapatDinilai(status: StatusVerifikasi): boolean {
  return status === 'BELUM' || status === 'SEDANG' || status === 'DIKEMBALIKAN';
}

/** Why the member may not write scores now (409), or null. */
export function alasanTidakDapatDinilai(status: StatusVerifikasi): string | null {
  if (dapatDinilai(status)) return null;
  if (status === 'SELESAI') return 'Verifikasi sudah disetujui direktur dan tidak dapat diubah';
  if (status === 'DIBATALKAN') return 'Verifikasi sudah dibatalkan oleh reviewer';
  return 'Verifikasi sedang direview dan tidak dapat diubah';
}

/** The participant filter of the queues: the year's monitoring participants only, or every verification. */
export const FILTER_PESERTA = ['MONEV', 'ALL'] as const;
export type FilterPeserta = (typeof FILTER_PESERTA)[number];

/** A score the member gives: the indicator, the level's score, a note. */
export interface NilaiInput {
  indikator_id: number;
  skor: number;
  catatan?: string | null | undefined;
}

/**
 * What keeps a set of scores from being saved (422), by field: every indicator belongs to the verification's set,
 * none is scored twice, and every score is one of the levels the approved criteria allow for that indicator.
 */
export function periksaNilai(
  indikatorIds: readonly number[],
  levels: readonly { indikator_id: number; skor: number }[],
  nilai: readonly NilaiInput[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const known = new Set(indikatorIds);
  const seen = new Set<number>();
  nilai.forEach((n, i) => {
    if (!known.has(n.indikator_id)) {
      errors[`nilai.${i}.indikator_id`] = 'Indikator tidak ada dalam set verifikasi ini';
      return;
    }
    if (seen.has(n.indikator_id)) errors[`nilai.${i}.indikator_id`] = 'Indikator dinilai dua kali';
    seen.add(n.indikator_id);
    if (!skorDiizinkan(levels, n.indikator_id, n.skor)) {
      errors[`nilai.${i}.skor`] = `Skor ${n.skor} tidak termasuk tingkat yang diizinkan kriteria skor`;
    }
  });
  return errors;
}

/** Who scores, who reviews, who decides. */
export const PENILAI_VERIFIKASI: readonly RoleName[] = ['anggota_tim_ppg'];
export const KETUA_TIM_VERIFIKASI: readonly RoleName[] = ['ketua_tim_ppg'];
export const GROUP_HEAD_VERIFIKASI: readonly RoleName[] = GROUP_HEAD_ROLES;
export const DIREKTUR_VERIFIKASI: readonly RoleName[] = ['direktur'];
/** Who builds the year's verification list and assigns it to members. */
export const PEMBUAT_DAFTAR_VERIFIKASI: readonly RoleName[] = [...KETUA_TIM_VERIFIKASI, ...GROUP_HEAD_ROLES];

export const VERIFIKASI_PPG_PROCESS = { kode: 'VERIFIKASI_PPG', versi: 1 } as const;

/** member → team leader → group head → director; each return goes one step back; the group head may cancel. */
export const VERIFIKASI_PPG_SEED: ProcessSeed = {
  ...VERIFIKASI_PPG_PROCESS,
  nama: 'Verifikasi indikator PPG',
  keterangan:
    'Anggota tim menilai setiap indikator instansi, ditinjau Ketua Tim dan Group Head, disetujui Direktur; pengembalian mundur satu langkah',
  tasks: [
    seedTask('penilaian', 'Penilaian oleh Anggota Tim', PENILAI_VERIFIKASI, 'anggota', null, 'SEDANG'),
    seedTask('katim', 'Review Ketua Tim', KETUA_TIM_VERIFIKASI, 'peran', 5, 'REVIEW_KATIM'),
    seedTask('gh', 'Review Group Head', GROUP_HEAD_VERIFIKASI, 'peran', 5, 'REVIEW_GH'),
    seedTask('direktur', 'Persetujuan Direktur', DIREKTUR_VERIFIKASI, 'peran', 5, 'REVIEW_DIREKTUR'),
    seedTask('selesai', 'Selesai', DIREKTUR_VERIFIKASI, 'peran', null, 'SELESAI'),
    seedTask('dibatalkan', 'Dibatalkan', GROUP_HEAD_VERIFIKASI, 'peran', null, 'DIBATALKAN'),
  ],
  sequences: [
    ['penilaian', 'katim', 'kirim'],
    ['katim', 'gh', 'setuju'],
    ['katim', 'penilaian', 'kembalikan'],
    ['gh', 'direktur', 'setuju'],
    ['gh', 'katim', 'kembalikan'],
    ['gh', 'dibatalkan', 'tolak'],
    ['direktur', 'selesai', 'setuju'],
    ['direktur', 'gh', 'kembalikan'],
  ],
};

/** The status a verification takes when it arrives at a step by a decision (a return to the member reads so). */
export function statusSetelah(stepStatus: string, decision: string, toStep: string): StatusVerifikasi {
  if (toStep === 'penilaian' && decision === 'kembalikan') return 'DIKEMBALIKAN';
  return (STATUS_VERIFIKASI as readonly string[]).includes(stepStatus)
    ? (stepStatus as StatusVerifikasi)
    : 'SEDANG';
}
