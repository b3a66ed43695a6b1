import { PPG_ROLES, type RoleName } from '../access/roles';
import { LAPORAN_TABS } from '../laporan/rules';

/**
 * The work each role finds on its home (issue 24 §3): figures, each a count that opens the list filtered to exactly
 * what it counts (the list reads the same filter from its URL), and the tasks with their deadlines. The server
 * counts the keys of the caller's role; the screens draw them with these labels and links.
 */

/** What a report needs from its reporter or its UPG; the lists filter on it (`tindakan=…`). */
export const TINDAKAN_LAPORAN = ['kirim_og', 'bayar', 'tautan', 'lewat_teruskan'] as const;
export type TindakanLaporan = (typeof TINDAKAN_LAPORAN)[number];

export const TINDAKAN_LAPORAN_LABELS: Readonly<Record<TindakanLaporan, string>> = {
  kirim_og: 'Objek yang harus diserahkan',
  bayar: 'Tagihan yang harus dibayar',
  tautan: 'Permintaan KPK yang harus dijawab',
  lewat_teruskan: 'Lewat batas 10 hari kerja',
};

export type BerandaSection = 'tugas' | 'laporan' | 'objek' | 'piutang' | 'ppg';

export const BERANDA_SECTION_TITLES: Readonly<Record<BerandaSection, string>> = {
  tugas: 'Yang perlu Anda lakukan',
  laporan: 'Laporan',
  objek: 'Objek gratifikasi',
  piutang: 'Piutang',
  ppg: 'Pencegahan (PPG) tahun ini',
};

export interface BerandaFigure {
  key: string;
  label: string;
  section: BerandaSection;
  /** The list it opens (route name) and the filter it opens it with. */
  route: string;
  query: Readonly<Record<string, string>>;
  /** 'danger': past a deadline; 'warning': waiting on the role. */
  tone?: 'warning' | 'danger';
}

/** The roles with a work home; the others keep their area's home. */
export const BERANDA_ROLES = [
  'individu',
  'upg',
  'data_entry',
  'admin_pengelola_OG',
  'admin',
  ...PPG_ROLES,
] as const;
export type BerandaRole = (typeof BERANDA_ROLES)[number];

export function isBerandaRole(role: RoleName | null | undefined): role is BerandaRole {
  return (BERANDA_ROLES as readonly string[]).includes(role ?? '');
}

/** One figure per report tab, opening the list at that tab or with its statuses. */
function tabFigures(route: string, tabbed: boolean, skip: readonly string[] = []): BerandaFigure[] {
  return LAPORAN_TABS.filter((t) => !skip.includes(t.key)).map(
    (t): BerandaFigure => ({
      key: `tab_${t.key}`,
      label: t.label,
      section: 'laporan',
      route,
      query: tabbed ? { tab: t.key } : { status: t.statuses.join(',') },
    }),
  );
}

const tindakan = (
  route: string,
  key: TindakanLaporan,
  tone: BerandaFigure['tone'],
  extra: Record<string, string> = {},
): BerandaFigure => ({
  key,
  label: TINDAKAN_LAPORAN_LABELS[key],
  section: 'tugas',
  route,
  query: { ...extra, tindakan: key },
  tone,
});

const OG_FIGURES: readonly BerandaFigure[] = [
  {
    key: 'og_belum_diterima',
    label: 'Objek belum diterima',
    section: 'objek',
    route: 'kpk-og-list',
    query: { state: 'DIHARAPKAN' },
    tone: 'warning',
  },
  {
    key: 'og_verifikasi',
    label: 'Menunggu verifikasi',
    section: 'objek',
    route: 'kpk-verifikasi-og',
    query: {},
    tone: 'warning',
  },
  {
    key: 'og_belum_serah',
    label: 'Milik negara belum diserahkan',
    section: 'objek',
    route: 'kpk-kpk-rincian-og-belum-djkn',
    query: {},
  },
  {
    key: 'og_lewat_serah',
    label: 'Lewat batas serah 7 hari kerja',
    section: 'objek',
    route: 'kpk-kpk-rincian-og-belum-djkn',
    query: { lewat_batas: 'true' },
    tone: 'danger',
  },
];

