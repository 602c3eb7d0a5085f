import { boxParam, viewBox, WIDE_MAP_PX } from '@591/config';
import { describe, expect, it } from 'vitest';
import { listedBoxQuery } from '../listed-box.ts';

describe('the first page a map page lists', () => {
  it('is the whole region’s while the URL has no view', () => {
    const { query, listed } = listedBoxQuery(new URLSearchParams('region=1&kind=2&page=2'));
    expect(query.toString()).toBe('region=1&kind=2&page=2');
    expect(listed).toEqual({ search: 'region=1&kind=2', box: 'region', page: 2 });
  });

  it('is what a wide map shows of the URL’s view, until the browser measures its map', () => {
    const view = { lat: 25.04, lng: 121.54, zoom: 14 };
    const { query, listed } = listedBoxQuery(
      new URLSearchParams('region=1&lat=25.04&lng=121.54&zoom=14'),
    );
    const box = boxParam(viewBox(view, WIDE_MAP_PX));
    expect(query.get('bbox')).toBe(box);
    expect(listed).toEqual({ search: 'region=1', box, page: 1 });
  });

  it('asks the API in its own spelling when the page’s URL has another', () => {
    const { query } = listedBoxQuery(
      new URLSearchParams('region_id=3&mode=real-price'),
      new URLSearchParams('region=3&years=2'),
    );
    expect(query.toString()).toBe('region=3&years=2');
  });
});
