import { PPG_ROLES, type RoleName } from '../access/roles';
import { BATAS_SKOR_INTERVENSI } from './penilaian';

/**
 * The PPG dashboards (issue 25 §4): the finished scores of a year read in bands, so the KPK sees at a glance how
 * many institutions stand where. The band below `BATAS_SKOR_INTERVENSI` is the one proposed for intervention.
 */
export interface PitaSkor {
  kode: string;
  label: string;
  /** Inclusive lower bound. */
  min: number;
  /** Exclusive upper bound (null: up to 100 inclusive). */
  max: number | null;
}

/** The score bands, lowest first: below 40, 40 to the intervention threshold, to 75, to 90, 90 and above. */
export const PITA_SKOR: readonly PitaSkor[] = [
  { kode: 'SANGAT_KURANG', label: 'Sangat kurang (< 40)', min: 0, max: 40 },
  {
    kode: 'KURANG',
    label: `Kurang (40–${(BATAS_SKOR_INTERVENSI - 0.01).toLocaleString('id-ID')})`,
    min: 40,
    max: BATAS_SKOR_INTERVENSI,
  },
  { kode: 'CUKUP', label: `Cukup (${BATAS_SKOR_INTERVENSI}–74,99)`, min: BATAS_SKOR_INTERVENSI, max: 75 },
  { kode: 'BAIK', label: 'Baik (75–89,99)', min: 75, max: 90 },
  { kode: 'SANGAT_BAIK', label: 'Sangat baik (≥ 90)', min: 90, max: null },
];

/** The band of a total (0…100). */
export function pitaSkor(total: number): PitaSkor {
  if (Number.isNaN(total)) throw new RangeError('Skor bukan angka');
  const found = PITA_SKOR.find((p) => total >= p.min && (p.max === null || total < p.max));
  return found ?? (PITA_SKOR[0] as PitaSkor);
}

/** Who reads the KPK's PPG dashboard: the PPG team, and the director who approves its configuration and scores. */
export const DASBOR_PPG_ROLES: readonly RoleName[] = [...PPG_ROLES, 'direktur'];
