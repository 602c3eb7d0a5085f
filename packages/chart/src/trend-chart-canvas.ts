import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Trend } from './trend-series.ts';

/**
 * Draws `trend` into `container`, as wide as it is and, with its legend, exactly `height` tall
 * (the box the page reserved, so nothing below it moves however the legend wraps), and follows
 * its width. Returns the clean-up. Loaded on its own: uPlot is its only user.
 */
export function drawTrendChart(container: HTMLElement, trend: Trend, height: number): () => void {
  const { points } = trend;
  const data: uPlot.AlignedData = [
    points.map((_, index) => index),
    ...trend.series.map((series) => series.values),
  ];
  const chart = new uPlot(
    {
      width: container.clientWidth || 320,
      height,
      scales: { x: { time: false } },
      cursor: { drag: { x: false, y: false } },
      legend: { live: true },
      // The legend names the latest point until the pointer picks another.
      hooks: { ready: [(plot) => plot.setLegend({ idx: points.length - 1 })] },
      axes: [
        {
          values: (_, ticks) => ticks.map((tick) => points[tick] ?? ''),
          incrs: [1, 2, 4, 8, 12],
          stroke: '#555',
          grid: { show: false },
        },
        { label: trend.unit, stroke: '#555', grid: { stroke: '#eee' }, size: 56 },
      ],
      series: [
        { label: trend.pointsLabel, value: (_, index) => points[index] ?? '' },
        ...trend.series.map(
          (series): uPlot.Series => ({
            label: series.label,
            stroke: series.colour,
            width: series.dashed ? 1.5 : 2,
            ...(series.dashed ? { dash: [6, 4] } : { points: { size: 6, fill: series.colour } }),
            value: (_plot, value, _series, index) =>
              value == null ? '-' : series.format(value, index ?? points.length - 1),
          }),
        ),
      ],
    },
    data,
    container,
  );
  // The plot takes what the legend, wrapped to this width and held to the bottom of the box,
  // leaves of it.
  const fit = () => {
    const legend = chart.root.querySelector<HTMLElement>('.u-legend')?.offsetHeight ?? 0;
    chart.setSize({ width: container.clientWidth, height: Math.max(height - legend, 120) });
  };
  fit();
  const resize = new ResizeObserver(fit);
  resize.observe(container);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
