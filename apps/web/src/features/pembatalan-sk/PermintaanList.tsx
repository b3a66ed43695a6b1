import {
  formatDate,
  type PermintaanPage,
  STATUS_PERMINTAAN,
  type StatusPermintaan,
} from '@gratifikasi/domain';
import { Card, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { FilterBar } from '@/ui/FilterBar';
import { FilterTabs } from '@/ui/FilterTabs';
import { isFiltered, ListTable } from '@/ui/ListTable';
import type { ListQueryApi } from '@/ui/useListQuery';
import type { PermintaanParams } from './api';
import { StatusPermintaanTag, statusTabs } from './parts';

/** The fields every kind of request lists (SK cancellation, deletion). */
interface PermintaanRow {
  id: number;
  laporan_id: number;
  nosig: string | null;
  pelapor_nama: string | null;
  alasan: string;
  pengaju: string | null;
  created_at: string;
  status: StatusPermintaan;
}

const statusOf = (value: string | undefined): StatusPermintaan | undefined =>
  (STATUS_PERMINTAAN as readonly string[]).includes(value ?? '') ? (value as StatusPermintaan) : undefined;

/** A request list's query from the screen's URL: the status tab, the search and the page. */
export function permintaanParams(list: ListQueryApi): PermintaanParams & { status?: StatusPermintaan } {
  return {
    status: statusOf(list.query.filters.status),
    q: list.query.q,
    page: list.query.page,
    per_page: list.query.per_page,
  };
}

/**
 * A list of requests on reports: status tabs with their counts, the search, and the table — the report number (as
 * the kind opens it), the reporter, the kind's own columns, the reason, who asked, when, and the status.
 */
export function PermintaanListCard<T extends PermintaanRow>({
  list,
  result,
  noun,
  nosigCell,
  columns,
  ignore = ['status'],
}: {
  list: ListQueryApi;
  result: { data?: PermintaanPage<T> | undefined; isFetching: boolean; isError: boolean };
  noun: string;
  nosigCell: (row: T) => ReactNode;
  /** The kind's own columns, after the reporter's. */
  columns: TableColumnsType<T>;
  /** Filters that are the screen's own (the tab, an open drawer), not a narrowing of the list. */
  ignore?: readonly string[];
}) {
  const status = statusOf(list.query.filters.status);
  return (
    <Card>
      <FilterTabs
        activeKey={status ?? ''}
        onChange={(key) => list.setFilter('status', key)}
        items={statusTabs(result.data?.jumlah)}
      />
      <FilterBar list={list} active={isFiltered(list, ignore)} />
      <ListTable<T>
        list={list}
        result={result}
        rowKey="id"
        noun={noun}
        filtered={isFiltered(list, ignore)}
        columns={[
          { key: 'nosig', title: 'Nomor Laporan', render: (_, r) => nosigCell(r) },
          { key: 'pelapor', title: 'Pelapor', render: (_, r) => r.pelapor_nama ?? '-' },
          ...columns,
          { key: 'alasan', title: 'Alasan', ellipsis: true, render: (_, r) => r.alasan },
          { key: 'pengaju', title: 'Pengaju', render: (_, r) => r.pengaju ?? '-' },
          { key: 'tanggal', title: 'Diajukan', render: (_, r) => formatDate(r.created_at) },
          { key: 'status', title: 'Status', render: (_, r) => <StatusPermintaanTag status={r.status} /> },
        ]}
      />
    </Card>
  );
}
