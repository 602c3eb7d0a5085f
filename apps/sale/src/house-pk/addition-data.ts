import { fetchPkInfo, type PkListing } from '@591/api-client';
import type { LoaderFunctionArgs } from '@591/react-router';
import { isNumericId } from '@591/router';
import { comparedIdsOf, MAX_COMPARED } from './compared-cookie.ts';

/**
 * What /house-pk/add?id= can do with the id asked for: nothing asked (the form), not an id,
 * not a sale listing, already compared, no room left, or ready to be added.
 */
export type Addition =
  | { state: 'form' }
  | { state: 'invalid'; input: string }
  | { state: 'not-found'; id: number }
  | { state: 'full'; listing: PkListing }
  | { state: 'ready'; listing: PkListing };

const MAX_LISTING_ID = 2_147_483_647;

export async function loadAddition({ request }: LoaderFunctionArgs): Promise<Addition> {
  const input = new URL(request.url).searchParams.get('id')?.trim() ?? '';
  if (!input) return { state: 'form' };
  if (!isNumericId(input)) return { state: 'invalid', input };
  const id = Number(input);
  // The API knows ids up to 2^31 - 1 and refuses others: none of them is a listing.
  if (id < 1 || id > MAX_LISTING_ID) return { state: 'not-found', id };
  const compared = comparedIdsOf(request);
  const { items } = await fetchPkInfo([id]);
  const listing = items[0];
  if (!listing) return { state: 'not-found', id };
  if (!compared.includes(id) && compared.length >= MAX_COMPARED) return { state: 'full', listing };
  return { state: 'ready', listing };
}
