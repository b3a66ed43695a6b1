import type { InboxItem } from '@gratifikasi/domain';
import { Card, Col, Row } from 'antd';
import { type ReactNode, useState } from 'react';
import { routeByName } from '@/platform/routes';
import { useAppApis } from '@/ui/appApis';
import { FilterBar } from '@/ui/FilterBar';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import type { BulkResult } from './api';
import { BulkResultAlert, type ShownResult } from './BulkResultAlert';
import { InboxTable, type InboxTableProps } from './InboxTable';
import { useSelection } from './useSelection';

interface BulkRun {
  title: string;
  content?: string;
  okText: string;
  /** What was done, for the result ("didistribusikan ke Grup I"). */
  done: string;
  call: (rows: readonly InboxItem[]) => Promise<BulkResult>;
  /** After a run where nothing failed (e.g. empty the note). */
  onAllDone?: () => void;
}

/**
 * A screen acting on many reports at once (distribution, reassignment): the list of `route` with its selection kept
 * across pages, and `run`, which confirms, calls, shows what succeeded and failed, and empties the selection.
 */
export function useBulkScreen(route: string) {
  const { modal } = useAppApis();
  const list = useListQuery(route);
  const { selected, rowSelection, clear } = useSelection();
  const [shown, setShown] = useState<ShownResult | null>(null);
  const run = ({ title, content, okText, done, call, onAllDone }: BulkRun) => {
    if (selected.length === 0) return;
    const rows = selected;
    modal.confirm({
      title,
      content,
      okText,
      cancelText: 'Batal',
      onOk: async () => {
        const result = await call(rows).catch(() => null);
        if (!result) return;
        setShown({
          result,
          done,
          labels: new Map(rows.map((row) => [row.id, row.nosig ?? `Laporan #${row.id}`])),
        });
        clear();
        if (result.gagal.length === 0) onAllDone?.();
      },
    });
  };
  return { route, list, selected, rowSelection, shown, setShown, run };
}

type BulkScreen = ReturnType<typeof useBulkScreen>;

/** The layout of a bulk screen: header and result, the selectable list on the left, the action on the right. */
export function BulkScreenLayout({
  screen,
  subtitle,
  listTitle,
  table,
  actionTitle,
  children,
}: {
  screen: BulkScreen;
  subtitle: string;
  listTitle: string;
  table: Omit<InboxTableProps, 'list' | 'rowSelection'>;
  actionTitle: string;
  children: ReactNode;
}) {
  const { list, shown, setShown } = screen;
  return (
    <>
      <PageHeader title={routeByName(screen.route).title} subtitle={subtitle} />
      {shown ? <BulkResultAlert shown={shown} onClose={() => setShown(null)} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={listTitle}>
            <FilterBar
              search={list.query.q}
              onSearch={list.setSearch}
              onReset={() => list.setSearch('')}
              active={Boolean(list.query.q)}
            />
            <InboxTable {...table} list={list} rowSelection={screen.rowSelection} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={actionTitle}>{children}</Card>
        </Col>
      </Row>
    </>
  );
}

/** How many reports are ticked, in words. */
export const selectedText = (n: number) => (n === 0 ? 'Belum ada laporan dipilih' : `${n} laporan dipilih`);
