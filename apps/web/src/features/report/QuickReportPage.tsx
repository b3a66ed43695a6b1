import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/ui/PageHeader';
import { useReportCatalog } from './api';
import { linkTo } from './links';
import { reportScreen } from './ReportPage';

/**
 * `/kpk/quick-report/:path?`: every report the caller may open, as cards; with a path, that report at once (the same
 * screen as its own route). A path that names no report of the caller's is an honest not-found.
 */
export function QuickReportPage() {
  const { path } = useParams();
  const catalog = useReportCatalog();
  if (catalog.isLoading) return <Skeleton active />;
  const items = catalog.data ?? [];
  if (path) {
    const item = items.find((r) => r.key === path);
    if (!item) return <Empty description="Laporan tidak ditemukan" />;
    const Screen = reportScreen(item.key);
    return <Screen />;
  }
  return (
    <>
      <PageHeader
        title="Laporan Cepat"
        subtitle="Pilih laporan; setiap laporan dapat difilter, dicetak dan diekspor."
      />
      <Row gutter={[12, 12]}>
        {items.map((r) => (
          <Col key={r.key} xs={24} md={12} xl={8}>
            <Link
              to={
                linkTo('kpk-quick-report')
                  ? `${linkTo('kpk-quick-report')}/${r.key}`
                  : `/kpk/quick-report/${r.key}`
              }
            >
              <Card size="small" hoverable title={r.title}>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
                  {r.description}
                </Typography.Paragraph>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
