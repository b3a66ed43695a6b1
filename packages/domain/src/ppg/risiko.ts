import { RISK_THRESHOLDS, type RiskBand, type RiskColour, riskBand } from '../labels/risk';
import type { JadwalMonev, Jendela } from './jadwal';

/**
 * The institution's gratification risk register (issue 25 §2). A risk is scored from the value (1–5) of the
 * chosen `probabilitas-risiko` and the value (1–5) of the chosen `dampak-kerugian`:
 *
 *   skor = (probabilitas × dampak) / 25
 *
 * so 1×1 gives 0.04 and 5×5 gives 1. The score reads through `riskBand` (≤0.3 LOW, ≤0.5 MEDIUM, ≤0.7 HIGH,
 * above VERY HIGH). Products are whole numbers and the thresholds × 25 are 7.5, 12.5 and 17.5, so no product ever
 * sits on a threshold: 1–7 LOW, 8–12 MEDIUM, 15–16 HIGH, 20–25 VERY HIGH.
 */
export const NILAI_RISIKO_MIN = 1;
export const NILAI_RISIKO_MAX = 5;

export interface SkorRisiko {
  skor: number;
  band: RiskBand;
  colour: RiskColour;
}

function checkNilai(nilai: number, apa: string): void {
  if (!Number.isInteger(nilai) || nilai < NILAI_RISIKO_MIN || nilai > NILAI_RISIKO_MAX) {
    throw new RangeError(`Nilai ${apa} harus bilangan bulat ${NILAI_RISIKO_MIN}–${NILAI_RISIKO_MAX}`);
  }
}

/** The score (0…1, two decimals) and band of a risk from its probability and impact values (1–5 each). */
export function skorRisiko(probabilitas: number, dampak: number): SkorRisiko {
  checkNilai(probabilitas, 'probabilitas');
  checkNilai(dampak, 'dampak');
  const skor = Math.round(((probabilitas * dampak) / (NILAI_RISIKO_MAX * NILAI_RISIKO_MAX)) * 100) / 100;
  return { skor, ...riskBand(skor) };
}

export const RISK_BANDS: readonly RiskBand[] = ['LOW', 'MEDIUM', 'HIGH', 'VERY HIGH'];

/** The scores a band holds: above `lebihDari` (exclusive, null for LOW) up to `sampai` (inclusive, null for VERY HIGH). */
export function rentangBand(band: RiskBand): { lebihDari: number | null; sampai: number | null } {
  switch (band) {
    case 'LOW':
      return { lebihDari: null, sampai: RISK_THRESHOLDS.LOW };
    case 'MEDIUM':
      return { lebihDari: RISK_THRESHOLDS.LOW, sampai: RISK_THRESHOLDS.MEDIUM };
    case 'HIGH':
      return { lebihDari: RISK_THRESHOLDS.MEDIUM, sampai: RISK_THRESHOLDS.HIGH };
    default:
      return { lebihDari: RISK_THRESHOLDS.HIGH, sampai: null };
  }
}

/**
 * When a year's risk register may be changed: from the day the year's plan window opens to the day the
 * fourth quarter's realisation window closes (risks are identified with the plan and kept up to date through
 * the year; after the last realisation the register is what the verification reads).
 */
export function jendelaRisiko(jadwal: JadwalMonev): Jendela {
  return { mulai: jadwal.rencana.mulai, selesai: jadwal.realisasi[4].selesai };
}

/** One cell of the heat map: how many risks have this probability and impact value. */
export interface SelPetaRisiko {
  probabilitas: number;
  dampak: number;
  jumlah: number;
}

/** The 5 × 5 heat map from counted cells: rows probability 5…1 (highest on top), columns impact 1…5. */
export function petaRisiko(sel: readonly SelPetaRisiko[]): Array<Array<SelPetaRisiko & SkorRisiko>> {
  const rows: Array<Array<SelPetaRisiko & SkorRisiko>> = [];
  for (let p = NILAI_RISIKO_MAX; p >= NILAI_RISIKO_MIN; p--) {
    const row: Array<SelPetaRisiko & SkorRisiko> = [];
    for (let d = NILAI_RISIKO_MIN; d <= NILAI_RISIKO_MAX; d++) {
      const jumlah = sel
        .filter((s) => s.probabilitas === p && s.dampak === d)
        .reduce((n, s) => n + s.jumlah, 0);
      row.push({ probabilitas: p, dampak: d, jumlah, ...skorRisiko(p, d) });
    }
    rows.push(row);
  }
  return rows;
}

/** Progress of a mitigation in a quarter, in percent (0–100). */
export const PROGRES_MAX = 100;
