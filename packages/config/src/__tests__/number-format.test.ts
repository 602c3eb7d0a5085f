import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatThousands } from '../number-format.ts';

describe('formatThousands', () => {
  it.each([
    [1234567, '1,234,567'],
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [-1234567, '-1,234,567'],
    [1234.5, '1,234.5'],
    [-0.25, '-0.25'],
    [1234567.891, '1,234,567.891'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [0.0000001, '0.0000001'],
  ])('writes %d as %s', (value, text) => {
    expect(formatThousands(value)).toBe(text);
  });

  it('writes negative zero as 0', () => {
    expect(formatThousands(-0)).toBe('0');
  });

  it('gives an empty string for NaN and infinities rather than showing them', () => {
    expect(formatThousands(Number.NaN)).toBe('');
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatThousands(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('reads back as the same number once the separators are removed', () => {
    const plain = fc.double({ min: -1e20, max: 1e20, noNaN: true }).filter((value) => {
      const size = Math.abs(value);
      return size === 0 || size >= 1e-6;
    });
    fc.assert(
      fc.property(plain, (value) => {
        expect(Number(formatThousands(value).replaceAll(',', ''))).toBe(value === 0 ? 0 : value);
      }),
    );
  });

  it('groups the whole part in threes and leaves the fraction alone', () => {
    fc.assert(
      fc.property(fc.integer(), (value) => {
        expect(formatThousands(value)).toMatch(/^-?\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});
