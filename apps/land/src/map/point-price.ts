import type { LandMapPoint } from '@591/api-client';
import { formatThousands } from '@591/config';

/** The price as a popup or list says it: 19,119 萬, 35,000 元/月, 120.50 萬/坪. */
export function pointPrice(point: Pick<LandMapPoint, 'price' | 'unit'>): string {
  const amount =
    point.unit === '萬/坪' ? point.price.toFixed(2) : formatThousands(Math.round(point.price));
  return `${amount} ${point.unit}`;
}

/** The price on a marker, short enough for a small label: 1.9億, 9,465萬, 3.5萬/月, 120萬. */
export function markerPrice(point: Pick<LandMapPoint, 'price' | 'unit'>): string {
  if (point.unit === '元/月') return `${(point.price / 10_000).toFixed(1)}萬/月`;
  if (point.unit === '萬/坪') return `${Math.round(point.price)}萬`;
  if (point.price >= 10_000) return `${(point.price / 10_000).toFixed(1)}億`;
  return `${formatThousands(Math.round(point.price))}萬`;
}
