import type { RoleName } from '../access/roles';
import { GROUP_HEAD_ROLES } from '../access/routes/kpkRoles';
import { type ProcessSeed, seedTask } from '../workflow/default-process';

/**
 * The year's indicator set and its score criteria (issue 25 §1): the group head drafts a version, the director
 * approves it on the one workflow engine, and an approved version is frozen; a later change is a new version of the
 * same year. Verifications record which version they scored against.
 */

/** The four stages of gratification control in an institution (PPG.md "The four stages"). */
export type TahapPpg = 1 | 2 | 3 | 4;
export const TAHAP_PPG: readonly TahapPpg[] = [1, 2, 3, 4];
export const TAHAP_PPG_LABELS: Record<TahapPpg, string> = {
  1: 'Komitmen pimpinan',
  2: 'Aturan internal pengendalian gratifikasi',
  3: 'Pembentukan UPG',
  4: 'Monitoring dan evaluasi',
};

/** A configuration version's status: SPEC §4's generic statuses, and the draft before it is sent. */
export const STATUS_KONFIGURASI = ['DRAFT', 'IN PROGRESS', 'APPROVED', 'REJECTED'] as const;
export type StatusKonfigurasi = (typeof STATUS_KONFIGURASI)[number];
export const STATUS_KONFIGURASI_LABELS: Record<StatusKonfigurasi, string> = {
  DRAFT: 'Draf',
  'IN PROGRESS': 'Menunggu Persetujuan Direktur',
  APPROVED: 'Disetujui',
  REJECTED: 'Ditolak',
};

/** A version is edited only as a draft (new, or returned by the director). */
export function dapatDiubah(status: StatusKonfigurasi): boolean {
  return status === 'DRAFT';
}

/** A version still on its way (draft or waiting for the director): a year has at most one. */
export function masihTerbuka(status: StatusKonfigurasi): boolean {
  return status === 'DRAFT' || status === 'IN PROGRESS';
}

export interface VersiKonfigurasi {
  id: number;
  versi: number;
  status: StatusKonfigurasi;
}

/** The version in force for a year: the highest approved one; null before any is approved. */
export function versiBerlaku<V extends VersiKonfigurasi>(versions: readonly V[]): V | null {
  let best: V | null = null;
  for (const v of versions) if (v.status === 'APPROVED' && (!best || v.versi > best.versi)) best = v;
  return best;
}

/**
 * Whether a new version may be started for a year, and why not: no second open version (edit that one), and
 * the number it will take (one above the highest).
 */
export function versiBaru(
  versions: readonly VersiKonfigurasi[],
): { ok: true; versi: number } | { ok: false; terbuka: VersiKonfigurasi; pesan: string } {
  const open = versions.find((v) => masihTerbuka(v.status));
  if (open) {
    return {
      ok: false,
      terbuka: open,
      pesan: `Versi ${open.versi} tahun ini masih ${STATUS_KONFIGURASI_LABELS[open.status].toLowerCase()}; ubah atau selesaikan versi itu`,
    };
  }
  return { ok: true, versi: versions.reduce((m, v) => Math.max(m, v.versi), 0) + 1 };
}

/** Why a version may not be edited now (409), or null. */
export function alasanTidakDapatDiubah(status: StatusKonfigurasi): string | null {
  switch (status) {
    case 'DRAFT':
      return null;
    case 'IN PROGRESS':
      return 'Konfigurasi sedang menunggu persetujuan direktur dan tidak dapat diubah';
    case 'APPROVED':
      return 'Konfigurasi sudah disetujui dan dibekukan; buat versi baru untuk mengubahnya';
    default:
      return 'Konfigurasi sudah ditolak; buat versi baru untuk mengubahnya';
  }
}

/** One indicator of a year's set as the checks read it. */
export interface IndikatorCek {
  kode: string;
  tahap: number;
  bobot: number;
}

/** The weights of a set add up to 100 (%), within a cent. */
export const TOTAL_BOBOT = 100;

/** The sum of a set's weights, to two decimals. */
export function totalBobot(items: readonly Pick<IndikatorCek, 'bobot'>[]): number {
  return Math.round(items.reduce((s, i) => s + i.bobot * 100, 0)) / 100;
}

/**
 * What keeps an indicator set from being sent for approval (422), by field: at least one indicator, codes unique,
 * the weights add up to 100 %, every stage 1–4 has an indicator. Empty when it may be sent.
 */
