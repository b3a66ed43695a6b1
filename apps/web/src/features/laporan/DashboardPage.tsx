import { FileAddOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { statisticNumber } from '@/ui/format';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useLaporanDashboard, useLaporanList } from './api';
import { AREAS, type LaporanArea } from './areas';
import { lewatBatasTeruskan } from './columns';
import { dateText } from './display';

function CountCard({
  title,
  value,
  to,
  danger,
}: {
  title: string;
  value?: number;
  to?: string;
  danger?: boolean;
}) {
  const body = (
    <Card size="small" hoverable={Boolean(to)}>
      <Statistic
        title={title}
        value={value ?? 0}
        formatter={(v) => statisticNumber(v)}
        loading={value === undefined}
        valueStyle={danger && value ? { color: '#cf1322' } : undefined}
      />
    </Card>
  );
  return to ? <Link to={to}>{body}</Link> : body;
}

/** The UPG's reports waiting to be forwarded, the ones past their 10 HK deadline first. */
function MenungguTeruskan({ lewat: lewatCount }: { lewat?: number }) {
  const config = AREAS.upg;
  const list = useLaporanList('list-upg', {
    status: 'DITERIMA_UPG',
    per_page: 100,
    sort: 'id',
    order: 'asc',
  });
  const rows = list.data?.items ?? [];
  const lewat = rows.filter(lewatBatasTeruskan);
  return (
    <Card
      size="small"
      title={`Menunggu diteruskan ke KPK: ${list.data?.total ?? 0} laporan, lewat batas 10 hari kerja: ${lewatCount ?? lewat.length}`}
    >
      <Table
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={[...lewat, ...rows.filter((r) => !lewatBatasTeruskan(r))]}
        pagination={{ pageSize: 10 }}
        locale={{ emptyText: 'Tidak ada laporan yang menunggu diteruskan' }}
        columns={[
          {
            key: 'nosig',
            title: 'Nomor',
            render: (_, r) => <Link to={buildPath(config.detail, { id: r.id })}>{r.nosig}</Link>,
          },
          { key: 'pelapor', title: 'Pelapor', render: (_, r) => r.pelapor_nama },
          {
            key: 'batas',
            title: 'Batas Teruskan',
            render: (_, r) => (
              <Typography.Text type={lewatBatasTeruskan(r) ? 'danger' : undefined}>
                {dateText(r.batas_teruskan)}
                {lewatBatasTeruskan(r) ? ' (lewat batas)' : ''}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}

const DASHBOARD_OF: Partial<Record<LaporanArea, 'individu' | 'upg' | 'data-entry'>> = {
  individu: 'individu',
  publik: 'individu',
  upg: 'upg',
  'data-entry': 'data-entry',
};

/** An area's dashboard: counts per status group, late reports, and for a UPG the forwarding queue. */
export function LaporanDashboardPage({ area }: { area: LaporanArea }) {
  const config = AREAS[area];
  const dashboard = useLaporanDashboard(DASHBOARD_OF[area] ?? 'individu');
  const data = dashboard.data;
  const listPath = config.list ? buildPath(config.list) : undefined;

  return (
    <>
      <PageHeader
        title="Dasbor Laporan"
        subtitle="Ringkasan laporan gratifikasi Anda."
        extra={
          <Flex gap={8}>
            {listPath ? (
              <LinkButton to={listPath} icon={<UnorderedListOutlined />}>
                Daftar Laporan
              </LinkButton>
            ) : null}
            {config.create ? (
              <LinkButton type="primary" to={buildPath(config.create)} icon={<FileAddOutlined />}>
                Buat Laporan
              </LinkButton>
            ) : null}
          </Flex>
        }
      />
      {dashboard.isLoading ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={12} md={6} lg={4}>
            <CountCard title="Total Laporan" value={data?.total} to={listPath} />
          </Col>
          {(data?.tabs ?? []).map((t) => (
            <Col key={t.key} xs={12} md={6} lg={4}>
              <CountCard
                title={t.label}
                value={t.count}
                to={config.tabbed && listPath ? `${listPath}?tab=${t.key}` : listPath}
              />
            </Col>
          ))}
          <Col xs={12} md={6} lg={4}>
            <CountCard
              title="Terlambat"
              value={data?.terlambat}
              danger
              to={listPath && !config.tabbed ? `${listPath}?terlambat=1` : listPath}
            />
          </Col>
          {area === 'upg' ? (
            <Col xs={12} md={6} lg={4}>
              <CountCard
                title="Terlambat ke UPG"
                value={data?.terlambat_upg}
                danger
                to={listPath && !config.tabbed ? `${listPath}?terlambat_upg=1` : listPath}
              />
            </Col>
          ) : null}
        </Row>
      )}
      {area === 'upg' ? <MenungguTeruskan lewat={data?.lewat_batas_teruskan} /> : null}
    </>
  );
}
