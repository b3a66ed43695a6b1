import { auditActionLabel, auditEntityLabel, formatDateTime, roleLabel } from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Card, Select } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { Coded } from '@/ui/Coded';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { AuditChainCard } from './AuditChainCard';
import { exportLogs, type LogEntry, useLogFacets, useLogs } from './api';
import { DateRangeFilter, RANGE_FILTER, withDateRange } from './dateRange';

const columns: TableColumnsType<LogEntry> = [
  {
    key: 'created_at',
    title: 'Waktu',
    sorter: true,
    render: (_, r) => (
      <Link to={buildPath('admin-log-activity-detail', { id: r.id })}>{formatDateTime(r.created_at)}</Link>
    ),
  },
  {
    key: 'user',
    title: 'Pengguna',
    render: (_, r) => (r.username ? `${r.user_name} (${r.username})` : 'Sistem'),
  },
  { key: 'role', title: 'Peran', render: (_, r) => (r.role_name ? roleLabel(r.role_name) : '-') },
  {
    key: 'action',
    title: 'Aksi',
    sorter: true,
    render: (_, r) => <Coded words={auditActionLabel(r.action)} code={r.action} />,
  },
  {
    key: 'entity',
    title: 'Entitas',
    sorter: true,
    render: (_, r) => <Coded words={auditEntityLabel(r.entity)} code={r.entity} />,
  },
  { key: 'entity_id', title: 'ID Entitas', render: (_, r) => r.entity_id ?? '-' },
  { key: 'ip', title: 'IP', render: (_, r) => r.ip ?? '-' },
];

/** The audit trail: search, action/entity filters and a date range (days in Asia/Jakarta). */
export function LogActivityPage() {
  const list = useListQuery('admin-log-activity');
  const result = useLogs(withDateRange(list.params));
  const facets = useLogFacets();
  const { filters } = list.query;

  return (
    <>
      <PageHeader
        title="Log Aktivitas"
        subtitle="Jejak audit setiap perubahan data beserta nilai sebelum dan sesudahnya."
      />
      <AuditChainCard />
      <Card>
        <FilterBar
          list={list}
          extra={<ExportButton onExport={() => exportLogs(withDateRange(list.params))} />}
        >
          <Select
            aria-label="Filter aksi"
            placeholder="Semua aksi"
            allowClear
            showSearch
            style={{ width: 220 }}
            value={filters.action}
            onChange={(v?: string) => list.setFilter('action', v)}
            options={(facets.data?.actions ?? []).map((a) => ({
              value: a,
              label: `${auditActionLabel(a)} (${a})`,
            }))}
          />
          <Select
            aria-label="Filter entitas"
            placeholder="Semua entitas"
            allowClear
            showSearch
            style={{ width: 200 }}
            value={filters.entity}
            onChange={(v?: string) => list.setFilter('entity', v)}
            options={(facets.data?.entities ?? []).map((e) => ({
              value: e,
              label: `${auditEntityLabel(e)} (${e})`,
            }))}
          />
          <DateRangeFilter value={filters[RANGE_FILTER]} onChange={(v) => list.setFilter(RANGE_FILTER, v)} />
        </FilterBar>
        <ListTable list={list} result={result} columns={columns} rowKey="id" noun="log aktivitas" />
      </Card>
    </>
  );
}
