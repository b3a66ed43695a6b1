import type { TableColumnsType } from 'antd';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

type Column<T> = TableColumnsType<T>[number];

/**
 * How a column shows in a phone's card: `hide` leaves it out, `lead` puts it right under the heading (the first
 * column); every other column follows in order.
 */
export interface PhoneColumnMeta {
  phone?: 'hide' | 'lead';
}

/** Columns of a list, some marked for the phone's cards. */
export type PhoneColumnsType<T> = (Column<T> & PhoneColumnMeta)[];

function valueAt(row: object, dataIndex: unknown): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = row;
  for (const key of path) value = (value as Record<string | number, unknown> | null)?.[key as string];
  return value;
}

/** A column's cell as the table would draw it: its render, else the value at its dataIndex. */
function cellOf<T extends object>(column: Column<T>, row: T, index: number): ReactNode {
  const value = valueAt(row, 'dataIndex' in column ? column.dataIndex : undefined);
  if (column.render) {
    const out = column.render(value, row, index);
    // A render may answer `{ children, props }` (cell spans); a card needs the children only.
    if (out && typeof out === 'object' && 'children' in (out as object) && 'props' in (out as object)) {
      return (out as { children: ReactNode }).children;
    }
    return out as ReactNode;
  }
  return value === null || value === undefined ? '-' : (value as ReactNode);
}

const titleOf = <T,>(column: Column<T>): ReactNode =>
  typeof column.title === 'function' ? null : (column.title as ReactNode);

function leaves<T>(columns: TableColumnsType<T>): (Column<T> & PhoneColumnMeta)[] {
  return columns.flatMap((column) =>
    'children' in column && column.children ? leaves(column.children) : [column],
  );
}

/** The leaf columns (a group's children in order) a phone shows: the heading, the `lead` ones, the rest. */
export function phoneColumns<T>(columns: TableColumnsType<T>): Column<T>[] {
  const [head, ...rest] = leaves(columns).filter((column) => column.phone !== 'hide');
  if (!head) return [];
  return [
    head,
    ...rest.filter((column) => column.phone === 'lead'),
    ...rest.filter((column) => column.phone !== 'lead'),
  ];
}

/**
 * One row of a list as a card on a phone: the first column as its heading, then each other column as a line of
 * "label: value" — the same renders as the table's cells, so no list writes its phone layout twice.
 */
export function PhoneCard<T extends object>({
  columns,
  row,
  index,
}: {
  columns: readonly Column<T>[];
  row: T;
  index: number;
}) {
  const [head, ...rest] = columns;
  return (
    <Flex vertical gap={4} data-testid="kartu-baris" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {head ? <div>{cellOf(head, row, index)}</div> : null}
      {rest.map((column, i) => {
        const title = titleOf(column);
        return (
          <Flex key={String(column.key ?? i)} gap={8} wrap="wrap" align="baseline">
            {title ? (
              <Typography.Text type="secondary" style={{ fontSize: 12, flex: '0 0 96px' }}>
                {title}
              </Typography.Text>
            ) : null}
            <div style={{ flex: '1 1 160px', minWidth: 0 }}>{cellOf(column, row, index)}</div>
          </Flex>
        );
      })}
    </Flex>
  );
}
