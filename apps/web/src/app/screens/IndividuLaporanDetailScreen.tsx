import type { Laporan } from '@gratifikasi/domain';
import { LaporanDetailPage } from '@/features/laporan/LaporanDetailPage';
import { KirimResiCard } from '@/features/og/KirimResiCard';

const Resi = (laporan: Laporan) => (laporan.nosig ? <KirimResiCard laporanId={laporan.id} /> : null);

/**
 * The reporter's report, with — once its SK rules objects the state's — the courier receipt for sending them to
 * the KPK (issue 12 §2); composed here so the laporan and og features stay independent.
 */
export function IndividuLaporanDetailScreen() {
  return <LaporanDetailPage area="individu" below={Resi} />;
}
