import { type ProcessSeed, seedTask } from '../workflow/default-process';
import { type Jendela, pesanLuarJendela, terlambat } from './jadwal';
import {
  PENINJAU_RENCANA_KERJA,
  PENYUSUN_RENCANA_KERJA,
  type StatusRencanaKerja,
  statusRencanaKerjaLabel,
} from './profil-klop';
import { type Triwulan, triwulanLabel } from './triwulan';

/**
 * A quarter's realisation of the work plan (issue 25 §2): against each item of an APPROVED plan, what was done, the
 * figure achieved against the quarter's target, the evidence. Decided rule: a quarter's realisation exists only for
 * an approved plan; the UPG edits and sends it from its quarter's window start (`ppg_jadwal_monevs`); after the
 * window's end an edit or send is refused (422 naming the closing date) — except a realisation the KPK returned,
 * which may be corrected and re-sent after the window and is then flagged late (the plan's own rule). The KPK
 * reviewer (the PPG team leader or group head, as for the plan) accepts it or returns it with a note, on the engine.
 */
export const REALISASI_RENCANA_KERJA_PROCESS = { kode: 'REALISASI_RENCANA_KERJA_PPG', versi: 1 } as const;

export const REALISASI_RENCANA_KERJA_SEED: ProcessSeed = {
  ...REALISASI_RENCANA_KERJA_PROCESS,
  nama: 'Reviu realisasi rencana kerja UPG per triwulan',
  keterangan:
    'Realisasi triwulanan disusun UPG, direviu Ketua Tim PPG (atau Group Head PPG): diterima atau dikembalikan',
  tasks: [
    seedTask('susun', 'Penyusunan realisasi oleh UPG', PENYUSUN_RENCANA_KERJA, 'pemohon', null, 'draft'),
    seedTask('reviu', 'Reviu realisasi oleh KPK', PENINJAU_RENCANA_KERJA, 'peran', 10, 'submit'),
    seedTask('disetujui', 'Realisasi diterima', PENINJAU_RENCANA_KERJA, 'peran', null, 'approved'),
  ],
  sequences: [
    ['susun', 'reviu', 'kirim'],
    ['reviu', 'susun', 'kembalikan'],
    ['reviu', 'disetujui', 'setuju'],
  ],
};

/** A realisation's status uses the plan's codes (draft, submit, return, approved) and labels. */
export type StatusRealisasi = StatusRencanaKerja;
export const statusRealisasiLabel = statusRencanaKerjaLabel;

/** The quarter's target of a plan item. */
export function targetTriwulan(
  item: { target_tw1: number; target_tw2: number; target_tw3: number; target_tw4: number },
  tw: Triwulan,
): number {
  return item[`target_tw${tw}`];
}

/** The share of a target achieved, in whole percent (null when there is no target). */
export function persenCapaian(capaian: number, target: number): number | null {
  if (target <= 0) return null;
  return Math.round((capaian / target) * 100);
}

/**
 * Why the UPG may not write a quarter's realisation today (null when it may): outside the quarter's window — except
 * a realisation the KPK returned, which may be corrected after the window closes (then flagged late).
 */
export function pesanJendelaRealisasi(
  jendela: Jendela,
  tw: Triwulan,
  status: StatusRealisasi,
  hari: string,
): string | null {
  const pesan = pesanLuarJendela(jendela, hari, `Realisasi ${triwulanLabel(tw)}`);
  if (pesan && status === 'return' && terlambat(jendela, hari)) return null;
  return pesan;
}

/** Days before a quarter's window closes when the UPG that has not sent is reminded. */
export const PENGINGAT_REALISASI_HARI = 7;