export function periksaIndikatorSet(items: readonly IndikatorCek[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (items.length === 0) return { indikators: 'Tambahkan minimal satu indikator' };
  const seen = new Map<string, number>();
  items.forEach((it, i) => {
    const key = it.kode.trim().toUpperCase();
    const first = seen.get(key);
    if (first !== undefined) errors[`indikators.${i}.kode`] = `Kode ${it.kode} sudah dipakai indikator lain`;
    else seen.set(key, i);
  });
  const total = totalBobot(items);
  if (Math.abs(total - TOTAL_BOBOT) > 0.001) {
    errors.bobot = `Jumlah bobot harus ${TOTAL_BOBOT}% (sekarang ${String(total).replace('.', ',')}%)`;
  }
  const missing = TAHAP_PPG.filter((t) => !items.some((it) => it.tahap === t));
  if (missing.length) {
    errors.tahap = `Setiap tahap memerlukan indikator; belum ada untuk tahap ${missing.join(', ')}`;
  }
  return errors;
}

/** A level a verifier may give on an indicator, as the checks read it. */
export interface LevelCek {
  indikator_id: number;
  kriteria_skor_monev_id: number;
  skor: number;
}

/** A score criterion of the `kriteria-skor-monev` master: its name and the range its scores must fall in. */
export interface KriteriaMaster {
  id: number;
  nama: string;
  skor_min: number;
  skor_max: number;
}

/**
 * What keeps a score-criteria set from being sent (422), by field: every indicator has at least two levels; a
 * level's score lies within its master criterion's range; within an indicator no criterion or score repeats.
 */
export function periksaKriteriaSkor(
  indikators: readonly { id: number; kode: string }[],
  levels: readonly LevelCek[],
  master: readonly KriteriaMaster[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const byId = new Map(master.map((m) => [m.id, m]));
  levels.forEach((l, i) => {
    const m = byId.get(l.kriteria_skor_monev_id);
    if (!m) errors[`levels.${i}.kriteria_skor_monev_id`] = 'Kriteria skor tidak ditemukan atau tidak aktif';
    else if (l.skor < m.skor_min || l.skor > m.skor_max) {
      errors[`levels.${i}.skor`] = `Skor ${m.nama} harus antara ${m.skor_min} dan ${m.skor_max}`;
    }
  });
  const known = new Set(indikators.map((i) => i.id));
  levels.forEach((l, i) => {
    if (!known.has(l.indikator_id)) errors[`levels.${i}.indikator_id`] = 'Indikator tidak ada dalam set ini';
  });
  for (const ind of indikators) {
    const own = levels.map((l, i) => ({ l, i })).filter(({ l }) => l.indikator_id === ind.id);
    if (own.length < 2) {
      errors[`indikator.${ind.kode}`] = `Indikator ${ind.kode} memerlukan minimal dua tingkat skor`;
      continue;
    }
    const kriteria = new Set<number>();
    const skor = new Set<number>();
    for (const { l, i } of own) {
      if (kriteria.has(l.kriteria_skor_monev_id)) {
        errors[`levels.${i}.kriteria_skor_monev_id`] = `Kriteria yang sama dipakai dua kali pada ${ind.kode}`;
      }
      if (skor.has(l.skor)) errors[`levels.${i}.skor`] = `Skor yang sama dipakai dua kali pada ${ind.kode}`;
      kriteria.add(l.kriteria_skor_monev_id);
      skor.add(l.skor);
    }
  }
  return errors;
}

/** Whether a score a verifier gives is one of the levels the approved criteria allow for the indicator. */
export function skorDiizinkan(
  levels: readonly Pick<LevelCek, 'indikator_id' | 'skor'>[],
  indikatorId: number,
  skor: number,
): boolean {
  return levels.some((l) => l.indikator_id === indikatorId && l.skor === skor);
}

/** Who drafts (the group heads) and who approves (the director) a configuration. */
export const PENYUSUN_KONFIGURASI: readonly RoleName[] = GROUP_HEAD_ROLES;
export const PENYETUJU_KONFIGURASI: readonly RoleName[] = ['direktur'];

export const KONFIGURASI_INDIKATOR_PROCESS = { kode: 'KONFIGURASI_INDIKATOR_PPG', versi: 1 } as const;
export const KONFIGURASI_SKOR_PROCESS = { kode: 'KONFIGURASI_SKOR_PPG', versi: 1 } as const;

const konfigurasiSeed = (
  proc: { kode: string; versi: number },
  nama: string,
  keterangan: string,
): ProcessSeed => ({
  ...proc,
  nama,
  keterangan,
  tasks: [
    seedTask('susun', 'Penyusunan oleh Group Head', PENYUSUN_KONFIGURASI, 'peran', null, 'DRAFT'),
    seedTask('persetujuan', 'Persetujuan Direktur', PENYETUJU_KONFIGURASI, 'peran', 5, 'IN PROGRESS'),
    seedTask('disetujui', 'Disetujui', PENYETUJU_KONFIGURASI, 'peran', null, 'APPROVED'),
    seedTask('ditolak', 'Ditolak', PENYETUJU_KONFIGURASI, 'peran', null, 'REJECTED'),
  ],
  sequences: [
    ['susun', 'persetujuan', 'kirim'],
    ['persetujuan', 'susun', 'kembalikan'],
    ['persetujuan', 'disetujui', 'setuju'],
    ['persetujuan', 'ditolak', 'tolak'],
  ],
});

/** The indicator set's approval (SPEC §4 "Verification indicator and score configuration"). */
export const KONFIGURASI_INDIKATOR_SEED = konfigurasiSeed(
  KONFIGURASI_INDIKATOR_PROCESS,
  'Konfigurasi indikator PPG',
  'Set indikator monitoring tahunan disusun Group Head dan disetujui Direktur; yang disetujui dibekukan',
);
/** The score criteria's approval, the same chain. */
export const KONFIGURASI_SKOR_SEED = konfigurasiSeed(
  KONFIGURASI_SKOR_PROCESS,
  'Konfigurasi skor verifikasi PPG',
  'Tingkat skor per indikator disusun Group Head dan disetujui Direktur; yang disetujui dibekukan',
);
