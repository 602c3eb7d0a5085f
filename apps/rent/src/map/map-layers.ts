import { metroLinesOf, universitiesOf } from '@591/config';
import type { LayerToggle, PlaceLayers } from '@591/map';
import type { SearchMode } from '../list/search-mode.ts';

export type RentLayer = 'metro' | 'schools';

/** A search by metro shows the stations at first, a search by school the universities. */
export function firstLayers(mode: SearchMode): Record<RentLayer, boolean> {
  return { metro: mode === 'metro', schools: mode === 'school' };
}

/** The check boxes a region offers: the metro only where it has one. */
export function layerToggles(regionId: number, shown: Record<RentLayer, boolean>): LayerToggle[] {
  const toggles: LayerToggle[] = [];
  if (metroLinesOf(regionId).length > 0) {
    toggles.push({ id: 'metro', label: '捷運車站', on: shown.metro });
  }
  if (universitiesOf(regionId).length > 0) {
    toggles.push({ id: 'schools', label: '大學', on: shown.schools });
  }
  return toggles;
}

/** The places drawn over the region's map for the layers shown. */
export function placeLayers(regionId: number, shown: Record<RentLayer, boolean>): PlaceLayers {
  return {
    metroLines: shown.metro ? metroLinesOf(regionId) : [],
    universities: shown.schools ? universitiesOf(regionId) : [],
  };
}
