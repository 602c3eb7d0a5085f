export type StationPlace = [name: string, lat: number, lng: number];

export interface MetroLineSeed {
  id: number;
  regionId: number;
  name: string;
  color: string;
  /** In running order. Station ids are the line id times 100 plus the position, from 1. */
  stations: StationPlace[];
}
