import { type StatusRencanaKerja, TRIWULANS, triwulanLabel } from '@gratifikasi/domain';
import { Card, Empty, Space, Spin, Tabs, Tag } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { StatusRencanaTag } from '../ppg-profil-klop/StatusRencanaTag';
import { useRealisasi, useRealisasiList } from './api';
import { RealisasiPanel } from './RealisasiPanel';

/** The UPG's four quarters of an approved plan, each a link with its status tag. */
export function RealisasiLinks({ tahun, approved }: { tahun: number; approved: boolean }) {
  const list = useRealisasiList({ tahun, per_page: 10 }, approved);
  const byTw = new Map((list.data?.items ?? []).map((i) => [i.triwulan, i]));
  return (
    <Card title="Realisasi Triwulanan" style={{ marginTop: 16 }}>
      {!approved ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Realisasi dapat diisi setelah rencana kerja disetujui KPK"
        />
      ) : (
        <Space wrap size="large">
          {TRIWULANS.map((tw) => {
            const q = byTw.get(tw);
            return (
              <Space key={tw}>
                <Link to={buildPath('upg-realisasi-klop-view', { year: tahun, tw })}>
                  {triwulanLabel(tw)}
                </Link>
                {q ? (
                  <StatusRencanaTag status={q.status as StatusRencanaKerja} label={q.status_label} />
                ) : (
                  <Tag>Belum diisi</Tag>
                )}
                {q?.terlambat ? <Tag color="error">Terlambat</Tag> : null}
              </Space>
            );
          })}
        </Space>
      )}
    </Card>
  );
}

function KuartalKpk({ tahun, tw, upgId }: { tahun: number; tw: number; upgId: number }) {
  const r = useRealisasi(tahun, tw, upgId);
  if (r.isLoading)
    return (
      <div role="status" aria-label="Memuat">
        <Spin />
      </div>
    );
  if (!r.data) return <Empty description="Realisasi tidak tersedia" />;
  if (r.data.id === null) return <Empty description="UPG belum mengisi realisasi triwulan ini" />;
  return <RealisasiPanel realisasi={r.data} upgId={upgId} />;
}

/** The KPK's view of an institution's quarters (a tab each), with accept / return-with-note on a sent one. */
export function RealisasiKpkSection({
  tahun,
  upgId,
  approved,
}: {
  tahun: number;
  upgId: number;
  approved: boolean;
}) {
  if (!approved) return null;
  return (
    <Card title="Realisasi Triwulanan" style={{ marginTop: 16 }}>
      <Tabs
        destroyOnHidden
        items={TRIWULANS.map((tw) => ({
          key: String(tw),
          label: triwulanLabel(tw),
          children: <KuartalKpk tahun={tahun} tw={tw} upgId={upgId} />,
        }))}
      />
    </Card>
  );
}
