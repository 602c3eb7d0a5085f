import type { PriceQuarter } from '@591/api-client';
import { useEffect, useRef, useState } from 'react';

/** uPlot's legend under the plot adds about this much to its height. */
const LEGEND_HEIGHT = 40;
const PLOT_HEIGHT = 280;

const CSS = `
.trend-chart{position:relative;min-height:${PLOT_HEIGHT + LEGEND_HEIGHT}px;margin:0}
.trend-chart__skeleton{height:${PLOT_HEIGHT + LEGEND_HEIGHT}px;border-radius:6px;background:linear-gradient(90deg,#f3f3f3 25%,#e9e9e9 50%,#f3f3f3 75%);background-size:200% 100%;animation:trend-chart 1.2s linear infinite}
.trend-chart__plot .u-legend{font-size:13px}
.trend-chart__failed{display:flex;align-items:center;justify-content:center;height:${PLOT_HEIGHT + LEGEND_HEIGHT}px;border-radius:6px;background:#f7f7f7;color:#555;font-size:14px;text-align:center;padding:0 16px}
@media (prefers-reduced-motion:reduce){.trend-chart__skeleton{animation:none}}
@keyframes trend-chart{from{background-position:100% 0}to{background-position:-100% 0}}
`;

type ChartState = 'loading' | 'drawn' | 'failed';

/**
 * The trend as a line chart. The chart library is its own chunk, fetched once the page is in
 * the browser: the server and the first paint show a skeleton of the chart's size.
 */
export function TrendChart({ quarters, label }: { quarters: PriceQuarter[]; label: string }) {
  const plot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ChartState>('loading');
  useEffect(() => {
    let cleanUp: (() => void) | undefined;
    let cancelled = false;
    setState('loading');
    import('./trend-chart-canvas.ts').then(
      ({ drawTrendChart }) => {
        if (cancelled || !plot.current) return;
        cleanUp = drawTrendChart(plot.current, quarters);
        setState('drawn');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      cleanUp?.();
    };
  }, [quarters]);
  return (
    <figure className="trend-chart">
      <style href="@591/land/trend-chart" precedence="default">
        {CSS}
      </style>
      {state === 'loading' && <div className="trend-chart__skeleton" aria-hidden="true" />}
      {state === 'failed' && (
        <p className="trend-chart__failed">圖表暫時無法載入，請參考下方的數據表。</p>
      )}
      <div
        ref={plot}
        className="trend-chart__plot"
        role="img"
        aria-label={label}
        hidden={state !== 'drawn'}
        data-testid="trend-chart"
      />
    </figure>
  );
}
