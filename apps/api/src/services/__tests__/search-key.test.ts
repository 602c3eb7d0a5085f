import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchFiltersOf, searchKey } from '../search-key.ts';
import { parseSearch } from '../search-params.ts';

const keyOf = (section: Parameters<typeof parseSearch>[0], query: Record<string, unknown>) =>
  searchKey(matchFiltersOf(parseSearch(section, query)));

describe('searchKey', () => {
  it('is one text for a search however its URL was written', () => {
    const a = keyOf('rent', { region: 1, section: ['7,5'], kind: ['2'], price: ['10000_20000'] });
    const b = keyOf('rent', {
      region_id: 1,
      section: ['5', '7', '5'],
      kind: ['2'],
      price: ['10000_20000'],
      order: 'money',
      orderType: 'asc',
      page: 3,
      keyword: '  ',
    });
    expect(a).toBe(b);
    expect(keyOf('sale', { regionid: 3, shType: 'list' })).toBe(keyOf('sale', { region: 3 }));
  });

  it('tells apart searches that find different listings', () => {
    const keys = [
      keyOf('rent', { region: 1 }),
      keyOf('rent', { region: 3 }),
      keyOf('sale', { region: 1 }),
      keyOf('rent', { region: 1, kind: ['2'] }),
      keyOf('rent', { region: 1, price: ['_5000'] }),
      keyOf('rent', { region: 1, price: ['5000_'] }),
      keyOf('rent', { region: 1, features: ['new'] }),
      keyOf('rent', { region: 1, shType: 'host' }),
      keyOf('land', { region: 1, type: 1 }),
      keyOf('land', { region: 1, type: 2 }),
      keyOf('rent', { region: 1, bbox: '121.5,25,121.6,25.1' }),
      keyOf('rent', { region: 1, bbox: '121.5,25,121.6,25.2' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads a keyword whatever its case, as the list does', () => {
    expect(keyOf('rent', { keyword: 'MRT' })).toBe(keyOf('rent', { keyword: 'mrt' }));
  });

  it('does not depend on the order filters were chosen in', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(['1', '2', '3', '4', '8'], { minLength: 1 }),
        fc.shuffledSubarray(['pet', 'cook', 'lift', 'new'], { minLength: 1 }),
        (kinds, features) => {
          const forward = keyOf('rent', {
            kind: [kinds.join(',')],
            features: [features.join(',')],
          });
          const backward = keyOf('rent', {
            features: [...features].reverse(),
            kind: [...kinds].reverse(),
          });
          expect(forward).toBe(backward);
        },
      ),
    );
  });
});
