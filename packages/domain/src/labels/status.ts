/** Approval status labels of spec §4, keyed by the lower-cased input. */
export const APPROVAL_STATUS_LABELS: Readonly<Record<string, string>> = {
  submit: 'Pengajuan',
  draft: 'Draf',
  return: 'Dikembalikan',
  approved: 'Disetujui',
  'need approve': 'Perlu Persetujuan',
  'submit realisasi': 'Pengajuan Realisasi',
  'create realisasi': 'Pembuatan Realisasi',
};

/** The label of an approval status (input lower-cased first); an unknown status is shown as it came, empty as '-'. */
export function approvalStatusLabel(input: string | null | undefined): string {
  if (!input) return '-';
  return APPROVAL_STATUS_LABELS[input.toLowerCase()] ?? input;
}

export const ACTIVITY_REPORT_APPROVAL_STATUSES = [
  'DRAFT',
  'REVIEWER',
  'RETURN',
  'EOFFICE',
  'APPROVED',
  'REJECTED',
] as const;
export type ActivityReportApprovalStatus = (typeof ACTIVITY_REPORT_APPROVAL_STATUSES)[number];

/** Activity-report approval labels of spec §4 (DRAFT shows a dash; the lower-case 'laporan Ditolak' is the spec's). */
export const ACTIVITY_REPORT_APPROVAL_LABELS: Readonly<Record<ActivityReportApprovalStatus, string>> = {
  DRAFT: '-',
  REVIEWER: 'Review oleh Group Head',
  RETURN: 'Dikembalikan oleh Group Head',
  EOFFICE: 'Proses Persetujuan Eoffice',
  APPROVED: 'Laporan Disetujui',
  REJECTED: 'laporan Ditolak',
};

/** The label of an activity-report approval status; anything unknown is a dash. */
export function activityReportApprovalLabel(status: string | null | undefined): string {
  if (!status || !Object.hasOwn(ACTIVITY_REPORT_APPROVAL_LABELS, status)) return '-';
  return ACTIVITY_REPORT_APPROVAL_LABELS[status as ActivityReportApprovalStatus];
}

/** Generic approval-chain statuses of spec §4. */
export const GENERIC_STATUSES = ['IN PROGRESS', 'APPROVED', 'REJECTED'] as const;
export type GenericStatus = (typeof GENERIC_STATUSES)[number];

/** Verification labels of spec §4, in their order of appearance. */
export const VERIFICATION_LABELS = [
  'Belum Verifikasi',
  'Sedang Verifikasi',
  'Dikembalikan Oleh Reviewer',
  'Dibatalkan Oleh Reviewer',
] as const;
export type VerificationLabel = (typeof VERIFICATION_LABELS)[number];

/** Decree (SK/SPSK) numbering states in workflow order, with their labels (spec §4). */
export const DECREE_NUMBERING_STATUS = {
  BELUM_SK: 'Belum dilakukan penomoran SK',
  SEDANG_SK: 'Sedang diproses penomoran SK',
  SUDAH_SK: 'Sudah dilakukan penomoran SK',
  SEDANG_SPSK: 'Sedang diproses penomoran SPSK',
  SUDAH_SPSK: 'Sudah dilakukan penomoran SK dan SPSK',
} as const;
export type DecreeNumberingStatus = keyof typeof DECREE_NUMBERING_STATUS;
export const DECREE_NUMBERING_ORDER = Object.keys(DECREE_NUMBERING_STATUS) as DecreeNumberingStatus[];

/** The label of a decree-numbering status, '-' when unknown. */
export function decreeNumberingLabel(status: string | null | undefined): string {
  if (!status || !Object.hasOwn(DECREE_NUMBERING_STATUS, status)) return '-';
  return DECREE_NUMBERING_STATUS[status as DecreeNumberingStatus];
}

/** Survey history actions of spec §4 with Indonesian labels. */
export const SURVEY_HISTORY_ACTIONS = {
  CREATE_QUESTION: 'Membuat pertanyaan',
  CREATE_SURVEY: 'Membuat survei',
  EDIT_QUESTION: 'Mengubah pertanyaan',
  UPDATE_SURVEY: 'Mengubah survei',
} as const;
export type SurveyHistoryAction = keyof typeof SURVEY_HISTORY_ACTIONS;
