import { describe, expect, it } from 'vitest';
import { parseSearch } from '../search-params.ts';

describe('parseSearch', () => {
  it('reads lower_upper ranges with open ends and several bands', () => {
    const filters = parseSearch('rent', { price: ['_5000,10000_20000', '40000_'] });
    expect(filters.price).toEqual([
      { lower: null, upper: 5000 },
      { lower: 10000, upper: 20000 },
      { lower: 40000, upper: null },
    ]);
  });

  it('fills the section’s only type and reads the sale site’s parameter names', () => {
    const filters = parseSearch('sale', {
      regionid: 3,
      pattern: ['2,3'],
      shType: 'host',
      label: ['1'],
    });
    expect(filters).toMatchObject({
      type: 2,
      region: 3,
      rooms: [2, 3],
      ownerOnly: true,
      labels: [1],
    });
  });

  it('turns school=0 into any school and new into a posting-age filter', () => {
    expect(parseSearch('rent', { school: ['0'], features: ['new,pet'] })).toMatchObject({
      schools: 'any',
      newOnly: true,
      features: ['pet'],
    });
  });

  it('defaults to newest first, 30 a page', () => {
    expect(parseSearch('land', {})).toMatchObject({
      order: 'posttime',
      direction: 'desc',
      page: 1,
      pageSize: 30,
    });
  });

  it.each([
    ['rent', { kind: ['5'] }, 'kind'],
    ['business', { price: ['1_2'] }, 'needs type'],
    ['rent', { area: ['a_b'] }, 'lower_upper'],
    ['rent', { section: ['1,2,x'] }, 'whole numbers'],
    ['rent', { page: 400, pageSize: 30 }, 'page'],
  ] as const)('rejects %s %o', (section, query, message) => {
    expect(() => parseSearch(section, query as never)).toThrow(message);
  });
});
