import { describe, expect, it } from 'vitest';
import { searchMode, withRegion, withSearchMode } from '../search-mode.ts';

const params = (query: string) => new URLSearchParams(query);

describe('search modes', () => {
  it('reads the mode from the places the URL names', () => {
    expect(searchMode(params('region=1&section=5'))).toBe('district');
    expect(searchMode(params('region=1&mrt=1'))).toBe('metro');
    expect(searchMode(params('region=1&station=12518'))).toBe('metro');
    expect(searchMode(params('region=1&school=0'))).toBe('school');
  });

  it('switching mode drops the other modes’ places and the page, keeping the rest', () => {
    const from = params('region=1&kind=2&section=5&page=3');
    expect(withSearchMode(from, 'metro').toString()).toBe('region=1&kind=2&mrt=1');
    expect(withSearchMode(params('region=1&mrtline=125&station=12518'), 'school').toString()).toBe(
      'region=1&school=0',
    );
    expect(withSearchMode(params('region=1&school=3'), 'district').toString()).toBe('region=1');
  });

  it('another region keeps kind and price but not the old region’s places', () => {
    const from = params('region=1&kind=2&price=_5000&section=5&mrt=1&station=12518&school=3');
    expect(withRegion(from, 8).toString()).toBe('region=8&kind=2&price=_5000');
  });
});
