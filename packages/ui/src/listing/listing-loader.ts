import {
  fetchListing,
  fetchRecommendations,
  type ListingCard,
  type Section,
} from '@591/api-client';
import { formatThousands, listingDetailUrl } from '@591/config';
import {
  type GoneListingLink,
  listingGone,
  type PageType,
  propertyNotFound,
  requireNumericId,
} from '@591/router';
import type { DetailPageData } from '../detail/listing-detail-page.tsx';

/** 1 for rent, 2 for sale, as the API's listing `type`. */
export type ListingType = 1 | 2;

/** How many similar listings a page about a gone one links to. */
const GONE_SIMILAR = 6;

/**
 * A detail route's listing: the id must be a listing id, and the listing must exist in this
 * section (and be for rent or sale as the route says); anything else is the page type's 404.
 * A listing its poster closed (rented, sold) or a moderator hid (with the reason) is a 410 and
 * a paused one a 404, each naming it and linking to similar listings that are still there.
 */
export async function loadListing(
  rawId: string | undefined,
  { section, pageType, type }: { section: Section; pageType: PageType; type?: ListingType },
): Promise<DetailPageData> {
  const id = requireNumericId(rawId, pageType);
  const listing = await fetchListing(id);
  if (!listing || listing.section !== section || (type && listing.type !== type)) {
    throw propertyNotFound(pageType);
  }
  if (listing.status !== 'active') {
    const gone = { title: listing.title, similar: await similarTo(id) };
    if (listing.status === 'hidden') {
      throw listingGone(pageType, 410, `此物件已下架：${listing.hiddenReason}`, gone);
    }
    throw listing.status === 'closed'
      ? listingGone(pageType, 410, listing.type === 2 ? '此物件已售出' : '此物件已出租', gone)
      : listingGone(pageType, 404, '此物件暫停刊登中', gone);
  }
  return { id, listing };
}

/** Similar price first, then nearby; none when the recommendations cannot be had. */
async function similarTo(id: number): Promise<GoneListingLink[]> {
  const groups = await fetchRecommendations(id).catch(() => null);
  if (!groups) return [];
  const seen = new Set<number>();
  return [...groups.similar_price, ...groups.nearby, ...groups.similar_area]
    .filter((card) => !seen.has(card.id) && seen.add(card.id))
    .slice(0, GONE_SIMILAR)
    .map(linkTo);
}

function linkTo(card: ListingCard): GoneListingLink {
  return {
    title: card.title,
    href: listingDetailUrl(card),
    price: `${formatThousands(card.price)}${card.priceUnit}`,
    place: `${card.regionName}${card.districtName}`,
  };
}
