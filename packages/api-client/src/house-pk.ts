import type { PkCommunityAnswer, PkInfoAnswer, PkSurroundingAnswer } from '@591/contract';
import { apiClient } from './clients.ts';

/** The house comparison answers up to this many ids at once. */
export const HOUSE_PK_API_LIMIT = 6;

/** The calls answer, in `{ status, data }`, the items in the order asked and the ids no sale. */
async function pkCall<Answer extends { data: { items: unknown[]; missing: number[] } }>(
  part: string,
  ids: readonly number[],
): Promise<Answer['data']> {
  if (ids.length === 0) return { items: [], missing: [] } as Answer['data'];
  const { data } = await apiClient('api')
    .get(`v1/web/pk/sale/${part}`, { searchParams: { ids: ids.join(',') } })
    .json<Answer>();
  return data;
}

/** GET /v1/web/pk/sale/info: each sale listing's card and sale facts. */
export function fetchPkInfo(ids: readonly number[]) {
  return pkCall<PkInfoAnswer>('info', ids);
}

/** GET /v1/web/pk/sale/community: each listing's community, or null when it has none. */
export function fetchPkCommunities(ids: readonly number[]) {
  return pkCall<PkCommunityAnswer>('community', ids);
}

/** GET /v1/web/pk/sale/surrounding: metro stations, universities and business circles nearby. */
export function fetchPkSurroundings(ids: readonly number[]) {
  return pkCall<PkSurroundingAnswer>('surrounding', ids);
}
