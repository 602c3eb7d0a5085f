import { describe, expect, it } from 'vitest';
import { youthLoanOpen } from '../mortgage.ts';

describe('youthLoanOpen', () => {
  it('takes applications through its last day, as counted in Taiwan', () => {
    // 2026-07-31 23:30 in Taiwan is 15:30 UTC: still the last day.
    expect(youthLoanOpen(new Date('2026-07-31T15:30:00Z'))).toBe(true);
    // 2026-08-01 00:30 in Taiwan is 16:30 UTC on 31 July: already closed.
    expect(youthLoanOpen(new Date('2026-07-31T16:30:00Z'))).toBe(false);
  });

  it('was not open before it started', () => {
    expect(youthLoanOpen(new Date('2023-07-31T03:00:00Z'))).toBe(false);
    expect(youthLoanOpen(new Date('2023-08-01T03:00:00Z'))).toBe(true);
  });
});
