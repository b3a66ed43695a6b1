import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const dis = () => import('./DiseminasiListPage');
const disForm = () => import('./DiseminasiFormPage');
const disDetail = () => import('./DiseminasiDetailPage');
const ino = () => import('./InovasiListPage');
const inoForm = () => import('./InovasiFormPage');
const inoDetail = () => import('./InovasiDetailPage');

/** The institutions' dissemination events and innovations (issue 26 §4), the UPG's and the KPK's screens. */
export const PPG_UPG_KEGIATAN_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'upg-ppg-diseminasi': () => dis().then((m) => m.UpgDiseminasiListPage),
  'upg-ppg-diseminasi-create': () => disForm().then((m) => m.DiseminasiCreatePage),
  'upg-ppg-diseminasi-edit': () => disForm().then((m) => m.DiseminasiEditPage),
  'upg-ppg-diseminasi-detail': () => disDetail().then((m) => m.UpgDiseminasiDetailPage),
  'kpk-kpk-diseminasi': () => dis().then((m) => m.KpkDiseminasiListPage),
  'kpk-kpk-diseminasi-detail': () => disDetail().then((m) => m.KpkDiseminasiDetailPage),
  'upg-inovasi': () => ino().then((m) => m.UpgInovasiListPage),
  'upg-inovasi-create': () => inoForm().then((m) => m.InovasiCreatePage),
  'upg-inovasi-edit': () => inoForm().then((m) => m.InovasiEditPage),
  'upg-inovasi-detail': () => inoDetail().then((m) => m.UpgInovasiDetailPage),
  'kpk-kpk-inovasi': () => ino().then((m) => m.KpkInovasiListPage),
  'kpk-kpk-inovasi-detail': () => inoDetail().then((m) => m.KpkInovasiDetailPage),
  'kpk-kpk-inovasi-bandingkan': () => import('./InovasiBandingkanPage').then((m) => m.InovasiBandingkanPage),
};
