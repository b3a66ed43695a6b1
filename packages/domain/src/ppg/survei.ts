import type { RoleName } from '../access/roles';
import { PPG_AUTHOR_ROLES } from '../access/routes/kpkRoles';
import { approvalStatusLabel } from '../labels/status';
import { hasNul, isCalendarDate } from '../validation/input';
import { type ProcessSeed, seedTask } from '../workflow/default-process';

/**
 * Surveys of the PPG outreach (issue 27 §1): a PPG member builds a survey (sections and questions), the PPG group
 * head approves it or returns it with a note (spec §4), on the one workflow engine; an approved survey is sent to
 * institutions in sessions and each institution's UPG answers its own assignment once.
 */
export const SURVEI_PROCESS = { kode: 'SURVEI', versi: 1 } as const;

/** Who builds surveys (spec §2 kpk-survey-creator-*), and who approves them (spec §4: the PPG group head alone). */
export const PENYUSUN_SURVEI: readonly RoleName[] = PPG_AUTHOR_ROLES;
export const PENYETUJU_SURVEI: readonly RoleName[] = ['ketua_group_ppg'];

export const SURVEI_SEED: ProcessSeed = {
  ...SURVEI_PROCESS,
  nama: 'Persetujuan survei',
  keterangan: 'Survei disusun tim PPG dan disetujui group head PPG sebelum dikirim ke instansi',
  tasks: [
    seedTask('susun', 'Penyusunan survei', PENYUSUN_SURVEI, 'pemohon', null, 'DRAF'),
    seedTask('persetujuan', 'Persetujuan group head PPG', PENYETUJU_SURVEI, 'peran', 5, 'DIAJUKAN'),
    seedTask('disetujui', 'Survei disetujui', PENYETUJU_SURVEI, 'peran', null, 'DISETUJUI'),
  ],
  sequences: [
    ['susun', 'persetujuan', 'kirim'],
    ['persetujuan', 'susun', 'kembalikan'],
    ['persetujuan', 'disetujui', 'setuju'],
  ],
};

/** Where a survey stands: a draft, returned with a note, waiting for the group head, approved. */
export const STATUS_SURVEI = ['DRAF', 'DIKEMBALIKAN', 'DIAJUKAN', 'DISETUJUI'] as const;
export type StatusSurvei = (typeof STATUS_SURVEI)[number];

export const STATUS_SURVEI_LABELS: Record<StatusSurvei, string> = {
  DRAF: approvalStatusLabel('draft'),
  DIKEMBALIKAN: approvalStatusLabel('return'),
  DIAJUKAN: approvalStatusLabel('submit'),
  DISETUJUI: approvalStatusLabel('approved'),
};

/** How a status reads; the group head's queue reads "Perlu Persetujuan". */
export function statusSurveiLabel(status: StatusSurvei, forApprover = false): string {
  if (forApprover && status === 'DIAJUKAN') return approvalStatusLabel('need approve');
  return STATUS_SURVEI_LABELS[status];
}

/** The status from where its process stands (step, last decision). */
export function statusSurvei(step: string | null, lastDecision: string | null): StatusSurvei {
  if (step === 'persetujuan') return 'DIAJUKAN';
  if (step === 'disetujui') return 'DISETUJUI';
  return lastDecision === 'kembalikan' ? 'DIKEMBALIKAN' : 'DRAF';
}

/** A survey's questions change only while it is a draft or returned (and has no answers). */
export const SURVEI_DAPAT_DIUBAH: readonly StatusSurvei[] = ['DRAF', 'DIKEMBALIKAN'];

/** The kinds of survey (spec §3 saved filter "Survey": type). */
export const JENIS_SURVEI = ['SURVEI_INSTANSI', 'EVALUASI_KEGIATAN', 'PRE_TEST', 'POST_TEST'] as const;
export type JenisSurvei = (typeof JENIS_SURVEI)[number];
export const JENIS_SURVEI_LABELS: Record<JenisSurvei, string> = {
  SURVEI_INSTANSI: 'Survei Instansi',
  EVALUASI_KEGIATAN: 'Evaluasi Kegiatan',
  PRE_TEST: 'Pre-test',
  POST_TEST: 'Post-test',
};

