import { CENTRAL_SOUTH_LINES } from './metro-central-south.ts';
import { NEW_TAIPEI_LINES } from './metro-new-taipei.ts';
import { TAIPEI_LINES } from './metro-taipei.ts';
import type { MetroLineSeed } from './metro-types.ts';

export type { MetroLineSeed } from './metro-types.ts';

/** The specification's line ids: Taipei 100, 125, 195, 148; New Taipei 192, 162, 168, 316, 346;
 * Taoyuan 278; Taichung 361; Kaohsiung 238, 263, 307. */
export const METRO_LINE_SEEDS: MetroLineSeed[] = [
  ...TAIPEI_LINES,
  ...NEW_TAIPEI_LINES,
  ...CENTRAL_SOUTH_LINES,
];

export function stationId(lineId: number, position: number): number {
  return lineId * 100 + position + 1;
}
