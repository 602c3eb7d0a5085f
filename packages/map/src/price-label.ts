import { formatThousands } from '@591/config';

/** A price short enough for a marker: 8,500, 2.5萬 (a month), 9,465萬, 1.9億, 120萬 (per 坪). */
export function shortPrice(price: number, unit: string | null): string {
  if (unit === '元/月') {
    return price < 10_000 ? formatThousands(Math.round(price)) : `${trimmed(price / 10_000)}萬`;
  }
  if (unit === '萬/坪') return `${Math.round(price)}萬`;
  if (price >= 10_000) return `${trimmed(price / 10_000)}億`;
  return `${formatThousands(Math.round(price))}萬`;
}

/** One decimal, without a trailing .0: 2.5, 3. */
function trimmed(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * A cluster's prices as a range, short enough for its marker: rents in 萬 a month (0.6–5.7萬),
 * other prices as their short prices; one price when both ends agree.
 */
export function priceRange(minPrice: number, maxPrice: number, unit: string | null): string {
  if (unit === '元/月') {
    const low = trimmed(minPrice / 10_000);
    const high = trimmed(maxPrice / 10_000);
    return low === high ? `${low}萬` : `${low}–${high}萬`;
  }
  const low = shortPrice(minPrice, unit);
  const high = shortPrice(maxPrice, unit);
  return low === high ? low : `${low}–${high}`;
}

/** The full price, as a card or a list says it: 19,119 萬, 35,000 元/月, 120.50 萬/坪. */
export function fullPrice(price: number, unit: string): string {
  const amount = unit === '萬/坪' ? price.toFixed(2) : formatThousands(Math.round(price));
  return `${amount} ${unit}`;
}
