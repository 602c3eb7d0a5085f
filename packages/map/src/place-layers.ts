import type { MapCentre } from '@591/config';

/** A metro line as the map draws it: its colour and its stations in running order. */
export interface MetroLineLayer {
  name: string;
  color: string;
  stations: readonly (MapCentre & { name: string })[];
}

/** Places drawn over the listings: metro lines and stations, universities. */
export interface PlaceLayers {
  metroLines?: readonly MetroLineLayer[];
  universities?: readonly (MapCentre & { name: string })[];
}
