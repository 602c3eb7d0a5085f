import { describe, expect, it } from 'vitest';
import { mapShouldRevalidate, searchOnly, withoutMapView } from '../map-view-keys.ts';
import { readMapView, sameView, withMapView } from '../map-view-params.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the view in the URL', () => {
  it('reads lat, lng and zoom, and none of them as the region’s own view', () => {
    expect(readMapView(params('region=1&lat=25.04&lng=121.55&zoom=14'))).toEqual({
      view: { lat: 25.04, lng: 121.55, zoom: 14 },
      problem: null,
    });
    expect(readMapView(params('region=1'))).toEqual({ view: null, problem: null });
  });

  it('names a view it cannot use instead of showing some other place', () => {
    for (const query of [
      'lat=25&lng=121.5',
      'lat=abc&lng=121.5&zoom=12',
      'lat=25&lng=121.5&zoom=30',
      'lat=25&lng=121.5&zoom=6',
      'lat=95&lng=121.5&zoom=12',
      'lat=25&lng=121.5&zoom=12.5',
    ]) {
      const read = readMapView(params(query));
      expect(read.view, query).toBeNull();
      expect(read.problem, query).toContain('地圖位置有誤');
    }
  });

  it('writes a view rounded to a metre and starts the results again from the first page', () => {
    const next = withMapView(params('region=1&kind=2&page=3'), {
      lat: 25.0412345,
      lng: 121.5498765,
      zoom: 15,
    });
    expect(next.toString()).toBe('region=1&kind=2&lat=25.04123&lng=121.54988&zoom=15');
    expect(searchOnly(next).toString()).toBe('region=1&kind=2');
    expect(withoutMapView(params('region=3&lat=25&lng=121&zoom=12&kind=1')).toString()).toBe(
      'region=3&kind=1',
    );
  });

  it('takes views less than a pixel apart for one view', () => {
    expect(sameView({ lat: 25, lng: 121, zoom: 12 }, { lat: 25.00001, lng: 121, zoom: 12 })).toBe(
      true,
    );
    // 30 m at a city's zoom is under half a pixel; at street zoom it is many.
    const drifted = { lat: 25.06072, lng: 121.55273 };
    const given = { lat: 25.06052, lng: 121.55245 };
    expect(sameView({ ...given, zoom: 11 }, { ...drifted, zoom: 11 })).toBe(true);
    expect(sameView({ ...given, zoom: 16 }, { ...drifted, zoom: 16 })).toBe(false);
    expect(sameView({ lat: 25, lng: 121, zoom: 12 }, { lat: 25.001, lng: 121, zoom: 12 })).toBe(
      false,
    );
    expect(sameView({ lat: 25, lng: 121, zoom: 12 }, { lat: 25, lng: 121, zoom: 13 })).toBe(false);
  });
});

describe('mapShouldRevalidate', () => {
  const check = (from: string, to: string) =>
    mapShouldRevalidate({
      currentUrl: new URL(`http://rent.591.com.tw${from}`),
      nextUrl: new URL(`http://rent.591.com.tw${to}`),
      defaultShouldRevalidate: true,
    });

  it('keeps the loader’s data while only the view or the page changes', () => {
    expect(check('/map?region=1', '/map?region=1&lat=25&lng=121.5&zoom=14')).toBe(false);
    expect(
      check(
        '/map?region=1&lat=25&lng=121.5&zoom=14',
        '/map?region=1&lat=25&lng=121.5&zoom=14&page=2',
      ),
    ).toBe(false);
  });

  it('loads again when the search changes', () => {
    expect(
      check(
        '/map?region=1&zoom=14&lat=25&lng=121.5',
        '/map?region=1&kind=2&zoom=14&lat=25&lng=121.5',
      ),
    ).toBe(true);
    expect(check('/map?region=1', '/map?region=3')).toBe(true);
    expect(check('/map?region=1', '/list?region=1')).toBe(true);
  });
});
