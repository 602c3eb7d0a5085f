import { CENTRAL_SOUTH_LINES } from './metro-central-south.ts';
import { NEW_TAIPEI_LINES } from './metro-new-taipei.ts';
import { TAIPEI_LINES } from './metro-taipei.ts';
import type { MetroLine, MetroLineSource } from './metro-types.ts';

export type { MetroLine, MetroStation } from './metro-types.ts';

/** The five regions with metro lines in the specification. */
export const METRO_REGION_IDS = [1, 3, 6, 8, 17] as const;

/**
 * Station ids are the line id times 100 plus the running position from 1 (淡水信義線 象山 is
 * 10001), the numbering the listing API stores, so a station id in a URL means the same there.
 */
export function stationId(lineId: number, position: number): number {
  return lineId * 100 + position + 1;
}

function mean(values: number[]): number {
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1e4) / 1e4;
}

function toMetroLine({ stations, ...line }: MetroLineSource): MetroLine {
  return {
    ...line,
    lat: mean(stations.map(([, lat]) => lat)),
    lng: mean(stations.map(([, , lng]) => lng)),
    stations: stations.map(([name, lat, lng], position) => ({
      id: stationId(line.id, position),
      name,
      lat,
      lng,
    })),
  };
}

export const METRO_LINES: readonly MetroLine[] = [
  ...TAIPEI_LINES,
  ...NEW_TAIPEI_LINES,
  ...CENTRAL_SOUTH_LINES,
].map(toMetroLine);

export function metroLinesOf(regionId: number): MetroLine[] {
  return METRO_LINES.filter((line) => line.regionId === regionId);
}

export function metroLineById(id: number): MetroLine | undefined {
  return METRO_LINES.find((line) => line.id === id);
}
