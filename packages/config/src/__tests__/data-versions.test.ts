import { describe, expect, it } from 'vitest';
import { formatDataVersions, parseDataVersions } from '../data-versions.ts';

describe('data versions header', () => {
  it('is written sorted, so a page made from the same answers always names them the same', () => {
    const named = formatDataVersions(
      new Map<string, string | number>([
        ['search:rent:1', 42],
        ['real-price', '2026Q3'],
      ]),
    );
    expect(named).toBe('real-price=2026Q3,search:rent:1=42');
    expect(parseDataVersions(named)).toEqual([
      ['real-price', '2026Q3'],
      ['search:rent:1', '42'],
    ]);
  });

  it('reads no pairs from `fixed`, an empty header or a pair without a key', () => {
    expect(parseDataVersions('fixed')).toEqual([]);
    expect(parseDataVersions('')).toEqual([]);
    expect(parseDataVersions('=3,new-builds=7')).toEqual([['new-builds', '7']]);
  });
});
