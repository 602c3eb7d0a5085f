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

  it('reads the land and business filters in their own sections', () => {
    expect(
      parseSearch('land', { zone: ['1,2', '6'], roadwidth: ['_4,12_'], special: ['foreclosure'] }),
    ).toMatchObject({
      zones: [1, 2, 6],
      roadWidth: [
        { lower: null, upper: 4 },
        { lower: 12, upper: null },
      ],
      specials: ['foreclosure'],
    });
    expect(parseSearch('business', { floor: ['1,3'], frontage: ['5_8'] })).toMatchObject({
      floors: [1, 3],
      frontage: [{ lower: 5, upper: 8 }],
    });
  });

  it('ignores an empty section-only parameter anywhere, as the list pages send them', () => {
    expect(parseSearch('rent', { zone: [''], floor: [','] })).toMatchObject({
      zones: undefined,
      floors: undefined,
    });
  });

  it.each([
    ['sale', { special: ['large'] }, 'querystring/special applies to land listings only'],
    ['land', { frontage: ['_5'] }, 'querystring/frontage applies to business listings only'],
    ['rent', { kind: ['5'] }, 'kind'],
    ['business', { price: ['1_2'] }, 'needs type'],
    ['rent', { area: ['a_b'] }, 'lower_upper'],
    ['rent', { section: ['1,2,x'] }, 'whole numbers'],
    ['rent', { page: 400, pageSize: 30 }, 'page'],
  ] as const)('rejects %s %o', (section, query, message) => {
    expect(() => parseSearch(section, query as never)).toThrow(message);
  });
});