/** The kinds of question. */
export const TIPE_PERTANYAAN = [
  'PILIHAN_TUNGGAL',
  'PILIHAN_GANDA',
  'LIKERT',
  'ANGKA',
  'TEKS_SINGKAT',
  'TEKS_PANJANG',
  'TANGGAL',
] as const;
export type TipePertanyaan = (typeof TIPE_PERTANYAAN)[number];
export const TIPE_PERTANYAAN_LABELS: Record<TipePertanyaan, string> = {
  PILIHAN_TUNGGAL: 'Pilihan tunggal',
  PILIHAN_GANDA: 'Pilihan ganda (lebih dari satu)',
  LIKERT: 'Skala Likert 1–5',
  ANGKA: 'Angka',
  TEKS_SINGKAT: 'Teks singkat',
  TEKS_PANJANG: 'Teks panjang',
  TANGGAL: 'Tanggal',
};
/** Question types that carry options. */
export const TIPE_BEROPSI: readonly TipePertanyaan[] = ['PILIHAN_TUNGGAL', 'PILIHAN_GANDA'];
/** The Likert scale's points and how each reads. */
export const SKALA_LIKERT = [1, 2, 3, 4, 5] as const;
export const LIKERT_LABELS: Record<number, string> = {
  1: 'Sangat tidak setuju',
  2: 'Tidak setuju',
  3: 'Netral',
  4: 'Setuju',
  5: 'Sangat setuju',
};
export const TEKS_SINGKAT_MAX = 255;
export const TEKS_PANJANG_MAX = 5000;

/** Survey history actions (spec §3). */
export const AKSI_RIWAYAT_SURVEI = [
  'CREATE_SURVEY',
  'UPDATE_SURVEY',
  'CREATE_QUESTION',
  'EDIT_QUESTION',
] as const;
export type AksiRiwayatSurvei = (typeof AKSI_RIWAYAT_SURVEI)[number];
export const AKSI_RIWAYAT_SURVEI_LABELS: Record<AksiRiwayatSurvei, string> = {
  CREATE_SURVEY: 'Survei dibuat',
  UPDATE_SURVEY: 'Survei diubah',
  CREATE_QUESTION: 'Pertanyaan ditambahkan',
  EDIT_QUESTION: 'Pertanyaan diubah',
};

/** An institution's response: a draft it may still change, or sent (read-only). */
export const STATUS_JAWABAN_SURVEI = ['BELUM', 'DRAF', 'TERKIRIM'] as const;
export type StatusJawabanSurvei = (typeof STATUS_JAWABAN_SURVEI)[number];
export const STATUS_JAWABAN_SURVEI_LABELS: Record<StatusJawabanSurvei, string> = {
  BELUM: 'Belum diisi',
  DRAF: 'Draf',
  TERKIRIM: 'Terkirim',
};

/** A session's window as it reads now. */
export type KeadaanSesi = 'BELUM_DIBUKA' | 'DIBUKA' | 'DITUTUP';
export function keadaanSesi(dibuka: Date, ditutup: Date, now = new Date()): KeadaanSesi {
  if (now < dibuka) return 'BELUM_DIBUKA';
  return now > ditutup ? 'DITUTUP' : 'DIBUKA';
}
export const KEADAAN_SESI_LABELS: Record<KeadaanSesi, string> = {
  BELUM_DIBUKA: 'Belum dibuka',
  DIBUKA: 'Dibuka',
  DITUTUP: 'Ditutup',
};

/** Reminders go out this many hours before a session closes (each once, on the durable queue). */
export const PENGINGAT_SURVEI_JAM = [72, 24] as const;

/** What an answer is checked against: its question's type, required flag, options and bounds. */
export interface PertanyaanAturan {
  tipe: TipePertanyaan;
  wajib: boolean;
  opsi: readonly string[];
  batas_min: number | null;
  batas_max: number | null;
}

const kosong = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/**
 * Checks one answer against its question: null when it fits, else why not (in Indonesian). An empty answer fits
 * unless `final` and the question is required (a draft may leave required questions open).
 */
