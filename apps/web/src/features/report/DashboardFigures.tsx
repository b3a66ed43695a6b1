import { formatNumber, formatRupiah, reportAreaOf } from '@gratifikasi/domain';
import { Col, Row } from 'antd';
import { Link } from 'react-router';
import { useSession } from '@/platform/session';
import { statisticNumber } from '@/ui/format';
import { PlainSkeleton } from '@/ui/plain/result';
import { PlainCard, PlainStatistic } from '@/ui/plain/surface';
import { useDashboardKpk } from './api';
import { linkTo, queueLink, ROLE_QUEUE_ROUTE, reportLink } from './links';

/** A figure that leads to the list behind it (plain text when the area has no such list). */
function Figure({
  title,
  value,
  to,
  testId,
}: {
  title: string;
  value: string;
  to: string | null;
  testId: string;
}) {
  const body = <PlainStatistic title={title} value={statisticNumber(value)} />;
  return (
    <PlainCard size="small" hoverable={Boolean(to)} data-testid={testId}>
      {to ? <Link to={to}>{body}</Link> : body}
    </PlainCard>
  );
}

/** The figures of a year for KPK staff, reporters and observers (issue 14 §4), each a link to the list behind it. */
export function DashboardFigures({ tahun, compact = false }: { tahun: number; compact?: boolean }) {
  const { profile } = useSession();
  const role = profile?.active_role?.name ?? null;
  const area = reportAreaOf(role);
  const { data } = useDashboardKpk(tahun);
  if (!area || !data) return <PlainSkeleton rows={2} />;
  const q = { tahun };
  const first = (...links: (string | null)[]) => links.find((l) => l !== null) ?? null;
  const figures = [
    {
      id: 'laporan',
      title: `Laporan ${tahun}`,
      value: formatNumber(data.laporan, 0),
      to: first(reportLink(area, 'report-bulanan', q), reportLink(area, 'report-laporan', q)),
    },
    {
      id: 'nilai',
      title: 'Nilai dilaporkan',
      value: formatRupiah(data.nilai),
      to: first(reportLink(area, 'report-per-instansi', q), reportLink(area, 'report-tbn')),
    },
    {
      id: 'terlambat',
      title: 'Dilaporkan terlambat',
      value: formatNumber(data.terlambat, 0),
      to: first(reportLink(area, 'report-kepatuhan', q), reportLink(area, 'report-logbook', q)),
    },
    ...(data.proses
      ? [
          {
            id: 'antrian',
            title: 'Antrian saya',
            value: formatNumber(data.proses.antrian_saya, 0),
            to: role && ROLE_QUEUE_ROUTE[role] ? linkTo(ROLE_QUEUE_ROUTE[role]) : null,
          },
          {
            id: 'lewat-tenggat',
            title: 'Langkah lewat tenggat',
            value: formatNumber(data.proses.lewat_tenggat, 0),
            to: queueLink(role, 'terlambat'),
          },
          {
            id: 'tenggat-dekat',
            title: 'Tenggat ≤ 3 hari',
            value: formatNumber(data.proses.tenggat_dekat, 0),
            to: role && ROLE_QUEUE_ROUTE[role] ? linkTo(ROLE_QUEUE_ROUTE[role]) : null,
          },
          {
            id: 'lewat-30hk',
            title: 'Lewat 30 hari kerja',
            value: formatNumber(data.proses.lewat_30hk, 0),
            to: reportLink(area, 'report-30hk'),
          },
        ]
      : []),
  ];
  const shown = compact ? figures.slice(0, 4) : figures;
  return (
    <Row gutter={[12, 12]}>
      {shown.map((f) => (
        <Col key={f.id} xs={24} sm={12} lg={compact ? 6 : 6}>
          <Figure title={f.title} value={f.value} to={f.to} testId={`figure-${f.id}`} />
        </Col>
      ))}
    </Row>
  );
}
