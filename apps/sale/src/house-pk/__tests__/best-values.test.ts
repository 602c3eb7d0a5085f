import { describe, expect, it } from 'vitest';
import { lowestColumns } from '../best-values.ts';

describe('best value of a comparison row', () => {
  it('is the lowest, ties included', () => {
    expect([...lowestColumns([88.5, 72.1, 95])]).toEqual([1]);
    expect([...lowestColumns([30, 28.4, 28.4, 31])]).toEqual([1, 2]);
  });

  it('skips columns without a value', () => {
    expect([...lowestColumns([null, 12, undefined, 3])]).toEqual([3]);
  });

  it('marks nothing with one value or when every value is the same', () => {
    expect(lowestColumns([null, 12]).size).toBe(0);
    expect(lowestColumns([20, 20]).size).toBe(0);
  });
});
