import { withParam } from '@591/router';

/** A rent search looks by district (the default), along metro lines, or around universities. */
export type SearchMode = 'district' | 'metro' | 'school';

const METRO_KEYS = ['mrt', 'mrtline', 'station'] as const;
const SCHOOL_KEYS = ['school'] as const;
const DISTRICT_KEYS = ['section'] as const;

/** Parameters that name places inside one region: they mean nothing in another. */
export const PLACE_KEYS = [...DISTRICT_KEYS, ...METRO_KEYS, ...SCHOOL_KEYS] as const;

export function searchMode(params: URLSearchParams): SearchMode {
  if (METRO_KEYS.some((key) => params.has(key))) return 'metro';
  if (SCHOOL_KEYS.some((key) => params.has(key))) return 'school';
  return 'district';
}

/** The same search switched to `mode`: the places of the other modes are dropped. */
export function withSearchMode(params: URLSearchParams, mode: SearchMode): URLSearchParams {
  let next = params;
  for (const key of PLACE_KEYS) next = withParam(next, key, null);
  if (mode === 'metro') return withParam(next, 'mrt', '1');
  if (mode === 'school') return withParam(next, 'school', '0');
  return next;
}

/** The same search in another region: kind, price and the rest stay, places go. */
export function withRegion(params: URLSearchParams, regionId: number): URLSearchParams {
  let next = withParam(params, 'region', String(regionId));
  for (const key of PLACE_KEYS) next = withParam(next, key, null);
  return next;
}
