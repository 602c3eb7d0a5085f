import { RENT_PRICE_BANDS } from '@591/config';

/** The searches of the header's rent menu, as in-app links relative to the landing. */
export function quickSearches(regionId: number) {
  const list = (query = '') => `list?region=${regionId}${query}`;
  return {
    ways: [
      { label: '整層住家', to: list('&kind=1') },
      { label: '獨立套房', to: list('&kind=2') },
      { label: '分租套房', to: list('&kind=3') },
      { label: '雅房', to: list('&kind=4') },
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
