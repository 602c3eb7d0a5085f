import { describe, expect, it } from 'vitest';
import { BUSINESS_CIRCLES, businessCirclesOf } from '../business-circles.ts';
import { REGIONS, regionById } from '../regions.ts';
import { UNIVERSITIES, universitiesOf } from '../universities.ts';

const names = (places: { name: string }[]) => places.map((place) => place.name);
const BIG_REGIONS = [1, 3, 6, 8, 15, 17];

describe.each([
  ['universities', UNIVERSITIES],
  ['business circles', BUSINESS_CIRCLES],
])('%s', (_, places) => {
  it('are numbered from 1 in list order', () => {
    expect(places.map((place) => place.id)).toEqual(places.map((_, index) => index + 1));
  });

  it('belong to known regions and lie near them', () => {
    for (const place of places) {
      const region = regionById(place.regionId);
      expect(region).toBeDefined();
      expect(Math.abs(place.lat - (region?.lat ?? 0))).toBeLessThan(0.8);
      expect(Math.abs(place.lng - (region?.lng ?? 0))).toBeLessThan(0.8);
    }
  });

  it('cover each of the six big regions with several places', () => {
    for (const regionId of BIG_REGIONS) {
      expect(places.filter((place) => place.regionId === regionId).length).toBeGreaterThanOrEqual(
        4,
      );
    }
  });

  it('never repeat a name within a region', () => {
    for (const { id } of REGIONS) {
      const inRegion = names(places.filter((place) => place.regionId === id));
      expect(new Set(inRegion).size).toBe(inRegion.length);
    }
  });
});

describe('universitiesOf', () => {
  it('lists real universities of a region', () => {
    expect(names(universitiesOf(1))).toEqual(
      expect.arrayContaining(['國立臺灣大學', '國立政治大學', '國立臺灣師範大學']),
    );
    expect(names(universitiesOf(15))).toContain('國立成功大學');
    expect(universitiesOf(1)[0]).toMatchObject({ id: 1, name: '國立臺灣大學' });
  });

  it('is empty for an unknown region', () => {
    expect(universitiesOf(99)).toEqual([]);
  });
});

describe('businessCirclesOf', () => {
  it('lists the well-known circles of a region', () => {
    expect(names(businessCirclesOf(1))).toEqual(
      expect.arrayContaining(['信義計畫區', '西門町', '東區商圈']),
    );
    expect(names(businessCirclesOf(8))).toContain('逢甲商圈');
  });

  it('gives every region at least one circle', () => {
    for (const { id } of REGIONS) expect(businessCirclesOf(id).length).toBeGreaterThan(0);
  });
});
