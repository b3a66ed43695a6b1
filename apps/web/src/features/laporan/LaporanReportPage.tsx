import { useQueries } from '@tanstack/react-query';
import { Card, Flex, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ExportButton } from '@/ui/ExportButton';
import { PageHeader } from '@/ui/PageHeader';
import { exportLaporan, type TabCount, tabCountsQuery } from './api';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 5 }, (_, i) => thisYear - i);

interface YearRow {
  tahun: number;
  counts: Record<string, number>;
  total: number;
}

/** The reporter's own reports by year (rows) and status group (columns), exportable per year. */
export function LaporanReportPage() {
  const [tahun, setTahun] = useState<number>(thisYear);
  const results = useQueries({ queries: YEARS.map((y) => tabCountsQuery(y)) });
  const tabs: TabCount[] = results.find((r) => r.data)?.data?.filter((t) => t.key !== 'SEMUA') ?? [];
  const rows: YearRow[] = YEARS.map((y, i) => {
    const data = results[i]?.data ?? [];
    const counts = Object.fromEntries(data.map((t) => [t.key, t.count]));
    return {
      tahun: y,
      counts,
      total: data.filter((t) => t.key !== 'SEMUA').reduce((s, t) => s + t.count, 0),
    };
  });
  const columns: TableColumnsType<YearRow> = [
    { key: 'tahun', title: 'Tahun', dataIndex: 'tahun' },
    ...tabs.map((t) => ({
      key: t.key,
      title: t.label,
      align: 'right' as const,
      render: (_: unknown, r: YearRow) => r.counts[t.key] ?? 0,
    })),
    { key: 'total', title: 'Jumlah', align: 'right', render: (_, r) => <strong>{r.total}</strong> },
  ];

  return (
    <>
      <PageHeader
        title="Rekap Laporan Saya"
        subtitle="Jumlah laporan gratifikasi Anda per tahun dan status."
      />
      <Card>
        <Flex gap={8} align="center" justify="flex-end" style={{ marginBottom: 16 }}>
          <Select
            aria-label="Tahun ekspor"
            value={tahun}
            style={{ width: 120 }}
            onChange={setTahun}
            options={YEARS.map((y) => ({ value: y, label: String(y) }))}
          />
          <ExportButton
            label={`Ekspor Excel ${tahun}`}
            onExport={() => exportLaporan('list-individu', { tahun })}
          />
        </Flex>
        <Table<YearRow>
          rowKey="tahun"
          size="small"
          loading={results.some((r) => r.isLoading)}
          dataSource={rows}
          columns={columns}
          pagination={false}
        />
      </Card>
    </>
  );
}
