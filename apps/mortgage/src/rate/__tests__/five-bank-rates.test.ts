import { describe, expect, it } from 'vitest';
import {
  FIVE_BANK_RATES,
  latestRate,
  monthName,
  publishedName,
  yearEndRates,
} from '../five-bank-rates.ts';

describe('the kept series', () => {
  it('is in month order, one figure a month, each a plausible rate with its source', () => {
    const months = FIVE_BANK_RATES.map((rate) => rate.month);
    expect(months).toEqual([...new Set(months)].sort());
    for (const rate of FIVE_BANK_RATES) {
      expect(rate.month).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      expect(rate.ratePercent).toBeGreaterThan(0);
      expect(rate.ratePercent).toBeLessThan(15);
      expect(rate.source.url).toMatch(/^https:\/\//);
      // A figure is never published before the month it describes has ended.
      expect(rate.source.published.slice(0, 7) > rate.month).toBe(true);
    }
  });

  it('draws one figure a year, the December one', () => {
    const years = yearEndRates().map((rate) => rate.month.slice(0, 4));
    expect(new Set(years).size).toBe(years.length);
    expect(yearEndRates().every((rate) => rate.month.endsWith('-12'))).toBe(true);
  });

  it('names the newest month, whatever the order it was added in', () => {
    const [first, second] = FIVE_BANK_RATES;
    expect(latestRate([second!, first!])).toBe(second);
    expect(latestRate().month).toBe(FIVE_BANK_RATES.at(-1)!.month);
  });
});

describe('names', () => {
  it('writes months and publication days the way readers in Taiwan do', () => {
    expect(monthName('2026-01')).toBe('2026年1月');
    expect(publishedName('2026-02-25')).toBe('2026年2月25日');
    expect(publishedName('2026-01')).toBe('2026年1月');
  });
});
