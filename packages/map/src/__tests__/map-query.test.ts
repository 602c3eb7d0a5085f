import { describe, expect, it } from 'vitest';
import { boxPageQuery, clusterQuery, pageOf, selectionBox } from '../map-query.ts';

const TAIPEI = { west: 121.45, south: 24.96, east: 121.67, north: 25.21 };

describe('map queries', () => {
  it('asks for a page of results inside the box with the search alone', () => {
    const search = new URLSearchParams('region=1&kind=2&lat=25&lng=121.5&zoom=12&page=4');
    expect(boxPageQuery(search, TAIPEI, 2).toString()).toBe(
      'region=1&kind=2&bbox=121.45%2C24.96%2C121.67%2C25.21&page=2',
    );
    expect(boxPageQuery(search, TAIPEI).has('page')).toBe(false);
  });

  it('asks for clusters of whole grid cells around the box, without the list’s order', () => {
    const query = clusterQuery(
      new URLSearchParams('region=1&order=money&orderType=asc&lat=25&lng=121.5&zoom=12'),
      TAIPEI,
      { lat: 25.08, lng: 121.56, zoom: 12 },
    );
    expect(query.get('zoom')).toBe('12');
    expect(query.has('order') || query.has('orderType') || query.has('lat')).toBe(false);
    const [west, south, east, north] = query.get('bbox')!.split(',').map(Number);
    expect(west).toBeLessThanOrEqual(TAIPEI.west);
    expect(south).toBeLessThanOrEqual(TAIPEI.south);
    expect(east).toBeGreaterThanOrEqual(TAIPEI.east);
    expect(north).toBeGreaterThanOrEqual(TAIPEI.north);
  });

  it('reads the page, the first for anything but a whole number from 2', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const page of ['', 'page=0', 'page=-2', 'page=2.5', 'page=x']) {
      expect(pageOf(new URLSearchParams(page))).toBe(1);
    }
  });

  it('boxes a selection’s places, its edges inside', () => {
    expect(
      selectionBox({ lat: 25.041234, lng: 121.551234, cell: [25.04, 121.55, 25.05, 121.56] }),
    ).toEqual({ west: 121.549999, south: 25.039999, east: 121.560001, north: 25.050001 });
    const single = selectionBox({ lat: 25.041234, lng: 121.551234 });
    expect(single.west).toBeLessThan(121.551234);
    expect(single.east).toBeGreaterThan(121.551234);
    expect(single.east - single.west).toBeLessThan(1e-5);
  });
});
