import { INT32_MAX } from '@591/contract';
import { HttpError } from './http-errors.ts';

/** `ids=12,345,6789` (the contract's pattern let it in): each id once, each a positive int4. */
export function parseListingIds(value: string, field = 'querystring/ids'): number[] {
  const ids = [...new Set(value.split(',').map(Number))];
  if (ids.some((id) => id < 1 || id > INT32_MAX)) {
    throw new HttpError(400, `${field} must list ids from 1 to ${INT32_MAX}`);
  }
  return ids;
}
