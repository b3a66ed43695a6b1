import type { RoleName } from '../access/roles';
import { approvalStatusLabel } from '../labels/status';
import { type ProcessSeed, seedTask } from '../workflow/default-process';
import { type Jendela, pesanLuarJendela, terlambat } from './jadwal';

/**
 * The institution's year (issue 25 §2): a UPG keeps its institution's profile for a year and the year's work plan;
 * the plan is reviewed by the KPK on the one workflow engine. The KPK PPG team leader reviews; the PPG group head
 * may too (he answers for the programme, and covers when the team leader is away).
 */

/** The four stages of gratification control in an institution (PPG.md "The four stages"). */
export const TAHAPAN_KLOP = [
  { kode: 'komitmen', nama: 'Komitmen pimpinan' },
  { kode: 'aturan', nama: 'Aturan internal pengendalian gratifikasi' },
  { kode: 'upg', nama: 'Pembentukan UPG' },
  { kode: 'monev', nama: 'Monitoring dan evaluasi' },
] as const;
export type TahapanKlop = (typeof TAHAPAN_KLOP)[number]['kode'];

/** The kinds of activity a work plan lists (what the KPK expects of a UPG in a year). */
export const JENIS_RENCANA_KERJA = [
  { kode: 'DISEMINASI', nama: 'Sosialisasi/diseminasi pengendalian gratifikasi' },
  { kode: 'PENGUMUMAN_PBJ', nama: 'Pengumuman larangan gratifikasi dalam pengadaan barang/jasa' },
  { kode: 'PENGUMUMAN_LAYANAN', nama: 'Pengumuman larangan gratifikasi dalam pelayanan publik' },
  { kode: 'SURAT_EDARAN', nama: 'Surat edaran menjelang hari raya keagamaan' },
  { kode: 'ELEARNING', nama: 'Target pegawai menyelesaikan e-learning gratifikasi' },
  { kode: 'PEMETAAN_RISIKO', nama: 'Pemetaan titik rawan/risiko gratifikasi' },
  { kode: 'PELAPORAN', nama: 'Pelaporan dan penerusan laporan gratifikasi ke KPK' },
  { kode: 'INOVASI', nama: 'Inovasi pengendalian gratifikasi' },
  { kode: 'LAINNYA', nama: 'Kegiatan lainnya' },
] as const;
export type JenisRencanaKerja = (typeof JENIS_RENCANA_KERJA)[number]['kode'];
export const JENIS_RENCANA_KERJA_KODES = JENIS_RENCANA_KERJA.map((j) => j.kode) as [
  JenisRencanaKerja,
  ...JenisRencanaKerja[],
];

/** The name of a kind of plan activity (its code when unknown). */
export function jenisRencanaKerjaLabel(kode: string): string {
  return JENIS_RENCANA_KERJA.find((j) => j.kode === kode)?.nama ?? kode;
}

export const RENCANA_KERJA_PROCESS = { kode: 'RENCANA_KERJA_PPG', versi: 1 } as const;
/** Who drafts a plan (the institution's UPG) and who reviews it (the KPK's PPG team leader, or group head). */
export const PENYUSUN_RENCANA_KERJA: readonly RoleName[] = ['upg'];
export const PENINJAU_RENCANA_KERJA: readonly RoleName[] = ['ketua_tim_ppg', 'ketua_group_ppg'];

/**
 * The plan's review: the UPG drafts (only the one who last drafts acts, so a return reaches only the institution);
 * the reviewer approves or returns it with notes. An approved plan is final for the year.
 */
export const RENCANA_KERJA_SEED: ProcessSeed = {
  ...RENCANA_KERJA_PROCESS,
  nama: 'Reviu rencana kerja UPG',
  keterangan:
    'Rencana kerja tahunan disusun UPG, direviu Ketua Tim PPG (atau Group Head PPG): disetujui atau dikembalikan',
  tasks: [
    seedTask('susun', 'Penyusunan rencana kerja oleh UPG', PENYUSUN_RENCANA_KERJA, 'pemohon', null, 'draft'),
    seedTask('reviu', 'Reviu rencana kerja oleh KPK', PENINJAU_RENCANA_KERJA, 'peran', 10, 'submit'),
    seedTask('disetujui', 'Rencana kerja disetujui', PENINJAU_RENCANA_KERJA, 'peran', null, 'approved'),
  ],
  sequences: [
    ['susun', 'reviu', 'kirim'],
    ['reviu', 'susun', 'kembalikan'],
    ['reviu', 'disetujui', 'setuju'],
  ],
};

/** Where a plan stands; the codes are SPEC §4's approval inputs, so their labels come from that table. */
export const STATUS_RENCANA_KERJA = ['draft', 'submit', 'return', 'approved'] as const;
export type StatusRencanaKerja = (typeof STATUS_RENCANA_KERJA)[number];

/** The plan's status as it reads: "Perlu Persetujuan" to its reviewer, "Pengajuan" to the UPG. */
export function statusRencanaKerjaLabel(status: StatusRencanaKerja, forReviewer = false): string {
  if (forReviewer && status === 'submit') return approvalStatusLabel('need approve');
  return approvalStatusLabel(status);
}

/** The plan's status from its process position: a draft sent back reads "Dikembalikan". */
export function statusRencanaKerja(step: string, lastDecision: string | null): StatusRencanaKerja {
  if (step === 'disetujui') return 'approved';
  if (step === 'reviu') return 'submit';
  return lastDecision === 'kembalikan' ? 'return' : 'draft';
}

/** The UPG changes its plan only while it is a draft or returned; submitted and approved plans are read-only. */
export function rencanaKerjaDapatDiubah(status: StatusRencanaKerja): boolean {
  return status === 'draft' || status === 'return';
}

/**
 * Why the UPG may not write its plan today (null when it may): outside the plan window — except a plan the KPK
 * returned, which may be corrected after the window closes (its submission then flagged late).
 */
export function pesanJendelaRencana(
  jendela: Jendela,
  status: StatusRencanaKerja,
  hari: string,
): string | null {
  const pesan = pesanLuarJendela(jendela, hari, 'Rencana kerja');
  if (pesan && status === 'return' && terlambat(jendela, hari)) return null;
  return pesan;
}
