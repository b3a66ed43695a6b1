import type { Laporan } from '@gratifikasi/domain';
import { Card } from 'antd';
import { LaporanDetailPage } from '@/features/laporan/LaporanDetailPage';
import { LaporanPathDiagram } from '@/features/workflow/LaporanPath';

function Jalur(laporan: Laporan) {
  if (!laporan.nosig) return null;
  return (
    <Card title="Alur Laporan" size="small">
      <LaporanPathDiagram laporanId={laporan.id} />
    </Card>
  );
}

/**
 * A report on the KPK side: the process panel and, under it, where the report stands in its process and the path
 * it took (issue 10 §1), composed here so the laporan and workflow features stay independent.
 */
export function KpkLaporanDetailScreen() {
  return <LaporanDetailPage area="kpk" below={Jalur} />;
}
