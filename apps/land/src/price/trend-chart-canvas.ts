import type { PriceQuarter } from '@591/api-client';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const MEDIAN_COLOUR = '#b35000';
const AVERAGE_COLOUR = '#7a7a7a';

/**
 * Draws the quarters' median and average 萬/坪 into `container`, as wide as it is and, with
 * its legend, exactly `height` tall (the box the page reserved, so nothing below it moves
 * however the legend wraps), and follows its width. Returns the clean-up. Loaded on its own
 * (uPlot is its only user).
 */
export function drawTrendChart(
  container: HTMLElement,
  quarters: PriceQuarter[],
  height: number,
): () => void {
  const labels = quarters.map((quarter) => quarter.quarter.replace('Q', ' Q'));
  const data: uPlot.AlignedData = [
    quarters.map((_, index) => index),
    quarters.map((quarter) => quarter.medianUnitPrice),
    quarters.map((quarter) => quarter.averageUnitPrice),
  ];
  const chart = new uPlot(
    {
      width: container.clientWidth || 320,
      height,
      scales: { x: { time: false } },
      cursor: { drag: { x: false, y: false } },
      legend: { live: true },
      // The legend names the latest quarter until the pointer picks another.
      hooks: { ready: [(plot) => plot.setLegend({ idx: quarters.length - 1 })] },
      axes: [
        {
          values: (_, ticks) => ticks.map((tick) => labels[tick] ?? ''),
          incrs: [1, 2, 4, 8],
          stroke: '#555',
          grid: { show: false },
        },
        { label: '萬/坪', stroke: '#555', grid: { stroke: '#eee' }, size: 56 },
      ],
      series: [
        { label: '季別', value: (_, index) => labels[index] ?? '' },
        {
          label: '中位數',
          stroke: MEDIAN_COLOUR,
          width: 2,
          points: { size: 6, fill: MEDIAN_COLOUR },
          value: (_, value) => (value == null ? '-' : `${value} 萬/坪`),
        },
        {
          label: '平均',
          stroke: AVERAGE_COLOUR,
          width: 1.5,
          dash: [6, 4],
          value: (_, value) => (value == null ? '-' : `${value} 萬/坪`),
        },
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
