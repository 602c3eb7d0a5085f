import { APPROXIMATE_POINT_RADIUS_M } from '@591/config';
import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../lib/geo.ts';
import { publicPoint } from '../approximate-point.ts';

const PIN = { lat: 25.031, lng: 121.514 };

describe('a listing’s public point', () => {
  it('moves a rental 50 to 150 m off its pin, well inside the circle the pages draw', () => {
    const offsets = Array.from({ length: 2000 }, (_, index) =>
      distanceMetres(PIN, publicPoint(index + 1, 'rent', PIN)),
    );
    expect(Math.min(...offsets)).toBeGreaterThan(49);
    expect(Math.max(...offsets)).toBeLessThan(151);
    expect(Math.max(...offsets)).toBeLessThan(APPROXIMATE_POINT_RADIUS_M);
  });

  it('moves a rental the same way every time, and each rental its own way', () => {
    expect(publicPoint(42, 'rent', PIN)).toEqual(publicPoint(42, 'rent', PIN));
    expect(publicPoint(43, 'rent', PIN)).not.toEqual(publicPoint(42, 'rent', PIN));
  });

  it('shows sales, land and business at their pin', () => {
    for (const section of ['sale', 'land', 'business']) {
      expect(publicPoint(42, section, PIN)).toEqual(PIN);
    }
  });
});
