import type { Laporan } from '@gratifikasi/domain';
import { Card, Space } from 'antd';
import { DokumenCard } from '@/features/dokumen/DokumenCard';
import { LaporanDetailPage } from '@/features/laporan/LaporanDetailPage';
import { LaporanPathDiagram } from '@/features/workflow/LaporanPath';
import { Deferred } from '@/ui/Deferred';

function Below(laporan: Laporan) {
  if (!laporan.nosig) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <DokumenCard laporan={laporan} staff />
      <Card title="Alur Laporan" size="small">
        {/* The diagram (its layout engine, its chunk) is drawn when scrolled to, not on every opening. */}
        <Deferred whenVisible rows={8}>
          <LaporanPathDiagram laporanId={laporan.id} />
        </Deferred>
      </Card>
    </Space>
  );
}

/**
 * A report on the KPK side: the process panel and, under it, the letters its step needs (issue 11 §2), where the
 * report stands in its process and the path it took (issue 10 §1), composed here so the laporan, dokumen and
 * workflow features stay independent. The page draws all of it after the decision panel has its data.
 */
export function KpkLaporanDetailScreen() {
  return <LaporanDetailPage area="kpk" below={Below} />;
}
