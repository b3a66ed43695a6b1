import type { InboxItem } from '@gratifikasi/domain';
import type { TableProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';

/**
 * Rows ticked for a bulk action, kept with the row as it was seen (its `version` goes with the request), across
 * pages of the list: paging keeps what was ticked on other pages.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, InboxItem>>(new Map());

  const rowSelection = useMemo<NonNullable<TableProps<InboxItem>['rowSelection']>>(
    () => ({
      selectedRowKeys: [...selected.keys()],
      preserveSelectedRowKeys: true,
      onChange: (keys, rows) =>
        setSelected((prev) => {
          const shown = new Map(rows.filter(Boolean).map((row) => [row.id, row]));
          const next = new Map<number, InboxItem>();
          for (const key of keys) {
            const row = shown.get(Number(key)) ?? prev.get(Number(key));
            if (row) next.set(row.id, row);
          }
          return next;
        }),
    }),
    [selected],
  );

  /**
   * Empties the selection after a bulk action: a report that failed was most likely moved by someone else, so
   * its version is stale and it is ticked again from the refreshed list if it still waits.
   */
  const clear = useCallback(() => setSelected(new Map()), []);

  return { selected: [...selected.values()], rowSelection, clear };
}