export function validasiJawaban(q: PertanyaanAturan, nilai: unknown, final: boolean): string | null {
  if (kosong(nilai)) return final && q.wajib ? 'Pertanyaan ini wajib dijawab' : null;
  switch (q.tipe) {
    case 'PILIHAN_TUNGGAL':
      return typeof nilai === 'string' && q.opsi.includes(nilai)
        ? null
        : 'Pilih salah satu opsi yang tersedia';
    case 'PILIHAN_GANDA': {
      if (!Array.isArray(nilai) || !nilai.every((v) => typeof v === 'string' && q.opsi.includes(v))) {
        return 'Pilih dari opsi yang tersedia';
      }
      return new Set(nilai).size === nilai.length ? null : 'Opsi tidak boleh dipilih dua kali';
    }
    case 'LIKERT':
      return typeof nilai === 'number' && Number.isInteger(nilai) && nilai >= 1 && nilai <= 5
        ? null
        : 'Pilih nilai 1 sampai 5';
    case 'ANGKA': {
      if (typeof nilai !== 'number' || !Number.isFinite(nilai)) return 'Jawaban harus berupa angka';
      if (q.batas_min !== null && nilai < q.batas_min) return `Nilai minimal ${q.batas_min}`;
      if (q.batas_max !== null && nilai > q.batas_max) return `Nilai maksimal ${q.batas_max}`;
      return null;
    }
    case 'TEKS_SINGKAT':
    case 'TEKS_PANJANG': {
      const max = q.tipe === 'TEKS_SINGKAT' ? TEKS_SINGKAT_MAX : TEKS_PANJANG_MAX;
      if (typeof nilai !== 'string' || hasNul(nilai)) return 'Jawaban harus berupa teks';
      return nilai.length > max ? `Jawaban maksimal ${max} karakter` : null;
    }
    case 'TANGGAL':
      return typeof nilai === 'string' && isCalendarDate(nilai) ? null : 'Tanggal tidak valid (YYYY-MM-DD)';
  }
}

/** An answer as it is stored: trimmed text, and empty answers dropped. */
export function rapikanJawaban(nilai: unknown): unknown {
  if (typeof nilai === 'string') return nilai.trim();
  return nilai;
}

/**
 * Checks every answer of a response against the survey's questions, keyed by question id: the map of what does not
 * fit (empty when all fit). An answer to no question of the survey is an error of its own key.
 */
export function validasiJawabanSurvei(
  pertanyaan: readonly (PertanyaanAturan & { id: number })[],
  jawaban: Record<string, unknown>,
  final: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const ids = new Set(pertanyaan.map((q) => String(q.id)));
  for (const key of Object.keys(jawaban)) {
    if (!ids.has(key)) errors[key] = 'Pertanyaan tidak ada pada survei ini';
  }
  for (const q of pertanyaan) {
    const why = validasiJawaban(q, rapikanJawaban(jawaban[String(q.id)]), final);
    if (why) errors[String(q.id)] = why;
  }
  return errors;
}

/** Whether a question's own definition is coherent: options for choice types, bounds in order. */
export function validasiPertanyaan(q: PertanyaanAturan): Record<string, string> {
  const errors: Record<string, string> = {};
  if (TIPE_BEROPSI.includes(q.tipe)) {
    if (q.opsi.length < 2) errors.opsi = 'Minimal 2 opsi';
    else if (new Set(q.opsi.map((o) => o.trim().toLowerCase())).size !== q.opsi.length) {
      errors.opsi = 'Opsi tidak boleh sama';
    }
  } else if (q.opsi.length > 0) errors.opsi = 'Opsi hanya untuk pertanyaan pilihan';
  if (q.tipe !== 'ANGKA' && (q.batas_min !== null || q.batas_max !== null)) {
    errors.batas_min = 'Batas nilai hanya untuk pertanyaan angka';
  }
  if (q.batas_min !== null && q.batas_max !== null && q.batas_min > q.batas_max) {
    errors.batas_max = 'Batas maksimal harus lebih besar dari batas minimal';
  }
  return errors;
}
