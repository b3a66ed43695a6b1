import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const klop: ScreenLoader = () => import('./KlopIndexPage').then((m) => m.KlopIndexPage);
const indikatorList: ScreenLoader = () => import('./VersiListPage').then((m) => m.IndikatorListPage);
const indikatorDetail: ScreenLoader = () =>
  import('./IndikatorDetailPage').then((m) => m.IndikatorDetailPage);
const indikatorEdit: ScreenLoader = () => import('./IndikatorEditPage').then((m) => m.IndikatorEditPage);
const skorList: ScreenLoader = () => import('./VersiListPage').then((m) => m.SkorListPage);
const skorDetail: ScreenLoader = () => import('./SkorDetailPage').then((m) => m.SkorDetailPage);
const skorEdit: ScreenLoader = () => import('./SkorEditPage').then((m) => m.SkorEditPage);

/** The PPG monitoring's year frame (issue 25 §1): participants and schedule, indicators, score criteria. */
export const PPG_KONFIGURASI_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-gh-konfigurasi-KLOP-index': klop,
  'kpk-konfigurasi-klop-create': () => import('./KlopCreatePage').then((m) => m.KlopCreatePage),
  'kpk-konfigurasi-indikator-list': indikatorList,
  'kpk-gh-konfigurasi-indikator': indikatorDetail,
  'kpk-direktur-approve-konfigurasi': indikatorDetail,
  'kpk-gh-konfigurasi-indikator-edit': indikatorEdit,
  'kpk-gh-konfigurasi-skor-verifikasi': skorList,
  'kpk-approve-konfigurasi-skor-verifikasi': () => import('./VersiListPage').then((m) => m.SkorAntreanPage),
  'kpk-direktur-approval-konfigurasi-skor-verifikasi': () =>
    import('./VersiListPage').then((m) => m.SkorAntreanDirekturPage),
  'kpk-detail-konfigurasi-skor-verifikasi': skorDetail,
  'kpk-direktur-approval-konfigurasi-skor-verifikasi-detail': skorDetail,
  'kpk-edit-konfigurasi-skor-verifikasi': skorEdit,
  'admin-konfigurasi-klops': klop,
  'admin-konfigurasi-indikators': indikatorList,
  'admin-konfigurasi-indikators-detail': indikatorDetail,
  'admin-konfigurasi-indikators-edit': indikatorEdit,
  'admin-konfigurasi-skor-verifikasis': skorList,
  'admin-konfigurasi-skor-verifikasis-detail': skorDetail,
  'admin-konfigurasi-skor-verifikasis-edit': skorEdit,
};
