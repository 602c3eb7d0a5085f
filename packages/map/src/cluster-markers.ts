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

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a marker says to a mouse's tooltip and a screen reader that reaches it. */
export function markerTitle(cluster: MapCluster, unit: string | null): string {
  if (cluster.count === 1) return unit ? fullPrice(cluster.minPrice, unit) : '物件';
  const prices = unit ? `，${priceRange(cluster.minPrice, cluster.maxPrice, unit)}` : '';
  return `${cluster.count} 筆物件${prices}`;
}

/**
 * A single listing is a price tag; several are a circle with their count, and for rents their
 * price range. Markers are not in the tab order: the result list is the way through them.
 */
export function clusterMarker(
  cluster: MapCluster,
  { unit, priceRanges, selected }: { unit: string | null; priceRanges: boolean; selected: boolean },
): L.Marker {
  const classes = `cluster-map__marker${selected ? ' cluster-map__marker--selected' : ''}`;
  if (cluster.count === 1) {
    const text = unit ? shortPrice(cluster.minPrice, unit) : '1';
    const width = Math.max(44, 12 + text.length * 9);
    return L.marker([cluster.lat, cluster.lng], {
      icon: L.divIcon({
        className: '',
        html: `<span class="${classes} cluster-map__marker--single" data-count="1" style="width:${width}px;height:24px">${escapeHtml(text)}</span>`,
        iconSize: [width, 24],
        iconAnchor: [width / 2, 24],
      }),
      title: markerTitle(cluster, unit),
      keyboard: false,
    });
  }
  const size = clusterSize(cluster.count);
  const range =
    priceRanges && unit
      ? `<small>${escapeHtml(priceRange(cluster.minPrice, cluster.maxPrice, unit))}</small>`
      : '';
  const width = range ? Math.max(size, 84) : size;
  return L.marker([cluster.lat, cluster.lng], {
    icon: L.divIcon({
      className: '',
      html: `<span class="${classes}" data-count="${cluster.count}" style="width:${width}px;height:${size}px;border-radius:${size / 2}px">${cluster.count}${range}</span>`,
      iconSize: [width, size],
      iconAnchor: [width / 2, size / 2],
    }),
    title: markerTitle(cluster, unit),
    keyboard: false,
  });
}
