import { describe, expect, it } from 'vitest';
import { firstLayers, layerToggles, placeLayers } from '../map-layers.ts';

describe('rent map layers', () => {
  it('starts with the stations for a metro search and the universities for a school search', () => {
    expect(firstLayers('metro')).toEqual({ metro: true, schools: false });
    expect(firstLayers('school')).toEqual({ metro: false, schools: true });
    expect(firstLayers('district')).toEqual({ metro: false, schools: false });
  });

  it('offers the metro only where the region has one', () => {
    const off = { metro: false, schools: false };
    expect(layerToggles(1, off).map((toggle) => toggle.id)).toEqual(['metro', 'schools']);
    // 新竹市 has universities and no metro.
    expect(layerToggles(4, off).map((toggle) => toggle.id)).toEqual(['schools']);
  });

  it('draws the region’s stations (by line), and its universities, when shown', () => {
    const layers = placeLayers(1, { metro: true, schools: true });
    expect(layers.metroLines?.map((line) => line.name)).toContain('淡水信義線');
    expect(layers.metroLines?.every((line) => line.stations.length > 5)).toBe(true);
    expect(layers.universities?.map((place) => place.name)).toContain('國立臺灣大學');
    expect(placeLayers(1, { metro: false, schools: false })).toEqual({
      metroLines: [],
      universities: [],
    });
  });
});
