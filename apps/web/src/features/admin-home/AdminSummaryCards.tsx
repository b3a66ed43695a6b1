import { formatNumber } from '@gratifikasi/domain';
import { Col, Row } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { statisticNumber } from '@/ui/format';
import { PlainAlert, PlainCard, PlainStatistic } from '@/ui/plain/surface';
import { useAdminSummary } from './api';

interface Tile {
  title: string;
  value: number | undefined;
  to: string;
  danger?: boolean;
}

/** The admin home's counts: users, today's audit events and the mail outbox, each linking to its list. */
export function AdminSummaryCards() {
  const summary = useAdminSummary();
  if (summary.isError) return <PlainAlert title="Ringkasan admin tidak dapat dimuat." />;
  const s = summary.data;
  const tiles: Tile[] = [
    { title: 'Pengguna aktif', value: s?.users_active, to: `${buildPath('admin-users')}?is_active=true` },
    {
      title: 'Pengguna nonaktif',
      value: s?.users_inactive,
      to: `${buildPath('admin-users')}?is_active=false`,
    },
    { title: 'Aktivitas hari ini', value: s?.audit_events_today, to: buildPath('admin-log-activity') },
    {
      title: 'Email menunggu',
      value: s?.outbox_pending,
      to: `${buildPath('admin-trx-emails')}?status=pending`,
    },
    {
      title: 'Email gagal',
      value: s?.outbox_failed,
      to: `${buildPath('admin-trx-emails')}?status=failed`,
      danger: (s?.outbox_failed ?? 0) > 0,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((t) => (
        <Col key={t.title} xs={12} md={8} xl={{ flex: '20%' }}>
          <Link to={t.to}>
            {/* The title stays while the count loads: the link always has a name (axe link-name). */}
            <PlainCard hoverable size="small">
              <PlainStatistic
                loading={summary.isPending}
                title={t.title}
                value={statisticNumber(t.value ?? 0)}
                valueStyle={t.danger ? { color: '#cf1322' } : undefined}
              />
            </PlainCard>
          </Link>
        </Col>
      ))}
      {s ? (
        <Col span={24}>
          <PlainCard size="small" title="Pengguna per peran">
            <Row gutter={[12, 8]}>
              {s.users_by_role
                .filter((r) => r.count > 0)
                .map((r) => (
                  <Col key={r.role} xs={12} md={6} xl={4}>
                    <Link to={`${buildPath('admin-users')}?role=${r.role}`}>
                      {r.label}: <strong>{formatNumber(r.count, 0)}</strong>
                    </Link>
                  </Col>
                ))}
            </Row>
          </PlainCard>
        </Col>
      ) : null}
    </Row>
  );
}
