import { canOpen, type InboxItem, type InboxTab } from '@gratifikasi/domain';
import { Skeleton, type TableProps } from 'antd';
import { useMemo } from 'react';
import { routeByName } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { ListTable } from '@/ui/ListTable';
import type { ListQueryApi } from '@/ui/useListQuery';
import { type InboxParams, useInbox } from './api';
import { INBOX_COLUMNS, type InboxColumn, inboxColumns, KPK_DETAIL_ROUTE } from './columns';

/** What an empty tab says: each tab holds a different kind of report. */
export const EMPTY_TEXTS: Record<InboxTab, string> = {
  menunggu: 'Tidak ada laporan yang menunggu tindakan Anda',
  proses: 'Tidak ada laporan yang sedang diproses dalam lingkup Anda',
  dikembalikan: 'Tidak ada laporan yang dikembalikan kepada Anda',
  terlambat: 'Tidak ada laporan yang melewati tenggat',
  selesai: 'Belum ada laporan yang Anda proses',
};

export interface InboxTableProps {
  list: ListQueryApi;
  tab: InboxTab;
  /** Fixed filters of the screen (e.g. `langkah`), added to the list's own query. */
  fixed?: InboxParams;
  detailRoute?: string | null;
  columns?: readonly InboxColumn[];
  emptyText?: string;
  rowSelection?: TableProps<InboxItem>['rowSelection'];
}

/** One tab of the inbox as a server-paged table; a skeleton until the first page arrives. */
export function InboxTable({
  list,
  tab,
  fixed,
  detailRoute = KPK_DETAIL_ROUTE,
  columns: keys = INBOX_COLUMNS,
  emptyText = EMPTY_TEXTS[tab],
  rowSelection,
}: InboxTableProps) {
  const params = useMemo(() => {
    const { tab: _fromQuery, ...rest } = list.params;
    return { ...rest, ...fixed, tab };
  }, [list.params, fixed, tab]);
  const result = useInbox(params);
  const { profile } = useSession();
  // A role that may not open the detail screen sees the number without a link.
  const linkTo = detailRoute && canOpen(routeByName(detailRoute), profile) ? detailRoute : null;
  const columns = useMemo(() => inboxColumns(linkTo, keys), [linkTo, keys]);

  if (result.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <ListTable
      list={list}
      result={result}
      columns={columns}
      rowKey="id"
      noun="laporan"
      filtered={Boolean(list.query.q)}
      emptyText={emptyText}
      noMatchText="Tidak ada laporan yang cocok dengan pencarian"
      rowSelection={rowSelection}
    />
  );
}
