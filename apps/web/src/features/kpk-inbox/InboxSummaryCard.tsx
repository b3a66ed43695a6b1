import { canOpen, type SessionView } from '@gratifikasi/domain';
import { Flex, theme } from 'antd';
import { Link } from 'react-router';
import { buildPath, routeByName } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { PlainCard, PlainTag, PlainText, PlainTitle } from '@/ui/plain/surface';
import { useInboxCounts } from './api';

/** The role dashboards; the access table says which one the active role opens. */
const DASHBOARDS = [
  'kpk-pimpinan-laporan',
  'kpk-direktur-laporan',
  'kpk-deputi-laporan',
  'kpk-koordinator-laporan',
  'kpk-gh-laporan',
  'kpk-katim-laporan',
  'kpk-sekretaris-laporan',
  'kpk-anggota-laporan',
] as const;

/** The dashboard the active role may open, or null (e.g. admin_pengelola_OG has no inbox). */
export function dashboardOf(profile: SessionView | null): string | null {
  return DASHBOARDS.find((name) => canOpen(routeByName(name), profile)) ?? null;
}

function Counts({ dashboard }: { dashboard: string }) {
  const { token } = theme.useToken();
  const counts = useInboxCounts({});
  const data = counts.data;
  return (
    <PlainCard
      title="Kotak masuk laporan"
      loading={counts.isPending}
      extra={<Link to={buildPath(dashboard)}>Buka dasbor</Link>}
    >
      <Flex wrap gap={12}>
        {(data?.tabs ?? []).map((t) => (
          <Link
            key={t.key}
            to={buildPath(dashboard, { tab: t.key })}
            style={{
              flex: '1 1 140px',
              display: 'block',
              padding: token.paddingSM,
              borderRadius: token.borderRadius,
              border: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <PlainText type="secondary">{t.label}</PlainText>
            <div
              style={{
                fontSize: 24,
                fontWeight: 600,
                color: t.key === 'terlambat' && t.count > 0 ? token.colorError : token.colorText,
              }}
            >
              {t.count}
            </div>
          </Link>
        ))}
      </Flex>
      {data && data.per_langkah.length > 0 ? (
        <>
          <PlainTitle level={5} style={{ marginTop: 16 }}>
            Laporan terbuka per langkah
          </PlainTitle>
          <Flex wrap gap={8}>
            {data.per_langkah.map((s) => (
              <PlainTag key={s.step}>
                {s.nama}: <strong>{s.count}</strong>
              </PlainTag>
            ))}
          </Flex>
        </>
      ) : null}
    </PlainCard>
  );
}

/** The KPK home's inbox card: the role's tab counts (links into its dashboard) and the open reports per step. */
export function InboxSummaryCard() {
  const { profile } = useSession();
  const dashboard = dashboardOf(profile);
  return dashboard ? <Counts dashboard={dashboard} /> : null;
}
