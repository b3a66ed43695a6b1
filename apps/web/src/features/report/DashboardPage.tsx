import { currentYear, formatNumber, INDONESIAN_MONTHS, reportAreaOf } from '@gratifikasi/domain';
import { Card, Col, Flex, Row, Select, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/platform/session';
import { PageHeader } from '@/ui/PageHeader';
import { useDashboardKpk } from './api';
import { DashboardFigures } from './DashboardFigures';
import { reportLink } from './links';
import { ChartBox } from './ReportChart';

/** `dashboard` of /kpk, /reporter and /observer: the figures, reports per month, and per status. */
export function DashboardPage() {
  const [search, setSearch] = useSearchParams();
  const tahun = Number(search.get('tahun')) || currentYear();
  const { profile } = useSession();
  const area = reportAreaOf(profile?.active_role?.name ?? null);
  const { data } = useDashboardKpk(tahun);
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Dasbor"
        subtitle={
          data?.refreshed_at
            ? `Angka laporan dari ringkasan; per bulan penyampaian tahun ${tahun}.`
            : undefined
        }
        extra={
          <Select
            aria-label="Tahun"
            style={{ width: 110 }}
            value={tahun}
            onChange={(v) => setSearch({ tahun: String(v) })}
            options={Array.from({ length: 8 }, (_, i) => currentYear() - i).map((y) => ({
              value: y,
              label: y,
            }))}
          />
        }
      />
      <DashboardFigures tahun={tahun} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Laporan per bulan" size="small">
            {data ? (
              <ChartBox
                label={`Laporan per bulan ${tahun}`}
                height={260}
                spec={{
                  type: 'line',
                  categories: INDONESIAN_MONTHS.map((m) => m.slice(0, 3)),
                  series: [{ name: 'Laporan', data: data.per_bulan.map((b) => b.jumlah) }],
                }}
              />
            ) : null}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Laporan per status" size="small">
            <Table
              size="small"
              pagination={false}
              rowKey="status"
              dataSource={data?.per_status ?? []}
              columns={[
                {
                  title: 'Status',
                  dataIndex: 'nama',
                  render: (nama: string) => {
                    const to = area ? reportLink(area, 'report-laporan', { tahun }) : null;
                    return to ? <Link to={to}>{nama}</Link> : nama;
                  },
                },
                {
                  title: 'Jumlah',
                  dataIndex: 'jumlah',
                  align: 'right',
                  render: (n: number) => formatNumber(n, 0),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Typography.Text type="secondary">
        Setiap angka membuka daftar atau laporan di baliknya.
      </Typography.Text>
    </Flex>
  );
}
