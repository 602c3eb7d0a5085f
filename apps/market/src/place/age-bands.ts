import { REAL_PRICE_AGE_BANDS } from '@591/config';

/** An age band's value in the URL: `10-20`, `30-`. */
export const ageBandValue = (band: (typeof REAL_PRICE_AGE_BANDS)[number]) =>
  `${band.min}-${band.max ?? ''}`;

/** The chips of 屋齡, after 不限. */
export const AGE_CHOICES = [
  { value: null, name: '不限' },
  ...REAL_PRICE_AGE_BANDS.map((band) => ({ value: ageBandValue(band), name: band.name })),
];

/** The URL's age band, when it is one of the bands. */
export function ageBandIn(params: URLSearchParams): string | null {
  return (
    REAL_PRICE_AGE_BANDS.map(ageBandValue).find((value) => value === params.get('age')) ?? null
  );
}

/** An age band as the API's `ageMin` and `ageMax`. */
export function setAgeQuery(query: URLSearchParams, age: string | null): void {
  if (!age) return;
  const [min, max] = age.split('-');
  query.set('ageMin', min!);
  if (max) query.set('ageMax', max);
}
