import { describe, expect, it } from 'vitest';
import { communityApiQuery, parseCommunitySearch } from '../community-search.ts';

describe('找社區’s search', () => {
  it('asks the API for an age band and the deals’ orders', () => {
    const search = parseCommunitySearch(new URLSearchParams('regionid=3&age=10-20&order=deals'));
    const query = communityApiQuery(search);
    expect(query.get('ageMin')).toBe('10');
    expect(query.get('ageMax')).toBe('20');
    expect(query.get('order')).toBe('deals');
    const older = communityApiQuery(
      parseCommunitySearch(new URLSearchParams('age=30-&order=price')),
    );
    expect(older.get('ageMin')).toBe('30');
    expect(older.has('ageMax')).toBe(false);
    expect(older.get('order')).toBe('price');
  });

  it('drops a band or an order that is not one of its choices', () => {
    const search = parseCommunitySearch(new URLSearchParams('age=3-7&order=cheapest'));
    expect(search).toMatchObject({ age: null, order: 'listings' });
  });
});
