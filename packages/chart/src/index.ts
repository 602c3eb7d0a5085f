export { TrendChart } from './trend-chart.tsx';
export type { Trend, TrendSeries } from './trend-series.ts';
