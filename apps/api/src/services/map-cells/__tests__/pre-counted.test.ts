import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../search-params.ts';
import { PRE_COUNTED_MAX_ZOOM } from '../cell-sql.ts';
import { preCounted } from '../tile-clusters.ts';

describe('which tiles the counts ahead answer', () => {
  it('answers a section’s whole map of a region, or of Taiwan, up to a district’s zoom', () => {
    expect(preCounted(parseSearch('rent', { region: 1 }), PRE_COUNTED_MAX_ZOOM)).toBe(true);
    expect(preCounted(parseSearch('sale', {}), 7)).toBe(true);
    // Land has two types: a type narrows its map.
    expect(preCounted(parseSearch('land', { region: 1 }), 12)).toBe(true);
    expect(preCounted(parseSearch('land', { region: 1, type: 2 }), 12)).toBe(false);
  });

  it('leaves any filter, a street’s zoom and unmapped sections to the listings', () => {
    expect(preCounted(parseSearch('rent', { region: 1, keyword: '套房' }), 12)).toBe(false);
    expect(preCounted(parseSearch('rent', { region: 1, mrt: 1 }), 12)).toBe(false);
    expect(preCounted(parseSearch('rent', { region: 1 }), PRE_COUNTED_MAX_ZOOM + 1)).toBe(false);
    expect(preCounted(parseSearch('business', { region: 1 }), 12)).toBe(false);
  });
});