const TAGIHAN_FIGURES: readonly BerandaFigure[] = [
  {
    key: 'tagihan_belum_lunas',
    label: 'Tagihan belum lunas',
    section: 'piutang',
    route: 'kpk-monitoring-piutang',
    query: { status: 'BELUM_LUNAS' },
    tone: 'warning',
  },
  {
    key: 'tagihan_lewat',
    label: 'Tagihan lewat batas bayar',
    section: 'piutang',
    route: 'kpk-monitoring-piutang',
    query: { status: 'BELUM_LUNAS', lewat_batas: 'true' },
    tone: 'danger',
  },
];

type PpgRole = (typeof PPG_ROLES)[number];

/** This year on the Jakarta calendar (UTC+7, no daylight saving), without a date library on the home's bundle. */
const tahunJakarta = () => new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();

/**
 * The PPG team's figures of the year (issue 25 §4), from the PPG dashboard's own queries: plans waiting for review
 * and approved, the verifications waiting on the role's step (or assigned to the member), the institutions with a
 * VERY HIGH risk and those proposed for intervention. Each opens its list on the year and the same filter.
 */
function ppgFigures(role: PpgRole, tahun: number): BerandaFigure[] {
  const t = String(tahun);
  const figure = (f: Omit<BerandaFigure, 'section'>): BerandaFigure => ({ ...f, section: 'ppg' });
  const verifikasi: BerandaFigure[] =
    role === 'anggota_tim_ppg'
      ? [
          figure({
            key: 'ppg_verifikasi_saya',
            label: 'Verifikasi ditugaskan kepada saya',
            route: 'kpk-anggota-verifikasi-list',
            query: { tahun: t, peserta: 'ALL' },
            tone: 'warning',
          }),
        ]
      : [
          figure({
            key: role === 'ketua_tim_ppg' ? 'ppg_verifikasi_katim' : 'ppg_verifikasi_gh',
            label:
              role === 'ketua_tim_ppg' ? 'Verifikasi menunggu Ketua Tim' : 'Verifikasi menunggu Group Head',
            route: 'kpk-ApprovalVerifikasi',
            query: {
              tahun: t,
              peserta: 'ALL',
              status: role === 'ketua_tim_ppg' ? 'REVIEW_KATIM' : 'REVIEW_GH',
            },
            tone: 'warning',
          }),
        ];
  return [
    ...(role === 'ketua_group_ppg'
      ? [
          figure({
            key: 'ppg_peserta',
            label: 'Peserta monev',
            route: 'kpk-gh-konfigurasi-KLOP-index',
            query: { tahun: t },
          }),
        ]
      : []),
    figure({
      key: 'ppg_rencana_diajukan',
      label: 'Rencana kerja perlu persetujuan',
      route: 'kpk-kpk-profile-klop',
      query: { tahun: t, status_rencana: 'submit' },
      ...(role === 'anggota_tim_ppg' ? {} : { tone: 'warning' as const }),
    }),
    figure({
      key: 'ppg_rencana_disetujui',
      label: 'Rencana kerja disetujui',
      route: 'kpk-kpk-profile-klop',
      query: { tahun: t, status_rencana: 'approved' },
    }),
    ...verifikasi,
    figure({
      key: 'ppg_risiko_very_high',
      label: 'Instansi dengan risiko VERY HIGH',
      route: 'kpk-report-risiko-instansi',
      query: { tahun: t, band_risiko: 'VERY HIGH' },
      tone: 'danger',
    }),
    figure({
      key: 'ppg_intervensi',
      label: 'Instansi diusulkan intervensi',
      route: 'kpk-intervensi-upg',
      query: { tahun: t },
      tone: 'danger',
    }),
  ];
}

