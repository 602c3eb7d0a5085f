import type { MapCluster } from '@591/api-client';
import { type MarkerLook, markerBox } from './cluster-markers.ts';

/** Where a point lands on the map in layer pixels: Leaflet's `map.latLngToLayerPoint`. */
export type ProjectToPixels = (lat: number, lng: number) => { x: number; y: number };

/** The least clear space between two markers' boxes; closer than this they count as touching. */
export const MARKER_GAP_PX = 2;

type Extent = [south: number, west: number, north: number, east: number];

/** A cluster with its marker's box on the map, in layer pixels. */
interface Placed {
  cluster: MapCluster;
  x: number;
  y: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function place(cluster: MapCluster, project: ProjectToPixels, look: MarkerLook): Placed {
  const { x, y } = project(cluster.lat, cluster.lng);
  const { width, height, anchorX, anchorY } = markerBox(cluster, look);
  const left = x - anchorX;
  const top = y - anchorY;
  return { cluster, x, y, left, top, right: left + width, bottom: top + height };
}

const touching = (a: Placed, b: Placed) =>
  a.left < b.right + MARKER_GAP_PX &&
  b.left < a.right + MARKER_GAP_PX &&
  a.top < b.bottom + MARKER_GAP_PX &&
  b.top < a.bottom + MARKER_GAP_PX;

/** Where a cluster's listings are: its grid cell, or a single listing's point. */
const extentOf = (cluster: MapCluster): Extent =>
  cluster.cell ?? [cluster.lat, cluster.lng, cluster.lat, cluster.lng];

/**
 * Two clusters as one: their counts summed, standing at the mean of their listings, and a cell
 * holding both, so a click still zooms to every listing the marker counts.
 */
function merged(a: MapCluster, b: MapCluster): MapCluster {
  const count = a.count + b.count;
  const [aSouth, aWest, aNorth, aEast] = extentOf(a);
  const [bSouth, bWest, bNorth, bEast] = extentOf(b);
  return {
    lat: (a.lat * a.count + b.lat * b.count) / count,
    lng: (a.lng * a.count + b.lng * b.count) / count,
    count,
    minPrice: Math.min(a.minPrice, b.minPrice),
    maxPrice: Math.max(a.maxPrice, b.maxPrice),
    cell: [
      Math.min(aSouth, bSouth),
      Math.min(aWest, bWest),
      Math.max(aNorth, bNorth),
      Math.max(aEast, bEast),
    ],
  };
}

/** The placed marker `marker` touches whose point is closest to its own, or -1. */
function closestTouching(placed: Placed[], marker: Placed): number {
  let closest = -1;
  let closestDistance = Number.POSITIVE_INFINITY;
  placed.forEach((other, index) => {
    const distance = (other.x - marker.x) ** 2 + (other.y - marker.y) ** 2;
    if (distance < closestDistance && touching(other, marker)) {
      closest = index;
      closestDistance = distance;
    }
  });
  return closest;
}

const largestFirst = (a: MapCluster, b: MapCluster) =>
  b.count - a.count || a.lat - b.lat || a.lng - b.lng;

/**
 * The clusters to draw at the map's zoom, no two markers closer than MARKER_GAP_PX. A marker
 * stands at its listings' mean, anywhere in its grid cell, so neighbouring cells' markers can
 * meet; boxes are measured in layer pixels, so no map width makes them overlap. Touching markers
 * are merged rather than shrunk: a bubble smaller than its count or price cannot be read, while
 * a merged one keeps the exact count and a click zooms in to its parts.
 *
 * Markers are placed largest first; one that touches a placed marker merges with the closest,
 * and the merged marker, larger and moved, is placed again the same way. Every merge removes a
 * marker, so this ends after at most 2n placements of O(n) each.
 */
export function spaceClusters(
  clusters: readonly MapCluster[],
  project: ProjectToPixels,
  look: MarkerLook,
): MapCluster[] {
  const placed: Placed[] = [];
  for (const cluster of [...clusters].sort(largestFirst)) {
    let marker = place(cluster, project, look);
    let hit = closestTouching(placed, marker);
    while (hit >= 0) {
      const [other] = placed.splice(hit, 1);
      marker = place(merged(other!.cluster, marker.cluster), project, look);
      hit = closestTouching(placed, marker);
    }
    placed.push(marker);
  }
  return placed.map((marker) => marker.cluster);
}
