import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../taiwan-day.ts';

describe('isCalendarDate', () => {
  it('accepts real days, leap days included', () => {
    expect(isCalendarDate('2026-11-29')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('answers false, never throws, for days that do not exist or are not written YYYY-MM-DD', () => {
    for (const text of [
      '2026-99-99',
      '9999-99-99',
      '2026-02-30',
      '2027-02-29',
      '2026-1-5',
      '',
      'x',
    ]) {
      expect(isCalendarDate(text)).toBe(false);
    }
  });
});
