import { currentYear } from '@gratifikasi/domain';
import { BerandaPage } from '@/features/beranda/BerandaPage';
import { DashboardFigures } from '@/features/report/DashboardFigures';

/** Reporter and observer homes: the common beranda with this year's figures, each leading to its report. */
export function ReportBerandaScreen() {
  return <BerandaPage top={<DashboardFigures tahun={currentYear()} compact />} />;
}
