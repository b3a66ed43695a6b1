import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { PhoneCard, phoneColumns } from './phone/PhoneCard';
import { useIsPhone } from './phone/useIsPhone';
import type { ListQuery } from './useListQuery';

export interface DataTableProps<T> {
  rows: readonly T[];
  total: number;
  loading: boolean;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** Paging and sort as held by useListQuery; the server pages and sorts. */
  query: Pick<ListQuery, 'page' | 'per_page' | 'sort' | 'order'>;
  onPage: (page: number, perPage: number) => void;
  onSort: (field?: string, order?: 'asc' | 'desc') => void;
  emptyText?: string;
  /** Checkbox selection of rows (e.g. a bulk action); the caller keeps the selected keys. */
  rowSelection?: TableProps<T>['rowSelection'];
}

function sortOf<T>(sorter: SorterResult<T> | SorterResult<T>[]): { field?: string; order?: 'asc' | 'desc' } {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || one.columnKey === undefined) return {};
  return { field: String(one.columnKey), order: one.order === 'ascend' ? 'asc' : 'desc' };
}

/**
 * A server-paginated, server-sorted table: the columns with `sorter: true` and a `key` sort by that key. On a phone
 * each row is a card (PhoneCard: the first column as heading, the others as labelled lines, `phone: 'hide'` left
 * out), so no list scrolls sideways or hides its last columns off-screen.
 */
export function DataTable<T extends object>({
  rows,
  total,
  loading,
  columns,
  rowKey,
  query,
  onPage,
  onSort,
  emptyText = 'Belum ada data',
  rowSelection,
}: DataTableProps<T>) {
  const phone = useIsPhone();
  // The sort shown in the header follows the URL, not the table's own state.
  const controlled = columns.map((column) =>
    column.key !== undefined && column.sorter
      ? {
          ...column,
          sortOrder:
            query.sort === column.key
              ? query.order === 'desc'
                ? ('descend' as const)
                : ('ascend' as const)
              : null,
        }
      : column,
  );

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const next = sortOf(sorter);
      onSort(next.field, next.order);
    } else if (extra.action === 'paginate') {
      onPage(pagination.current ?? 1, pagination.pageSize ?? query.per_page);
    }
  };

  const cards = phone ? phoneColumns(controlled) : [];
  return (
    <Table<T>
      rowKey={rowKey}
      dataSource={[...rows]}
      columns={
        phone
          ? [
              {
                key: 'kartu',
                render: (_: unknown, row: T, index: number) => (
                  <PhoneCard columns={cards} row={row} index={index} />
                ),
              },
            ]
          : controlled
      }
      showHeader={!phone}
      loading={loading}
      onChange={onChange}
      scroll={phone ? undefined : { x: 'max-content' }}
      locale={{ emptyText }}
      rowSelection={rowSelection}
      pagination={{
        current: query.page,
        pageSize: query.per_page,
        total,
        size: phone ? 'small' : undefined,
        showSizeChanger: !phone,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (count, [from, to]) => `${from}–${to} dari ${count} data`,
      }}
    />
  );
}
