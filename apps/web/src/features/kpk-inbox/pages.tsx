import { MoveWorkflowPage } from './admin/MoveWorkflowPage';
import { ReassignPage } from './admin/ReassignPage';
import { DistribusiPage } from './DistribusiPage';
import { InboxPage } from './InboxPage';

// One component per screen, bound to its route (the router takes components without props).

const DASHBOARD =
  'Laporan yang menunggu tindakan Anda dan yang sedang diproses dalam lingkup peran Anda; yang paling mendesak di atas.';

const dashboard = (route: string) => () => <InboxPage route={route} subtitle={DASHBOARD} />;

export const PimpinanLaporan = dashboard('kpk-pimpinan-laporan');
export const DirekturLaporan = dashboard('kpk-direktur-laporan');
export const DeputiLaporan = dashboard('kpk-deputi-laporan');
export const KoordinatorLaporan = dashboard('kpk-koordinator-laporan');
export const GhLaporan = dashboard('kpk-gh-laporan');
export const KatimLaporan = dashboard('kpk-katim-laporan');
export const SekretarisLaporan = dashboard('kpk-sekretaris-laporan');
export const AnggotaLaporan = dashboard('kpk-anggota-laporan');

/** The steps of each step list (the default process's codes; spec §4). */
export const STEP_LISTS = {
  verifikasi: 'f30,f34,f38,f31,f35,f39,f33,f37,f3b,f3g,f40',
  negativeList: 'f31,f35,f39',
  sp3: 'f5a,f51,f52,f54,f56,f5D',
  sp3Lha: 'f5z',
} as const;

export const VerifikasiLaporan = () => (
  <InboxPage
    route="kpk-verifikasi-laporan"
    langkah={STEP_LISTS.verifikasi}
    subtitle="Verifikasi informasi, identifikasi unsur negative list dan verifikasi kelengkapan laporan."
  />
);
export const NegativeListApproval = () => (
  <InboxPage
    route="kpk-negative-list-approval"
    langkah={STEP_LISTS.negativeList}
    subtitle="Identifikasi unsur negative list oleh anggota tim, ketua tim dan group head."
  />
);
export const Sp3Laporan = () => (
  <InboxPage
    route="kpk-sp3-laporan"
    langkah={STEP_LISTS.sp3}
    subtitle="Laporan yang tidak ditindaklanjuti: penetapan, surat SP3 berjenjang dan penomorannya."
  />
);
export const Sp3LhaLaporan = () => (
  <InboxPage
    route="kpk-sp3-lha-laporan"
    langkah={STEP_LISTS.sp3Lha}
    subtitle="Laporan yang dinyatakan SP3 berdasarkan hasil analisis (LHA)."
  />
);

export const DistribusiLaporan = () => <DistribusiPage jenis="grup" />;
export const DistribusiLaporanFungsional = () => <DistribusiPage jenis="anggota" />;

export const MoveWorkflowLaporan = MoveWorkflowPage;
export const ReassignAngtimLaporan = () => <ReassignPage jenis="anggota" />;
export const ReassignGhLaporan = () => <ReassignPage jenis="grup" />;
