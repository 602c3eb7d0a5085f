export type StationPlace = readonly [name: string, lat: number, lng: number];

/** A line as written in the data files: stations in running order, without ids. */
export interface MetroLineSource {
  id: number;
  regionId: number;
  name: string;
  color: string;
  stations: readonly StationPlace[];
}

export interface MetroStation {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

export interface MetroLine {
  id: number;
  regionId: number;
  name: string;
  color: string;
  /** The mean of the line's stations. */
  lat: number;
  lng: number;
  stations: readonly MetroStation[];
}
