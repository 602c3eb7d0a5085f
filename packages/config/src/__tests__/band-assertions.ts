import { expect } from 'vitest';
import { type BandRange, type FilterOption, parseBandId } from '../filter-option.ts';

/** A band list is open at both ends, leaves no gap or overlap, and rises. */
export function expectContiguousBands(options: readonly FilterOption[]): void {
  const ranges = options.map(({ id }) => parseBandId(id));
  expect(ranges).not.toContain(null);
  const bands = ranges as BandRange[];
  expect(bands.length).toBeGreaterThanOrEqual(2);
  expect(bands[0]?.lower).toBeNull();
  expect(bands.at(-1)?.upper).toBeNull();
  bands.forEach((band, index) => {
    const next = bands[index + 1];
    if (!next) return;
    expect(band.upper).not.toBeNull();
    expect(band.upper).toBeGreaterThan(band.lower ?? 0);
    expect(next.lower).toBe(band.upper);
  });
  expect(new Set(options.map(({ name }) => name)).size).toBe(options.length);
}
