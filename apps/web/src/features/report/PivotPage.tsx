import {
  formatNumber,
  formatRupiah,
  PIVOT_DIMENSI,
  PIVOT_DIMENSI_OBJEK,
  PIVOT_UKURAN,
  PIVOT_UKURAN_OBJEK,
  type PivotDimensi,
  type PivotUkuran,
  pivotGrid,
} from '@gratifikasi/domain';
import { Alert, Card, Empty, Flex, Select, Space, Spin, Typography } from 'antd';
import { type DragEvent, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButton } from '@/ui/ExportButton';
import { PageHeader } from '@/ui/PageHeader';
import { exportPivot, usePivot } from './api';
import { ReportFilters } from './ReportFilters';
import './report.css';

const FILTERS = ['tahun', 'bulan', 'instansi_id', 'provinsi_id', 'status', 'kanal'] as const;
type Zone = 'baris' | 'kolom' | 'tersedia';
const MAX: Record<Zone, number> = { baris: 3, kolom: 2, tersedia: 99 };

const list = (v: string | null): PivotDimensi[] =>
  (v ?? '').split(',').filter((d): d is PivotDimensi => d in PIVOT_DIMENSI);

/** A zone of dimension chips: drag one here to move it; Select does the same from the keyboard. */
function DropZone({
  zone,
  items,
  onDrop,
  label,
}: {
  zone: Zone;
  items: PivotDimensi[];
  onDrop: (dim: PivotDimensi, to: Zone) => void;
  label: string;
}) {
  const drop = (e: DragEvent) => {
    e.preventDefault();
    const dim = e.dataTransfer.getData('text/plain') as PivotDimensi;
    if (dim in PIVOT_DIMENSI) onDrop(dim, zone);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer's shortcut; the Selects below do the same from the keyboard.
    <div
      onDragOver={(e) => e.preventDefault()}
      onDrop={drop}
      data-zone={zone}
      style={{
        border: '1px dashed #bfbfbf',
        borderRadius: 6,
        padding: 8,
        minHeight: 44,
        flex: 1,
        minWidth: 220,
      }}
    >
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </Typography.Text>
      <Space wrap size={4}>
        {items.map((d) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: as above, the Selects are the keyboard path.
          <span
            key={d}
            draggable
            onDragStart={(e) => e.dataTransfer.setData('text/plain', d)}
            style={{
              cursor: 'grab',
              padding: '2px 8px',
              borderRadius: 4,
              background: '#e6f0fa',
              border: '1px solid #91b7e0',
            }}
          >
            {PIVOT_DIMENSI[d]}
          </span>
        ))}
      </Space>
    </div>
  );
}

/**
 * The pivot (issue 14 §3): dimensions dragged (or picked) onto rows and columns, a measure, the summary's filters; the
 * server sums, the screen lays out the grid with its totals; everything in the URL.
 */
