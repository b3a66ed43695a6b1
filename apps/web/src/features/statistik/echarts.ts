import { formatNumber } from '@gratifikasi/domain';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, type EChartsType, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartSpec } from './chartSpec';

// Only what the open-data charts draw: ECharts' core with two chart types, three components and the SVG renderer
// (tree-shaken; loaded by Chart.tsx after the page's figures and tables are on screen).
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const COLORS = ['#1d4e89', '#f0a500', '#2e7d32', '#8c8c8c'];
const jumlah = (v: unknown) => formatNumber(Number(v), 0);

function optionOf(spec: ChartSpec, width: number): EChartsCoreOption {
  const horizontal = spec.kind === 'bar';
  const narrow = width < 560;
  const category = {
    type: 'category',
    data: spec.categories,
    ...(horizontal
      ? { inverse: true, axisLabel: { width: narrow ? Math.round(width * 0.38) : 150, overflow: 'truncate' } }
      : {}),
  };
  const value = {
    type: 'value',
    minInterval: 1,
    ...(narrow ? { splitNumber: 3 } : {}),
    axisLabel: { formatter: jumlah, hideOverlap: true },
  };
  return {
    color: COLORS,
    animation: false,
    grid: { left: 8, right: 24, top: spec.kind === 'stacked' ? 36 : 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: jumlah },
    ...(spec.kind === 'stacked' ? { legend: { top: 0 } } : {}),
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    series: spec.series.map((s) => ({
      name: s.name,
      type: spec.kind === 'line' ? 'line' : 'bar',
      data: s.data,
      ...(spec.kind === 'stacked' ? { stack: 'keputusan' } : {}),
      ...(spec.kind === 'line'
        ? { smooth: true, showSymbol: spec.categories.length <= 24, areaStyle: { opacity: 0.08 } }
        : {}),
      ...(spec.kind !== 'line' ? { barMaxWidth: 36 } : {}),
    })),
  };
}

/** Draws the chart into `el` (labels sized to its width); the caller disposes it. */
export function renderChart(el: HTMLElement, spec: ChartSpec): EChartsType {
  const chart = init(el, null, { renderer: 'svg' });
  chart.setOption(optionOf(spec, el.clientWidth));
  return chart;
}
