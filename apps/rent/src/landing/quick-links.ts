import { RENT_HOME_KINDS, RENT_PRICE_BANDS } from '@591/config';

/** The searches of the header's rent menu, as in-app links relative to the landing. */
export function quickSearches(regionId: number) {
  const list = (query = '') => `list?region=${regionId}${query}`;
  return {
    ways: [
      ...RENT_HOME_KINDS.map((kind) => ({ label: kind.name, to: list(`&kind=${kind.id}`) })),
      { label: '房東直租', to: list('&shType=host') },
      { label: '捷運找房', to: list('&mrt=1') },
      { label: '學校找房', to: list('&school=0') },
      { label: '可養寵物', to: list('&features=pet') },
    ],
    prices: RENT_PRICE_BANDS.map((band) => ({
      label: band.name,
      to: list(`&price=${band.id}`),
    })),
  };
}

/** Where most people rent: a shortcut to each city's list. */
export const POPULAR_REGIONS = [1, 3, 6, 8, 15, 17] as const;
