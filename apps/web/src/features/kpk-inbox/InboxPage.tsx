import { ReloadOutlined } from '@ant-design/icons';
import { INBOX_TABS, type InboxTab } from '@gratifikasi/domain';
import { Button, Card } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { buildPath, routeByName } from '@/platform/routes';
import { FilterBar } from '@/ui/FilterBar';
import { FilterTabs } from '@/ui/FilterTabs';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { useInboxCounts, useRefreshInbox } from './api';
import { InboxTable } from './InboxTable';

const isTab = (value: string | undefined): value is InboxTab => INBOX_TABS.some((t) => t.key === value);

export interface InboxPageProps {
  /** The screen's route name: its title, and for a dashboard the path the tab goes into. */
  route: string;
  subtitle: string;
  /** Only these steps (comma-separated codes), for a step's own list. */
  langkah?: string;
}

/** The tab chosen: the dashboards keep it in the path (`:tab?`), the step lists in the query. */
function useTab(route: string, list: { query: { filters: Record<string, string> } }) {
  const params = useParams();
  const inPath = routeByName(route).path.includes(':tab');
  const raw = inPath ? params.tab : list.query.filters.tab;
  return { inPath, tab: isTab(raw) ? raw : ('menunggu' as const) };
}

/**
 * A KPK inbox (issue 10 §3): the active role's reports by tab with counts, most urgent first, searchable and
 * paged by the server. The role dashboards show every step; a step list (verification, negative list, SP3)
 * the same inbox narrowed to its steps.
 */
export function InboxPage({ route, subtitle, langkah }: InboxPageProps) {
  const params = useParams();
  const navigate = useNavigate();
  const refresh = useRefreshInbox();
  // Each tab remembers its own page and search, so a tab never opens on another tab's page 5.
  const list = useListQuery(`${route}:${params.tab ?? ''}`);
  const { inPath, tab } = useTab(route, list);
  const fixed = useMemo(() => (langkah ? { langkah } : undefined), [langkah]);
  const counts = useInboxCounts({ ...fixed, ...(list.query.q ? { q: list.query.q } : {}) });
  const countOf = (key: InboxTab) => counts.data?.tabs.find((t) => t.key === key)?.count;

  const changeTab = (key: string) => {
    if (!inPath) {
      list.setFilter('tab', key === 'menunggu' ? undefined : key);
      return;
    }
    const search = list.query.q ? `?${new URLSearchParams({ q: list.query.q })}` : '';
    navigate(buildPath(route, { tab: key }) + search);
  };

  return (
    <>
      <PageHeader
        title={routeByName(route).title}
        subtitle={subtitle}
        extra={
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            Muat ulang
          </Button>
        }
      />
      <Card>
        <FilterTabs
          activeKey={tab}
          onChange={changeTab}
          items={INBOX_TABS.map((t) => {
            const count = countOf(t.key);
            return { key: t.key, label: count === undefined ? t.label : `${t.label} (${count})` };
          })}
        />
        <FilterBar
          search={list.query.q}
          onSearch={list.setSearch}
          onReset={() => list.setSearch('')}
          active={Boolean(list.query.q)}
        />
        <InboxTable list={list} tab={tab} fixed={fixed} />
      </Card>
    </>
  );
}
