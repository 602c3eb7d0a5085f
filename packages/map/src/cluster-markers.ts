import type { MapCluster } from '@591/api-client';
import L from 'leaflet';
import { fullPrice, priceRange, shortPrice } from './price-label.ts';

/** A cluster's circle grows with its count: two digits, three, four or more. */
function clusterSize(count: number): number {
  if (count < 10) return 40;
  if (count < 100) return 46;
  if (count < 1000) return 54;
  return 62;
}

/** What a marker shows besides its count: the price unit, and whether clusters show a range. */
export interface MarkerLook {
  unit: string | null;
  priceRanges: boolean;
}

/**
 * A marker's box in pixels, and where its point sits in it (from the box's top left corner):
 * what Leaflet draws and what keeps markers apart, so both read the sizes from here.
 */
export interface MarkerBox {
  width: number;
  height: number;
  anchorX: number;
  anchorY: number;
}

const tagText = (cluster: MapCluster, unit: string | null) =>
  unit ? shortPrice(cluster.minPrice, unit) : '1';

const showsRange = ({ unit, priceRanges }: MarkerLook) => Boolean(priceRanges && unit);

/**
 * A single listing's price tag stands on its point; a cluster's circle is centred on it, and
 * widened to hold a price range.
 */
export function markerBox(cluster: MapCluster, look: MarkerLook): MarkerBox {
  if (cluster.count === 1) {
    const width = Math.max(44, 12 + tagText(cluster, look.unit).length * 9);
    return { width, height: 24, anchorX: width / 2, anchorY: 24 };
  }
  const size = clusterSize(cluster.count);
  const width = showsRange(look) ? Math.max(size, 84) : size;
  return { width, height: size, anchorX: width / 2, anchorY: size / 2 };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a marker says to a mouse's tooltip and a screen reader that reaches it. */
export function markerTitle(cluster: MapCluster, unit: string | null): string {
  if (cluster.count === 1) return unit ? fullPrice(cluster.minPrice, unit) : '物件';
  const prices = unit ? `，${priceRange(cluster.minPrice, cluster.maxPrice, unit)}` : '';
  return `${cluster.count} 筆物件${prices}`;
}

function rangeHtml(cluster: MapCluster, look: MarkerLook): string {
  if (!showsRange(look)) return '';
  return `<small>${escapeHtml(priceRange(cluster.minPrice, cluster.maxPrice, look.unit))}</small>`;
}

/**
 * A single listing is a price tag; several are a circle with their count, and for rents their
 * price range. Markers are not in the tab order: the result list is the way through them.
 */
export function clusterMarker(
  cluster: MapCluster,
  { selected, ...look }: MarkerLook & { selected: boolean },
): L.Marker {
  const classes = `cluster-map__marker${selected ? ' cluster-map__marker--selected' : ''}`;
  const { width, height, anchorX, anchorY } = markerBox(cluster, look);
  const html =
    cluster.count === 1
      ? `<span class="${classes} cluster-map__marker--single" data-count="1" style="width:${width}px;height:${height}px">${escapeHtml(tagText(cluster, look.unit))}</span>`
      : `<span class="${classes}" data-count="${cluster.count}" style="width:${width}px;height:${height}px;border-radius:${height / 2}px">${cluster.count}${rangeHtml(cluster, look)}</span>`;
  return L.marker([cluster.lat, cluster.lng], {
    icon: L.divIcon({
      className: '',
      html,
      iconSize: [width, height],
      iconAnchor: [anchorX, anchorY],
    }),
    title: markerTitle(cluster, look.unit),
    keyboard: false,
  });
}
