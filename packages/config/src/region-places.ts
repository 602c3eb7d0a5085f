export type PlaceSource = readonly [regionId: number, name: string, lat: number, lng: number];

/** A named place inside a region: a university or a business circle (商圈). */
export interface RegionPlace {
  id: number;
  regionId: number;
  name: string;
  lat: number;
  lng: number;
}

/** Ids are positions in the source list from 1, the numbering the listing API stores. */
export function toRegionPlaces(sources: readonly PlaceSource[]): readonly RegionPlace[] {
  return sources.map(([regionId, name, lat, lng], index) => ({
    id: index + 1,
    regionId,
    name,
    lat,
    lng,
  }));
}
