export type KindColour = 'primary' | 'secondary' | 'accent';

/** Colour of a reporter kind (spec §3): INDIVIDU primary, UPG secondary, anything else accent. */
export function kindColour(kind: string | null | undefined): KindColour {
  if (kind === 'INDIVIDU') return 'primary';
  if (kind === 'UPG') return 'secondary';
  return 'accent';
}

/** Participant filter options of spec §3. */
export const PARTICIPANT_FILTERS = [
  { value: 'MONEV', label: 'Peserta Monev' },
  { value: 'ALL', label: 'Semua' },
] as const;
export type ParticipantFilter = (typeof PARTICIPANT_FILTERS)[number]['value'];

/** Monitoring-and-evaluation status groups of spec §3, in display order. */
export const MONEV_STATUS_GROUPS = [
  'Review NL',
  'Verifikasi',
  'Permintaan Kelengkapan',
  'Konfirmasi Kesesuaian',
  'Analisis',
  'Lainnya',
  'Piutang',
  'Selesai',
] as const;

/** Activity status groups of spec §3, in display order ('Total' last). */
export const ACTIVITY_STATUS_GROUPS = [
  'Analisis Kegiatan',
  'Kegiatan Tidak Dipenuhi',
  'Kegiatan Dibatalkan/Diarsipkan',
  'Pelaporan Kegiatan di SIG',
  'Dalam Proses di User lain',
  'Persetujuan di E-Office',
  'Siklus Kegiatan Selesai',
  'Total',
] as const;
