import { describe, expect, it } from 'vitest';
import { listParam, toggleListParam, withParam } from '../search-params.ts';

describe('search params', () => {
  it('reads a list parameter written either way', () => {
    expect(listParam(new URLSearchParams('kind=1,2&kind=4'), 'kind')).toEqual(['1', '2', '4']);
    expect(listParam(new URLSearchParams(''), 'kind')).toEqual([]);
  });

  it('switches one value on and off, keeping the others and going back to page 1', () => {
    const params = new URLSearchParams('region=1&kind=1&page=3');
    const added = toggleListParam(params, 'kind', '2');
    expect(added.toString()).toBe('region=1&kind=1%2C2');
    expect(toggleListParam(added, 'kind', '1').toString()).toBe('region=1&kind=2');
    expect(toggleListParam(new URLSearchParams('kind=2'), 'kind', '2').toString()).toBe('');
  });

  it('sets or removes one parameter; only paging keeps the page', () => {
    const params = new URLSearchParams('region=1&page=2');
    expect(withParam(params, 'order', 'money').toString()).toBe('region=1&order=money');
    expect(withParam(params, 'region', null).toString()).toBe('');
    expect(withParam(params, 'page', '3').toString()).toBe('region=1&page=3');
  });
});
