import {
  formatDate,
  type RealisasiListItem,
  type StatusRencanaKerja,
  TRIWULANS,
  type Triwulan,
  triwulanLabel,
} from '@gratifikasi/domain';
import { Card, Empty, Space, Spin, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useProfil } from '../ppg-profil-klop/api';
import { StatusRencanaTag } from '../ppg-profil-klop/RencanaKerjaPanel';
import { useRealisasiList } from '../ppg-realisasi-klop/api';
import { RealisasiKpkSection } from '../ppg-realisasi-klop/RealisasiSections';
import { BelumAdaProfil } from './ProfilTabs';
import type { TabProps } from './tabs';

interface Baris {
  tw: Triwulan;
  item: RealisasiListItem | undefined;
}

/**
 * The four quarters of the year: each with its status and when it was sent (late ones flagged). The UPG opens a
 * quarter's page; the KPK reviews each quarter below, on a tab of its own.
 */
export function RealisasiTab({ area, upgId, tahun }: TabProps) {
  const profil = useProfil(tahun, upgId);
  const approved = profil.data?.rencana_kerja.status === 'approved';
  const list = useRealisasiList({ tahun, upg_id: upgId, per_page: 10 }, approved);
  if (profil.isLoading)
    return (
      <div role="status" aria-label="Memuat">
        <Spin />
      </div>
    );
  if (!profil.data) return <BelumAdaProfil area={area} tahun={tahun} error={profil.error} />;
  if (!approved) {
    return (
      <Card>
        <Empty description="Realisasi dapat diisi setelah rencana kerja disetujui KPK" />
      </Card>
    );
  }
  const byTw = new Map((list.data?.items ?? []).map((i) => [i.triwulan, i]));
  const rows: Baris[] = TRIWULANS.map((tw) => ({ tw, item: byTw.get(tw) }));
  return (
    <>
      <Card title={`Realisasi Triwulanan ${tahun}`}>
        <Table<Baris>
          size="small"
          rowKey="tw"
          pagination={false}
          loading={list.isFetching}
          dataSource={rows}
          columns={[
            {
              key: 'tw',
              title: 'Triwulan',
              render: (_, r) =>
                area === 'upg' ? (
                  <Link to={buildPath('upg-realisasi-klop-view', { year: tahun, tw: r.tw })}>
                    {triwulanLabel(r.tw)}
                  </Link>
                ) : (
                  triwulanLabel(r.tw)
                ),
            },
            {
              key: 'status',
              title: 'Status',
              render: (_, r) =>
                r.item ? (
                  <StatusRencanaTag
                    status={r.item.status as StatusRencanaKerja}
                    label={r.item.status_label}
                  />
                ) : (
                  <Tag>Belum diisi</Tag>
                ),
            },
            {
              key: 'diajukan',
              title: 'Dikirim',
              render: (_, r) => (
                <Space>
                  {r.item?.diajukan_at ? formatDate(r.item.diajukan_at) : '-'}
                  {r.item?.terlambat ? <Tag color="error">Terlambat</Tag> : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {area === 'kpk' ? <RealisasiKpkSection tahun={tahun} upgId={upgId} approved /> : null}
    </>
  );
}
