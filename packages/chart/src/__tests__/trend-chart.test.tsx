import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrendChart } from '../trend-chart.tsx';
import type { Trend } from '../trend-series.ts';

const TREND: Trend = {
  points: ['2026-01', '2026-02'],
  pointsLabel: '月份',
  unit: '萬/坪',
  series: [
    { label: '中位數', values: [61.2, 63.4], colour: '#b35000', format: (value) => `${value}` },
  ],
};

describe('TrendChart', () => {
  it('keeps its box with a skeleton until the chart is drawn, the chart named for screen readers', () => {
    const { container } = render(<TrendChart trend={TREND} label="台北市每月每坪單價中位數" />);
    expect(container.querySelector('.trend-chart__skeleton')).not.toBeNull();
    expect(screen.getByTestId('trend-chart').getAttribute('aria-label')).toBe(
      '台北市每月每坪單價中位數',
    );
  });

  it('says so and points to the table when the chart cannot be drawn (no canvas here)', async () => {
    render(<TrendChart trend={TREND} label="台北市每月每坪單價中位數" />);
    expect(
      await screen.findByText('圖表暫時無法載入，請參考下方的數據表。', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
