/** JSON-schema pieces shared by routes. */
import { HttpError } from '../plugins/error-handler.ts';

export const INT32_MAX = 2_147_483_647;

export const positiveId = { type: 'integer', minimum: 1, maximum: INT32_MAX } as const;

/** `:id` of a route: a listing, draft or other row's positive id. */
export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: positiveId },
} as const;

/** A parameter that may be repeated or comma-separated; parsed further by the route. */
export const listParam = {
  type: 'array',
  maxItems: 20,
  items: { type: 'string', maxLength: 200 },
} as const;

export const regionParam = { type: 'integer', minimum: 1, maximum: 99 } as const;

export const pageParams = {
  page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
} as const;

/** A member's own paged list: `?page=&pageSize=`, nothing else. */
export interface PagedList {
  Querystring: { page: number; pageSize: number };
}

/** The route options of a member's own paged list (config.member: see the member guard). */
export const memberPagedList = {
  config: { member: true },
  schema: { querystring: { type: 'object', additionalProperties: false, properties: pageParams } },
} as const;

/** A member's paged list as every such route answers it: the page asked for and the total. */
export function pagedAnswer<T>(
  { page, pageSize }: PagedList['Querystring'],
  totals: { total: number }[],
  items: T[],
) {
  return { status: 1, data: { total: totals[0]?.total ?? 0, page, pageSize, items } };
}

export const deviceValue = { type: 'string', enum: ['pc', 'touch'] } as const;

/** A comma-separated list of listing ids in one parameter, e.g. ids=12,345,6789. */
export const listingIdsParam = { type: 'string', pattern: '^\\d{1,10}(,\\d{1,10}){0,5}$' } as const;

export function parseListingIds(value: string, field = 'querystring/ids'): number[] {
  const ids = [...new Set(value.split(',').map(Number))];
  if (ids.some((id) => id < 1 || id > INT32_MAX)) {
    throw new HttpError(400, `${field} must list ids from 1 to ${INT32_MAX}`);
  }
  return ids;
}
