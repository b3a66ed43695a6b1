import type { Laporan } from '@gratifikasi/domain';
import { DokumenCard } from '@/features/dokumen/DokumenCard';
import { LaporanDetailPage } from '@/features/laporan/LaporanDetailPage';

const Dokumen = (laporan: Laporan) =>
  laporan.nosig ? <DokumenCard laporan={laporan} staff={false} /> : null;

/** A report on the reporter's and the UPG's side, with the letters the KPK has issued for it (issue 11 §2). */
export const IndividuLaporanDetailScreen = () => <LaporanDetailPage area="individu" below={Dokumen} />;
export const UpgLaporanDetailScreen = () => <LaporanDetailPage area="upg" below={Dokumen} />;
