import { describe, expect, it } from 'vitest';
import { luxuryApiQuery, parseLuxurySearch } from '../luxury-search.ts';

describe('a luxury search', () => {
  it('asks the sale search for the region’s homes at or above its line, newest first', () => {
    const search = parseLuxurySearch(new URLSearchParams('regionid=3'));
    expect(Object.fromEntries(luxuryApiQuery(search))).toMatchObject({
      regionid: '3',
      type: '2',
      price: '6000_',
      order: 'posttime',
      orderType: 'desc',
      page: '1',
    });
  });

  it('keeps a district, an order and a page, and drops what is not one of its choices', () => {
    const query = luxuryApiQuery(
      parseLuxurySearch(new URLSearchParams('sectionid=5&order=price&page=2')),
    );
    expect(query.get('regionid')).toBe('1');
    expect(query.get('price')).toBe('7000_');
    expect(query.get('section')).toBe('5');
    expect(query.get('order')).toBe('money');
    expect(query.get('page')).toBe('2');
    const odd = parseLuxurySearch(new URLSearchParams('order=cheapest&page=x&sectionid=abc'));
    expect(odd).toMatchObject({ order: 'newest', page: 1, sectionId: null });
  });
});
