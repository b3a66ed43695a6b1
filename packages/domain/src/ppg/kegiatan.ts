import type { RoleName } from '../access/roles';
import { ACTIVITY_STATUS_GROUPS } from '../labels/catalogues';

/** Who sees the activity screens (SPEC §6), as the route table says. */
export { KEGIATAN_ROLES } from '../access/routes/kpkRoles';

import { type ProcessSeed, SYSTEM_ONLY, seedTask } from '../workflow/default-process';

/**
 * The KPK PPG team's activities (issue 26 §1) run on the one workflow engine: a member drafts an activity and sends
 * it, the PPG group head analyses it (accepts it with a team, declines it — "Kegiatan Tidak Dipenuhi" — or cancels
 * it), the team carries it out and reports it in SIG; the activity report's approval chain (the director, the
 * e-office) moves it on as the system, until its cycle is complete.
 */
export const KEGIATAN_PROCESS = { kode: 'KEGIATAN_PPG', versi: 1 } as const;

/** The activity status groups of SPEC §3, in their order ("Total" is their sum, not a status). */
export const STATUS_KEGIATAN = [
  'ANALISIS',
  'TIDAK_DIPENUHI',
  'DIBATALKAN',
  'PELAPORAN',
  'PROSES_USER_LAIN',
  'EOFFICE',
  'SELESAI',
] as const;
export type StatusKegiatan = (typeof STATUS_KEGIATAN)[number];

/** Each group's label, as the spec's catalogue words it (labels ACTIVITY_STATUS_GROUPS, in the same order). */
export const STATUS_KEGIATAN_LABELS = Object.fromEntries(
  STATUS_KEGIATAN.map((s, i) => [s, ACTIVITY_STATUS_GROUPS[i]]),
) as Record<StatusKegiatan, string>;
/** The label of the sum of every group (SPEC §3). */
export const STATUS_KEGIATAN_TOTAL_LABEL: string = ACTIVITY_STATUS_GROUPS[STATUS_KEGIATAN.length] ?? 'Total';

/** `kegiatanku/:tab?` tabs: one per status group, by a short slug; no tab (or an unknown one) shows every group. */
export const KEGIATAN_TABS: Record<string, StatusKegiatan> = {
  analisis: 'ANALISIS',
  'tidak-dipenuhi': 'TIDAK_DIPENUHI',
  dibatalkan: 'DIBATALKAN',
  pelaporan: 'PELAPORAN',
  'proses-user-lain': 'PROSES_USER_LAIN',
  eoffice: 'EOFFICE',
  selesai: 'SELESAI',
};

/** The status group of a tab slug; null for no tab or an unknown one (all groups). */
export function statusOfTab(tab: string | null | undefined): StatusKegiatan | null {
  return tab && Object.hasOwn(KEGIATAN_TABS, tab) ? (KEGIATAN_TABS[tab] ?? null) : null;
}

/** Counts per status group with every group present (zero when none) and their Total. */
export function statusCounts(
  rows: readonly { status: string; n: number }[],
): Record<StatusKegiatan | 'TOTAL', number> {
  const out = Object.fromEntries([...STATUS_KEGIATAN, 'TOTAL'].map((s) => [s, 0])) as Record<
    StatusKegiatan | 'TOTAL',
    number
  >;
  for (const r of rows) {
    if ((STATUS_KEGIATAN as readonly string[]).includes(r.status)) {
      out[r.status as StatusKegiatan] += r.n;
      out.TOTAL += r.n;
    }
  }
  return out;
}

/** Who drafts activities and works them; who analyses them (SPEC §6 activity screens). */
export const PENYUSUN_KEGIATAN: readonly RoleName[] = ['anggota_tim_ppg', 'ketua_tim_ppg'];
export const ANALIS_KEGIATAN: readonly RoleName[] = ['ketua_group_ppg'];
/** Team members are chosen from these roles. */
export const TIM_KEGIATAN_ROLES: readonly RoleName[] = ['anggota_tim_ppg', 'ketua_tim_ppg'];

/** An activity's details may change while it is drafted, analysed or carried out; not once reported or closed. */
export const KEGIATAN_DAPAT_DIUBAH: readonly StatusKegiatan[] = ['ANALISIS', 'PELAPORAN'];
/** Sessions and attendance are run while the activity is carried out. */
export const KEGIATAN_BERJALAN: readonly StatusKegiatan[] = ['PELAPORAN'];

/**
 * The decisions the activity report's chain takes on the activity as the system (issue 26 §3 calls them when its
 * report is sent, returned, sent to the e-office, signed or refused there).
 */
export const KEGIATAN_SYSTEM_DECISIONS = {
  laporanDiajukan: 'laporan_diajukan',
  laporanDikembalikan: 'laporan_dikembalikan',
  laporanEoffice: 'laporan_eoffice',
  laporanDisetujui: 'laporan_disetujui',
  laporanDitolak: 'laporan_ditolak',
} as const;

const S = SYSTEM_ONLY;
const ALL_PPG: readonly RoleName[] = ['anggota_tim_ppg', 'ketua_tim_ppg', 'ketua_group_ppg'];