const FIGURES: Readonly<Record<Exclude<BerandaRole, PpgRole>, readonly BerandaFigure[]>> = {
  individu: [
    tindakan('individu-laporan', 'kirim_og', 'warning'),
    tindakan('individu-laporan', 'bayar', 'warning'),
    tindakan('individu-laporan', 'tautan', 'warning'),
    ...tabFigures('individu-laporan', true),
  ],
  upg: [
    {
      key: 'teruskan',
      label: 'Menunggu diteruskan ke KPK',
      section: 'tugas',
      route: 'upg-laporan',
      query: { status: 'DITERIMA_UPG' },
      tone: 'warning',
    },
    tindakan('upg-laporan', 'lewat_teruskan', 'danger'),
    ...tabFigures('upg-laporan', false, ['UPG']),
    {
      key: 'terlambat',
      label: 'Dilaporkan terlambat',
      section: 'laporan',
      route: 'upg-laporan',
      query: { terlambat: '1' },
    },
  ],
  data_entry: [
    {
      key: 'draf',
      label: 'Draf belum dikirim',
      section: 'tugas',
      route: 'data-entry-laporan-anggota',
      query: { status: 'DRAFT' },
      tone: 'warning',
    },
    ...tabFigures('data-entry-laporan-anggota', false, ['DRAFT']),
    {
      key: 'terlambat',
      label: 'Dilaporkan terlambat',
      section: 'laporan',
      route: 'data-entry-laporan-anggota',
      query: { terlambat: '1' },
    },
  ],
  admin_pengelola_OG: [...OG_FIGURES, ...TAGIHAN_FIGURES],
  // The KPK admin keeps the masters and the records others rely on: the objects still owed to the state, and the
  // record-trace requests of other agencies.
  admin: [
    ...OG_FIGURES.filter((f) => f.key !== 'og_verifikasi'),
    {
      key: 'riwayat_permintaan',
      label: 'Permintaan riwayat tercatat',
      section: 'laporan',
      route: 'kpk-riwayat-permintaan-list',
      query: {},
    },
  ],
};

/** The figures of a role's home, in their order (none for a role without a work home); PPG figures for `tahun`. */
export function berandaFigures(
  role: RoleName | null | undefined,
  tahun: number = tahunJakarta(),
): readonly BerandaFigure[] {
  if (!isBerandaRole(role)) return [];
  if ((PPG_ROLES as readonly string[]).includes(role)) return ppgFigures(role as PpgRole, tahun);
  return FIGURES[role as Exclude<BerandaRole, PpgRole>];
}

/** The kinds of task listed under the figures, each with its deadline. */
export const TUGAS_JENIS = [
  'kirim_og',
  'bayar',
  'tautan',
  'teruskan',
  'draf',
  'terima_og',
  'serah_og',
] as const;
export type TugasJenis = (typeof TUGAS_JENIS)[number];

export const TUGAS_LABELS: Readonly<Record<TugasJenis, string>> = {
  kirim_og: 'Serahkan objek',
  bayar: 'Bayar tagihan',
  tautan: 'Jawab permintaan KPK',
  teruskan: 'Teruskan ke KPK',
  draf: 'Lengkapi dan kirim draf',
  terima_og: 'Terima objek',
  serah_og: 'Serahkan ke DJKN/KPKNL',
};

/** The screen a task opens for a role: the object when it is about one, else the report in the role's area. */
export function tugasRoute(
  role: BerandaRole,
  tugas: { jenis: TugasJenis; laporan_id: number; og_id: number | null },
): { name: string; params: Record<string, number> } {
  if (tugas.og_id !== null) return { name: 'kpk-og-view', params: { id: tugas.og_id } };
  const id = { id: tugas.laporan_id };
  if (role === 'individu') return { name: 'individu-laporan-detail', params: id };
  if (role === 'upg') return { name: 'upg-laporan-detail', params: id };
  if (role === 'data_entry')
    return {
      name: tugas.jenis === 'draf' ? 'data-entry-laporan-edit' : 'data-entry-laporan-detail',
      params: id,
    };
  // The KPK roles' tasks are about objects; without one, their register.
  return { name: 'kpk-og-list', params: {} };
}
