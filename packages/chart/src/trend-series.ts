/** One line of a trend chart: its name, a value per point (null where there is none), its look. */
export interface TrendSeries {
  label: string;
  values: (number | null)[];
  colour: string;
  /** A dashed, thinner line: a figure beside the main one (an average beside the median). */
  dashed?: boolean;
  /** The value in the legend, e.g. `62.30 萬/坪（12筆）`; `index` is the point's. */
  format: (value: number, index: number) => string;
}

/** What a trend chart shows: the points' names along the bottom, and its lines. */
export interface Trend {
  /** The name of each point: a quarter (2025 Q4) or a month (2026-01). */
  points: string[];
  /** The legend's name for the points' axis: 季別, 月份. */
  pointsLabel: string;
  /** The unit of the values' axis: 萬/坪. */
  unit: string;
  series: TrendSeries[];
}