export const KEGIATAN_PPG_SEED: ProcessSeed = {
  ...KEGIATAN_PROCESS,
  nama: 'Kegiatan PPG',
  keterangan:
    'Kegiatan tim PPG KPK: disusun, dianalisis Group Head PPG, dilaksanakan dan dilaporkan, disetujui lewat laporan kegiatan',
  tasks: [
    seedTask('draf', 'Penyusunan kegiatan', PENYUSUN_KEGIATAN, 'pemohon', null, 'ANALISIS'),
    seedTask('analisis', 'Analisis kegiatan oleh Group Head PPG', ANALIS_KEGIATAN, 'peran', 5, 'ANALISIS'),
    seedTask('pelaksanaan', 'Pelaksanaan dan pelaporan kegiatan di SIG', ALL_PPG, 'peran', null, 'PELAPORAN'),
    seedTask(
      'proses_laporan',
      'Laporan kegiatan dalam persetujuan',
      ['ketua_group_ppg', 'direktur'],
      'peran',
      null,
      'PROSES_USER_LAIN',
    ),
    seedTask('eoffice', 'Persetujuan laporan kegiatan di E-Office', ['direktur'], 'peran', null, 'EOFFICE'),
    seedTask('selesai', 'Siklus kegiatan selesai', ALL_PPG, 'peran', null, 'SELESAI'),
    seedTask('tidak_dipenuhi', 'Kegiatan tidak dipenuhi', ANALIS_KEGIATAN, 'peran', null, 'TIDAK_DIPENUHI'),
    seedTask('dibatalkan', 'Kegiatan dibatalkan/diarsipkan', ANALIS_KEGIATAN, 'peran', null, 'DIBATALKAN'),
  ],
  sequences: [
    ['draf', 'analisis', 'kirim'],
    ['draf', 'dibatalkan', 'batalkan'],
    ['analisis', 'pelaksanaan', 'terima'],
    ['analisis', 'tidak_dipenuhi', 'tolak'],
    ['analisis', 'draf', 'kembalikan'],
    ['analisis', 'dibatalkan', 'batalkan'],
    ['pelaksanaan', 'dibatalkan', 'batalkan'],
    ['pelaksanaan', 'proses_laporan', 'laporan_diajukan', null, S],
    ['proses_laporan', 'pelaksanaan', 'laporan_dikembalikan', null, S],
    ['proses_laporan', 'eoffice', 'laporan_eoffice', null, S],
    ['eoffice', 'selesai', 'laporan_disetujui', null, S],
    ['eoffice', 'pelaksanaan', 'laporan_ditolak', null, S],
  ],
};

/** Decisions only the PPG group head takes, whatever step offers them (a member's own draft: withdrawing it aside). */
export function keputusanKhususGroupHead(step: string, keputusan: string): boolean {
  return keputusan === 'batalkan' && step !== 'draf';
}

/** The participants' position levels (levelJabatanPesertas): attendance and dissemination count by them. */
export const LEVEL_JABATAN_PESERTA = [
  'PIMPINAN_TINGGI',
  'ADMINISTRATOR',
  'PENGAWAS',
  'FUNGSIONAL',
  'PELAKSANA',
  'LAINNYA',
] as const;
export type LevelJabatanPeserta = (typeof LEVEL_JABATAN_PESERTA)[number];
export const LEVEL_JABATAN_PESERTA_LABELS: Record<LevelJabatanPeserta, string> = {
  PIMPINAN_TINGGI: 'Pimpinan Tinggi / Eselon I–II',
  ADMINISTRATOR: 'Administrator / Eselon III',
  PENGAWAS: 'Pengawas / Eselon IV',
  FUNGSIONAL: 'Pejabat Fungsional',
  PELAKSANA: 'Pelaksana / Staf',
  LAINNYA: 'Lainnya (non-ASN)',
};

/** Where an attendance window stands at `now`: not yet open, open, closed early, or over. */
export type PresensiWindowState = 'BELUM_DIBUKA' | 'DIBUKA' | 'DITUTUP' | 'BERAKHIR';

export const PRESENSI_WINDOW_LABELS: Record<PresensiWindowState, string> = {
  BELUM_DIBUKA: 'Belum dibuka',
  DIBUKA: 'Dibuka',
  DITUTUP: 'Ditutup lebih awal',
  BERAKHIR: 'Berakhir',
};

/** The window rule: open from `opens` (inclusive) to `expires` (exclusive), unless closed early. */
export function presensiWindowState(
  window: { opens_at: Date | string | null; expires_at: Date | string; closed_at: Date | string | null },
  now: Date = new Date(),
): PresensiWindowState {
  const t = now.getTime();
  if (window.closed_at !== null) return 'DITUTUP';
  if (new Date(window.expires_at).getTime() <= t) return 'BERAKHIR';
  if (window.opens_at !== null && new Date(window.opens_at).getTime() > t) return 'BELUM_DIBUKA';
  return 'DIBUKA';
}

/** The longest attendance window one opening gives (a multi-day training re-opens it each day). */
export const PRESENSI_MAX_JAM = 24;

/** An activity marked for publication shows on the public `/kegiatan/:id` page once accepted (never a draft). */
export const KEGIATAN_PUBLIK: readonly StatusKegiatan[] = [
  'PELAPORAN',
  'PROSES_USER_LAIN',
  'EOFFICE',
  'SELESAI',
];

/** Activities the calendar leaves out: declined and cancelled ones never ran. */
export const KEGIATAN_DI_LUAR_KALENDER: readonly StatusKegiatan[] = ['TIDAK_DIPENUHI', 'DIBATALKAN'];

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The days a calendar view covers: a month `YYYY-MM` from its first to its last day, or the week (Monday to Sunday)
 * holding the day `YYYY-MM-DD`.
 */
export function rentangKalender(v: { bulan?: string; minggu?: string }): { awal: string; akhir: string } {
  if (v.bulan) {
    const [y, m] = v.bulan.split('-').map(Number) as [number, number];
    return { awal: `${v.bulan}-01`, akhir: isoDate(new Date(Date.UTC(y, m, 0))) };
  }
  const day = new Date(`${v.minggu}T00:00:00Z`);
  const senin = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  return { awal: isoDate(senin), akhir: isoDate(new Date(senin.getTime() + 6 * 86_400_000)) };
}
