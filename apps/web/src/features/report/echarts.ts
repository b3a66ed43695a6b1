import { formatNumber } from '@gratifikasi/domain';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsType, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what the report charts draw (tree-shaken; loaded by ReportChart after the table is on screen).
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface ReportChartSpec {
  type: 'bar' | 'line';
  categories: string[];
  series: { name: string; data: number[] }[];
}

/** Draws a report's chart into `el`; the caller disposes it. */
export function renderReportChart(el: HTMLElement, spec: ReportChartSpec): EChartsType {
  const chart = init(el, null, { renderer: 'svg' });
  const fmt = (v: unknown) => formatNumber(Number(v), Number.isInteger(Number(v)) ? 0 : 2);
  chart.setOption({
    color: ['#1d4e89', '#f0a500', '#2e7d32'],
    animation: false,
    grid: { left: 8, right: 24, top: spec.series.length > 1 ? 36 : 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: fmt },
    ...(spec.series.length > 1 ? { legend: { top: 0 } } : {}),
    xAxis: {
      type: 'category',
      data: spec.categories,
      axisLabel: {
        interval: 0,
        rotate: spec.categories.length > 6 ? 30 : 0,
        width: 120,
        overflow: 'truncate',
      },
    },
    yAxis: { type: 'value', axisLabel: { formatter: fmt, hideOverlap: true } },
    series: spec.series.map((s) => ({
      name: s.name,
      type: spec.type,
      data: s.data,
      ...(spec.type === 'bar' ? { barMaxWidth: 36 } : { smooth: true }),
    })),
  });
  return chart;
}
