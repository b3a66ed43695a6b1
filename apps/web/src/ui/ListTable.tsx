import type { TableColumnsType, TableProps } from 'antd';
import { Typography } from 'antd';
import { DataTable } from './DataTable';
import type { ListQueryApi } from './useListQuery';

/** One page of a server list, as the list endpoints answer it. */
export interface ListPage<T> {
  items: readonly T[];
  total: number;
}

/** What ListTable needs of a list query's result (a TanStack `useQuery` result fits). */
export interface ListResult<T> {
  data?: ListPage<T> | undefined;
  isFetching: boolean;
  isError: boolean;
}

/**
 * True when the list is narrowed: a search text, a filter (other than those in `ignore`, e.g. a tab)
 * or the trash. Drives the FilterBar's reset and the empty text.
 */
export function isFiltered(list: Pick<ListQueryApi, 'query'>, ignore: readonly string[] = []): boolean {
  const { q, trashed, filters } = list.query;
  return Boolean(q) || Boolean(trashed) || Object.keys(filters).some((key) => !ignore.includes(key));
}

export interface ListTableProps<T> {
  list: Pick<ListQueryApi, 'query' | 'setPage' | 'setSort'>;
  result: ListResult<T>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** What the list holds, in Indonesian (e.g. 'laporan'): builds the empty and error texts. */
  noun: string;
  /** Defaults to `isFiltered(list)`. */
  filtered?: boolean;
  /** Empty text of an unfiltered list; default `Belum ada <noun>`. */
  emptyText?: string;
  /** Empty text of a filtered list; default `Tidak ada <noun> yang cocok`. */
  noMatchText?: string;
  /** Shown under the table when the list cannot be loaded; default `Daftar <noun> tidak dapat dimuat.` */
  errorText?: string;
  rowSelection?: TableProps<T>['rowSelection'];
}

/** A list screen's table: server paging and sort from `useListQuery`, empty texts and the load error line. */
export function ListTable<T extends object>({
  list,
  result,
  columns,
  rowKey,
  noun,
  filtered = isFiltered(list),
  emptyText = `Belum ada ${noun}`,
  noMatchText = `Tidak ada ${noun} yang cocok`,
  errorText = `Daftar ${noun} tidak dapat dimuat.`,
  rowSelection,
}: ListTableProps<T>) {
  return (
    <>
      <DataTable<T>
        rows={result.data?.items ?? []}
        total={result.data?.total ?? 0}
        loading={result.isFetching}
        columns={columns}
        rowKey={rowKey}
        query={list.query}
        onPage={list.setPage}
        onSort={list.setSort}
        emptyText={filtered ? noMatchText : emptyText}
        rowSelection={rowSelection}
      />
      {result.isError ? <Typography.Text type="danger">{errorText}</Typography.Text> : null}
    </>
  );
}
