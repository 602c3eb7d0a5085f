import { afterIdle } from '@591/router';
import { useEffect, useRef, useState } from 'react';
import type { Trend } from './trend-series.ts';

/** The chart's box, legend included: reserved from the first paint, so nothing ever moves. */
const BOX_HEIGHT = 320;

// The legend's values change with the point under the pointer: each keeps one width, so
// the series beside it stay where they are. The skeleton stands still: a moving background
// is painted again on the main thread every frame, while the page is starting.
const CSS = `
.trend-chart{position:relative;height:${BOX_HEIGHT}px;margin:0;overflow:hidden}
.trend-chart__skeleton{position:absolute;inset:0;border-radius:6px;background:#f3f3f3}
.trend-chart__plot .u-legend{position:absolute;right:0;bottom:0;left:0;font-size:13px;font-variant-numeric:tabular-nums}
.trend-chart__plot .u-legend .u-value{min-width:7em;text-align:left}
.trend-chart__plot .u-legend .u-series:first-child .u-value{min-width:4.5em}
.trend-chart__failed{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;margin:0;border-radius:6px;background:#f7f7f7;color:#555;font-size:14px;text-align:center;padding:0 16px}
`;

type ChartState = 'loading' | 'drawn' | 'failed';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A trend as a line chart (the land price page's quarters, the real-price months). The chart
 * library is its own chunk, fetched and drawn once the page is up and the browser is idle, off
 * the path of the first paint and the page's start: until then the box of the chart's size
 * shows a skeleton. A page shows the same figures as a table beside it, for screen readers
 * and for when the chart cannot load.
 */
export function TrendChart({ trend, label }: { trend: Trend; label: string }) {
  const plot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ChartState>('loading');
  useEffect(() => {
    let cleanUp: (() => void) | undefined;
    let cancelled = false;
    setState('loading');
    const draw = async () => {
      // Three steps, each a task of its own, so none holds the main thread long while the
      // page is starting: the number formats' locale data (the library's first use of Intl
      // loads it), the library, and the drawing.
      new Intl.NumberFormat(navigator.language).format(1);
      await nextTask();
      const { drawTrendChart } = await import('./trend-chart-canvas.ts');
      await nextTask();
      if (cancelled || !plot.current) return;
      // Shown (under the skeleton) before drawing, so the plot is measured at its width.
      plot.current.hidden = false;
      cleanUp = drawTrendChart(plot.current, trend, BOX_HEIGHT);
      setState('drawn');
    };
    const cancelWait = afterIdle(() => {
      draw().catch(() => {
        if (!cancelled) setState('failed');
      });
    }, 0);
    return () => {
      cancelled = true;
      cancelWait();
      cleanUp?.();
    };
  }, [trend]);
  return (
    <figure className="trend-chart">
      <style href="@591/chart/trend-chart" precedence="default">
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
