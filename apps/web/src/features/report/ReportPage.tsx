import { PrinterOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  formatReportCell,
  type ReportArea,
  type ReportMeta,
  reportAreaOf,
  reportMeta,
} from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Card, Descriptions, Flex, Space, Typography } from 'antd';
import { type ComponentType, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/platform/session';
import { DataTable } from '@/ui/DataTable';
import { ExportButton } from '@/ui/ExportButton';
import { PageHeader } from '@/ui/PageHeader';
import { SavedFilters } from '@/ui/SavedFilters';
import { useListQuery } from '@/ui/useListQuery';
import { exportReport, useReport } from './api';
import { laporanDetailLink } from './links';
import { ReportChart } from './ReportChart';
import { ReportFilters } from './ReportFilters';
import './report.css';

type Row = Record<string, string | number | null>;

function columnsOf(meta: ReportMeta, area: ReportArea | null): TableColumnsType<Row> {
  return meta.columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.label,
    sorter: Boolean(c.sortable),
    align: c.format === 'text' ? ('left' as const) : ('right' as const),
    render: (v: string | number | null, row: Row) => {
      const text = formatReportCell(v, c.format);
      // A report's number leads to the report itself where the area has its detail screen.
      const to =
        c.key === 'nosig' && area && typeof row._id === 'number' ? laporanDetailLink(area, row._id) : null;
      return to ? <Link to={to}>{text}</Link> : text;
    },
  }));
}

/**
 * Any report, drawn from its definition (issue 14 §1): filters in the URL, paging and order on the server, the chart
 * of the rows on screen, the totals of the whole filtered set, saved filter sets, the Excel export of everything and
 * a print layout.
 */
export function ReportPage({ reportKey }: { reportKey: string }) {
  const meta = reportMeta(reportKey);
  if (!meta) throw new Error(`unknown report ${reportKey}`);
  const list = useListQuery(`report:${reportKey}`);
  const [, setSearch] = useSearchParams();
  const { data, isFetching, isError } = useReport(reportKey, list.params);
  const { profile } = useSession();
  const area = reportAreaOf(profile?.active_role?.name ?? null);
  const columns = useMemo(() => columnsOf(meta, area), [meta, area]);
  const [exporting, setExporting] = useState(false);
  const values = { ...list.query.filters, ...(list.query.q ? { q: list.query.q } : {}) };
  const shareable: Record<string, string> = Object.fromEntries(
    Object.entries(list.params)
      .filter(([k]) => k !== 'page' && k !== 'per_page')
      .map(([k, v]) => [k, String(v)]),
  );
  const totals = meta.columns.filter((c) => c.total && data?.totals[c.key] !== undefined);

  return (
    <div className="report-page">
      <PageHeader
        title={meta.title}
        subtitle={meta.description}
        extra={
          <Space className="report-noprint">
            <ExportButton
              label={exporting && data ? `Mengekspor ${data.total} baris…` : 'Ekspor Excel'}
              onExport={async () => {
                setExporting(true);
                try {
                  await exportReport(reportKey, list.params);
                } finally {
                  setExporting(false);
                }
              }}
            />
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              Cetak
            </Button>
          </Space>
        }
      />
      <Card size="small" className="report-noprint" style={{ marginBottom: 16 }}>
        <Flex wrap gap={8} justify="space-between">
          <Space wrap>
            <ReportFilters
              filters={meta.filters}
              values={values}
              onChange={(field, value) =>
                field === 'q' ? list.setSearch(value ?? '') : list.setFilter(field, value)
              }
            />
            <Button onClick={list.reset}>Atur ulang</Button>
          </Space>
          <SavedFilters
            reportKey={reportKey}
            current={shareable}
            onApply={(params) => setSearch(new URLSearchParams(params))}
          />
        </Flex>
      </Card>
      {isError ? (
        <Alert type="error" showIcon message="Laporan tidak dapat dimuat" style={{ marginBottom: 16 }} />
      ) : null}
      {data && meta.chart ? <ReportChart meta={meta} result={data} /> : null}
      <DataTable<Row>
        rows={(data?.rows ?? []).map((r, i) => ({ ...r, __key: i }))}
        total={data?.total ?? 0}
        loading={isFetching}
        columns={columns}
        rowKey={'__key' as keyof Row & string}
        query={{
          ...list.query,
          sort: list.query.sort ?? data?.sort.key,
          order: list.query.order ?? data?.sort.order,
        }}
        onPage={list.setPage}
        onSort={list.setSort}
      />
      {data && totals.length > 0 ? (
        <Descriptions
          size="small"
          bordered
          title="Total seluruh data terfilter"
          style={{ marginTop: 16 }}
          data-testid="report-totals"
          // Stale figures stay on screen while the filtered ones load; readers (and tests) are told they are.
          aria-busy={isFetching}
          items={totals.map((c) => ({
            key: c.key,
            label: c.label,
            children: (
              <span data-total={c.key}>{formatReportCell(data.totals[c.key] ?? null, c.format)}</span>
            ),
          }))}
        />
      ) : null}
      {data?.refreshed_at ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Data ringkasan per {formatDateTime(data.refreshed_at)} WIB
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}

const screens = new Map<string, ComponentType>();

/** The screen of one report (a route's component takes no props); one stable component per report. */
export function reportScreen(reportKey: string): ComponentType {
  const cached = screens.get(reportKey);
  if (cached) return cached;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per report and cached, so the type is stable.
  const Screen = () => <ReportPage key={reportKey} reportKey={reportKey} />;
  screens.set(reportKey, Screen);
  return Screen;
}
