import type { ReportMeta, ReportResult } from '@gratifikasi/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReportChartSpec } from './echarts';

/** The chart of the rows on screen, drawn by ECharts loaded on first use (its own chunk). */
export function ReportChart({ meta, result }: { meta: ReportMeta; result: ReportResult }) {
  const spec = useMemo<ReportChartSpec | null>(() => {
    const chart = meta.chart;
    if (!chart) return null;
    return {
      type: chart.type,
      categories: result.rows.map((r) => String(r[chart.x] ?? '')),
      series: chart.y.map((y) => ({
        name: meta.columns.find((c) => c.key === y)?.label ?? y,
        data: result.rows.map((r) => Number(r[y] ?? 0)),
      })),
    };
  }, [meta, result]);
  if (!spec || result.rows.length === 0) return null;
  return <ChartBox spec={spec} label={`Grafik ${meta.title}`} />;
}

/** One chart drawn from its spec; nothing when ECharts cannot load (the figures stay in the table beside it). */
export function ChartBox({
  spec,
  label,
  height = 320,
}: {
  spec: ReportChartSpec;
  label: string;
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    import('./echarts')
      .then(({ renderReportChart }) => {
        const el = ref.current;
        if (disposed || !el) return;
        const chart = renderReportChart(el, spec);
        const observer = new ResizeObserver(() => chart.resize());
        observer.observe(el);
        cleanup = () => {
          observer.disconnect();
          chart.dispose();
        };
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      cleanup();
    };
  }, [spec]);

  if (failed) return null;
  return (
    <div
      ref={ref}
      role="img"
      aria-label={label}
      data-testid="report-chart"
      className="report-chart"
      style={{ height, width: '100%', marginBottom: 16 }}
    />
  );
}
