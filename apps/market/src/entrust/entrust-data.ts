import {
  fetchOwnEntrusts,
  fetchRegion,
  NotLoggedInError,
  type OwnEntrust,
  type RegionWithDistricts,
} from '@591/api-client';
import { ENTRUST_PURPOSES, type EntrustPurpose, memberPageUrl, regionIdIn } from '@591/config';
import { redirect } from '@591/react-router';

export interface EntrustPageData {
  purpose: EntrustPurpose;
  /** The region the form starts in (`regionid`, else 台北市), with its districts. */
  region: RegionWithDistricts;
  /** The member's requests so far, newest first. */
  own: OwnEntrust[];
}

/** 委託售屋 (entryType 5, also the default) or 委託出租 (6). */
export function purposeOf(params: URLSearchParams): EntrustPurpose {
  const entryType = params.get('entryType');
  return (
    ENTRUST_PURPOSES.find((choice) => String(choice.entryType) === entryType)?.purpose ?? 'sale'
  );
}

/**
 * The form and the member's requests. A visitor logs in first and comes back to this same
 * page (its URL, entryType and all, is where the login returns to).
 */
export async function loadEntrustPage(request: Request): Promise<EntrustPageData> {
  const params = new URL(request.url).searchParams;
  try {
    const [region, own] = await Promise.all([
      fetchRegion(regionIdIn(params, 'regionid')),
      fetchOwnEntrusts(),
    ]);
    return { purpose: purposeOf(params), region, own: own.items };
  } catch (error) {
    if (error instanceof NotLoggedInError) throw redirect(memberPageUrl('login', request.url));
    throw error;
  }
}
