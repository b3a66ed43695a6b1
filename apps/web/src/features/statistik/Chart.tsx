import { useEffect, useRef, useState } from 'react';
import { type ChartSpec, chartHeight } from './chartSpec';

/**
 * One chart, drawn by ECharts loaded on first use (its own chunk, after the page's figures and tables are shown).
 * The table beside it carries the same figures for screen readers and for a failed download.
 */
export function Chart({ spec, label }: { spec: ChartSpec; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    import('./echarts')
      .then(({ renderChart }) => {
        const el = ref.current;
        if (disposed || !el) return;
        const chart = renderChart(el, spec);
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

  if (failed) return <p className="st-muted">Grafik tidak dapat dimuat; angkanya ada pada tabel.</p>;
  return (
    <div
      ref={ref}
      className="st-chart"
      role="img"
      aria-label={label}
      data-testid="statistik-chart"
      style={{ height: chartHeight(spec) }}
    />
  );
}