export function PivotPage() {
  const [search, setSearch] = useSearchParams();
  const baris = list(search.get('baris') ?? 'instansi');
  const kolom = list(search.get('kolom') ?? 'tahun');
  const ukuran = (search.get('ukuran') ?? 'jumlah') as PivotUkuran;
  const filters = Object.fromEntries(
    FILTERS.flatMap((f) => (search.get(f) ? [[f, search.get(f) as string]] : [])),
  );
  const params = { baris: baris.join(','), kolom: kolom.join(','), ukuran, ...filters };
  const { data, isFetching, isError } = usePivot(params, baris.length > 0);
  const grid = useMemo(() => (data ? pivotGrid(data) : null), [data]);
  const fmt = (v: number | string | null) =>
    v === null ? '' : ukuran === 'nilai' ? formatRupiah(v) : formatNumber(v, 0);

  const set = (next: Record<string, string | undefined>) => {
    const s = new URLSearchParams(search);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === '') s.delete(k);
      else s.set(k, v);
    }
    setSearch(s);
  };
  // The kind of object is an item's: with it the measure is the items' (count of objects or value).
  const perObjek = [...baris, ...kolom].includes('jenis_objek');
  // Adding it drops the report-only dimensions (unit, value band) and a report measure for the object count.
  const place = (b: PivotDimensi[], k: PivotDimensi[]) => {
    const objek = [...b, ...k].includes('jenis_objek');
    const keep = (d: PivotDimensi) => !objek || PIVOT_DIMENSI_OBJEK.includes(d);
    set({
      baris: b.filter(keep).join(','),
      kolom: k.filter(keep).join(','),
      ...(objek && !PIVOT_UKURAN_OBJEK.includes(ukuran) ? { ukuran: 'objek' } : {}),
    });
  };
  const move = (dim: PivotDimensi, to: Zone) => {
    const b = baris.filter((d) => d !== dim);
    const k = kolom.filter((d) => d !== dim);
    if (to === 'baris' && b.length < MAX.baris) b.push(dim);
    if (to === 'kolom' && k.length < MAX.kolom) k.push(dim);
    place(b, k);
  };
  const free = (Object.keys(PIVOT_DIMENSI) as PivotDimensi[]).filter(
    (d) => !baris.includes(d) && !kolom.includes(d),
  );
  const dimOptions = (Object.keys(PIVOT_DIMENSI) as PivotDimensi[]).map((d) => ({
    value: d,
    label: PIVOT_DIMENSI[d],
    disabled: perObjek && !PIVOT_DIMENSI_OBJEK.includes(d),
  }));

  return (
    <div className="report-page">
      <PageHeader
        title="Laporan Pivot"
        subtitle="Tarik dimensi ke baris atau kolom, pilih ukuran; penjumlahan dilakukan di server atas ringkasan laporan."
        extra={
          <span className="report-noprint">
            <ExportButton onExport={() => exportPivot(params)} />
          </span>
        }
      />
      <Card size="small" className="report-noprint" style={{ marginBottom: 16 }}>
        <Flex gap={8} wrap style={{ marginBottom: 8 }}>
          <DropZone zone="tersedia" items={free} onDrop={move} label="Dimensi tersedia" />
          <DropZone zone="baris" items={baris} onDrop={move} label="Baris (maks. 3)" />
          <DropZone zone="kolom" items={kolom} onDrop={move} label="Kolom (maks. 2)" />
        </Flex>
        <Space wrap>
          <Select
            mode="multiple"
            aria-label="Dimensi baris"
            placeholder="Baris"
            style={{ minWidth: 240 }}
            maxCount={3}
            value={baris}
            options={dimOptions.filter((o) => !kolom.includes(o.value))}
            onChange={(v: PivotDimensi[]) => place(v, kolom)}
          />
          <Select
            mode="multiple"
            aria-label="Dimensi kolom"
            placeholder="Kolom"
            style={{ minWidth: 200 }}
            maxCount={2}
            value={kolom}
            options={dimOptions.filter((o) => !baris.includes(o.value))}
            onChange={(v: PivotDimensi[]) => place(baris, v)}
          />
          <Select
            aria-label="Ukuran"
            style={{ width: 200 }}
            value={ukuran}
            options={Object.entries(PIVOT_UKURAN).map(([value, label]) => ({
              value,
              label,
              disabled: perObjek && !PIVOT_UKURAN_OBJEK.includes(value as PivotUkuran),
            }))}
            onChange={(v) => set({ ukuran: v })}
          />
          <ReportFilters filters={FILTERS} values={filters} onChange={(f, v) => set({ [f]: v })} />
        </Space>
      </Card>
      {isError ? <Alert type="error" showIcon message="Pivot tidak dapat dihitung" /> : null}
      {baris.length === 0 ? <Empty description="Tarik paling sedikit satu dimensi ke baris" /> : null}
      <Spin spinning={isFetching}>
        {grid && data ? (
          <div style={{ overflowX: 'auto' }}>
            <table className="pivot-table" data-testid="pivot-table">
              <thead>
                <tr>
                  {data.baris.map((d) => (
                    <th key={d}>{PIVOT_DIMENSI[d as PivotDimensi]}</th>
                  ))}
                  {grid.cols.map((c) => (
                    <th key={c.join('|')}>{c.join(' / ')}</th>
                  ))}
                  <th>Total</th>
                </tr>
              </thead>
              <tbody>
                {grid.rows.map((r) => (
                  <tr key={r.join('|')}>
                    {data.baris.map((d, i) => (
                      <td key={d}>{r[i]}</td>
                    ))}
                    {grid.cols.map((c) => (
                      <td key={c.join('|')} className="num">
                        {fmt(grid.value(r, c))}
                      </td>
                    ))}
                    <td className="num total">{fmt(grid.rowTotal(r))}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={data.baris.length}>Total</td>
                  {grid.cols.map((c) => (
                    <td key={c.join('|')} className="num total">
                      {fmt(grid.colTotal(c))}
                    </td>
                  ))}
                  <td className="num total" data-testid="pivot-grand">
                    {fmt(grid.grand)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : null}
      </Spin>
    </div>
  );
}
