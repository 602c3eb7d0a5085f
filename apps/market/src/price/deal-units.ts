import { formatThousands, type RealPriceKind } from '@591/config';

/**
 * How a kind's prices read: a sale's and a pre-sale's total in 萬 and unit price in 萬/坪; a
 * rental's monthly rent in 元 and its 元 a 坪 a month, as renters compare them. The API answers
 * every kind in 萬 (the register's 元 over 10,000), so a rent is scaled back here.
 */
export interface DealUnits {
  total: string;
  unit: string;
  totalText(tenThousands: number): string;
  unitText(tenThousandsPerPing: number): string;
}

const TEN_THOUSAND = 10_000;

const SALE_UNITS: DealUnits = {
  total: '萬',
  unit: '萬/坪',
  totalText: (value) => formatThousands(Math.round(value)),
  unitText: (value) => value.toFixed(2),
};

const RENT_UNITS: DealUnits = {
  total: '元/月',
  unit: '元/坪',
  totalText: (value) => formatThousands(Math.round(value * TEN_THOUSAND)),
  unitText: (value) => formatThousands(Math.round(value * TEN_THOUSAND)),
};

export const dealUnits = (kind: RealPriceKind): DealUnits =>
  kind === 'rent' ? RENT_UNITS : SALE_UNITS;
