import { Card, Empty, Flex, List, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { FilterBar } from '@/ui/FilterBar';
import { PageHeader } from '@/ui/PageHeader';
import { useLaporan, useLaporanList } from './api';
import { AREAS, type LaporanArea } from './areas';
import { HistoryTimeline } from './detail/sections';
import { dateText, StatusTag } from './display';
import { LaporanNotFound } from './LaporanNotFound';

/** The history of one report alone (kpk-laporan-history). */
export function LaporanHistoryPage({ area }: { area: LaporanArea }) {
  const id = Number(useParams().id);
  const laporan = useLaporan(Number.isInteger(id) && id > 0 ? id : null);
  if (laporan.isLoading) return <Skeleton active />;
  if (laporan.isError || !laporan.data) return <LaporanNotFound area={area} />;
  const l = laporan.data;
  return (
    <>
      <PageHeader
        title={`Riwayat Laporan ${l.nosig ?? `#${l.id}`}`}
        subtitle={<StatusTag status={l.status} label={l.status_nama} />}
        extra={<Link to={buildPath(AREAS[area].detail, { id: l.id })}>Lihat detail laporan</Link>}
      />
      <Card>
        <HistoryTimeline laporanId={l.id} />
      </Card>
    </>
  );
}

/** History search (data entry, observer, KPK): find a report by its number and read its history. */
export function HistorySearchPage({ area }: { area: LaporanArea }) {
  const config = AREAS[area];
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const result = useLaporanList(config.endpoint, { q, per_page: 10, page: 1 }, q !== '');
  const items = result.data?.items ?? [];

  return (
    <>
      <PageHeader
        title="Riwayat Laporan"
        subtitle="Cari laporan berdasarkan nomor laporan untuk melihat riwayatnya."
      />
      <Card>
        <FilterBar
          search={q}
          onSearch={(text) => {
            setQ(text);
            setChosen(null);
          }}
        />
        {q === '' ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Masukkan nomor laporan lalu tekan Enter" />
        ) : (
          <Flex gap={24} wrap align="flex-start">
            <List
              style={{ flex: '1 1 320px' }}
              loading={result.isFetching}
              dataSource={items}
              locale={{ emptyText: 'Laporan tidak ditemukan' }}
              renderItem={(row) => (
                <List.Item
                  onClick={() => setChosen(row.id)}
                  style={{ cursor: 'pointer', background: chosen === row.id ? '#e6f4ff' : undefined }}
                  actions={[
                    <Link key="detail" to={buildPath(config.detail, { id: row.id })}>
                      Detail
                    </Link>,
                  ]}
                >
                  <Space orientation="vertical" size={0}>
                    <Typography.Link onClick={() => setChosen(row.id)}>
                      {row.nosig ?? `Draf #${row.id}`}
                    </Typography.Link>
                    <Typography.Text type="secondary">
                      {row.pelapor_nama} · {dateText(row.tanggal_lapor)}
                    </Typography.Text>
                    <StatusTag status={row.status} label={row.status_nama} />
                  </Space>
                </List.Item>
              )}
            />
            <div style={{ flex: '2 1 420px' }}>
              {chosen ? (
                <HistoryTimeline laporanId={chosen} />
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description="Pilih laporan untuk melihat riwayatnya"
                />
              )}
            </div>
          </Flex>
        )}
      </Card>
    </>
  );
}
