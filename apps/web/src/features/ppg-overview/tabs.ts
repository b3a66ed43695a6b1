/** Where an overview is opened: the UPG's own institution, or any institution for the KPK's PPG team. */
export type OverviewArea = 'upg' | 'kpk';

/** What every tab of the overview receives. */
export interface TabProps {
  area: OverviewArea;
  upgId: number;
  instansiId: number;
  tahun: number;
}

/** The overview's tabs, by the slug the URL carries (`…/:upg_id/:tab?`); the first is the default. */
export const OVERVIEW_TABS = [
  { slug: 'profil', label: 'Profil' },
  { slug: 'rencana-kerja', label: 'Rencana Kerja' },
  { slug: 'realisasi', label: 'Realisasi' },
  { slug: 'risiko', label: 'Risiko' },
  { slug: 'diseminasi-inovasi', label: 'Diseminasi & Inovasi' },
  { slug: 'verifikasi', label: 'Verifikasi & Riwayat Skor' },
] as const;
export type OverviewTab = (typeof OVERVIEW_TABS)[number]['slug'];

/** The overview's route in each area. */
export const OVERVIEW_ROUTE: Record<OverviewArea, string> = {
  upg: 'upg-upg-profile-klop-detail',
  kpk: 'kpk-kpk-profile-klop-detail',
};
