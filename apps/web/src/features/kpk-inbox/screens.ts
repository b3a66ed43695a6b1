import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const pages = () => import('./pages');

/** The KPK inboxes (issue 10 §2.1, §2.10, §3): role dashboards, step lists, distribution and admin moves. */
export const KPK_INBOX_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-pimpinan-laporan': () => pages().then((m) => m.PimpinanLaporan),
  'kpk-direktur-laporan': () => pages().then((m) => m.DirekturLaporan),
  'kpk-deputi-laporan': () => pages().then((m) => m.DeputiLaporan),
  'kpk-koordinator-laporan': () => pages().then((m) => m.KoordinatorLaporan),
  'kpk-gh-laporan': () => pages().then((m) => m.GhLaporan),
  'kpk-katim-laporan': () => pages().then((m) => m.KatimLaporan),
  'kpk-sekretaris-laporan': () => pages().then((m) => m.SekretarisLaporan),
  'kpk-anggota-laporan': () => pages().then((m) => m.AnggotaLaporan),

  'kpk-verifikasi-laporan': () => pages().then((m) => m.VerifikasiLaporan),
  'kpk-negative-list-approval': () => pages().then((m) => m.NegativeListApproval),
  'kpk-sp3-laporan': () => pages().then((m) => m.Sp3Laporan),
  'kpk-sp3-lha-laporan': () => pages().then((m) => m.Sp3LhaLaporan),

  'kpk-distribusi-laporan': () => pages().then((m) => m.DistribusiLaporan),
  'kpk-distribusi-laporan-fungsional': () => pages().then((m) => m.DistribusiLaporanFungsional),

  'admin-move-workflow-laporan': () => pages().then((m) => m.MoveWorkflowLaporan),
  'admin-reassign-angtim-laporan': () => pages().then((m) => m.ReassignAngtimLaporan),
  'admin-reassign-gh-laporan': () => pages().then((m) => m.ReassignGhLaporan),
};
