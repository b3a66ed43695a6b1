import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const list = () => import('./VerifikasiListPage');
const page: ScreenLoader = () => import('./VerifikasiPage').then((m) => m.VerifikasiPage);

/** The verification of an institution's year (issue 25 §3): the queues and the one page every step reads. */
export const PPG_VERIFIKASI_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-anggota-verifikasi-list': () => list().then((m) => m.AnggotaVerifikasiListPage),
  'kpk-ApprovalVerifikasi': () => list().then((m) => m.ApprovalVerifikasiPage),
  'kpk-anggota-verifikasi-input': page,
  'kpk-approve-verifikasi-input': page,
  'kpk-direktur-approve-verifikasi': page,
};
