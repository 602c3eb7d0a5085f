import type { ListingDetail } from '@591/api-client';
import { formatThousands } from '@591/config';
import type { PageHead } from '@591/router';
import type { DetailPageData } from '../detail/listing-detail-page.tsx';
import { DETAIL_PHOTO_SIZES } from '../detail/photo-sizes.ts';

/** The price in New Taiwan dollars: sale and land prices are quoted in 萬 (ten thousand). */
function priceInTwd(listing: ListingDetail): number {
  return listing.priceUnit.startsWith('萬') ? Math.round(listing.price * 10_000) : listing.price;
}

/** schema.org RealEstateListing: what search engines show for a listing. */
export function listingStructuredData(listing: ListingDetail): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    description: listing.description,
    datePosted: listing.postedAt,
    dateModified: listing.updatedAt,
    image: listing.photos.map((photo) => photo.src),
    offers: {
      '@type': 'Offer',
      price: priceInTwd(listing),
      priceCurrency: 'TWD',
      businessFunction:
        listing.type === 1
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
    },
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'TW',
      addressRegion: listing.regionName,
      addressLocality: listing.districtName,
      streetAddress: listing.address,
    },
    floorSize: { '@type': 'QuantitativeValue', value: listing.area, unitText: '坪' },
  };
}

/**
 * A detail page's head: the listing's title and facts, its structured data, and its first photo
 * (the page's largest paint) as the gallery shows it: AVIF, which ListingPhoto offers first.
 */
export function listingHead(listing: ListingDetail, siteName: string): PageHead {
  const price = `${formatThousands(listing.price)} ${listing.priceUnit}`;
  const lead = listing.photos[0];
  return {
    ...(lead && {
      leadImage: {
        src: lead.src,
        srcSet: lead.srcset.avif,
        sizes: DETAIL_PHOTO_SIZES,
        type: 'image/avif',
      },
    }),
    title: `${listing.title}｜${listing.districtName}${listing.kindName} ${price} - ${siteName}`,
    description:
      `${listing.regionName}${listing.districtName}${listing.kindName}，${listing.area}坪，${price}。${listing.description}`.slice(
        0,
        160,
      ),
    structuredData: listingStructuredData(listing),
  };
}

/** A detail route's `handle.head`: the head of the listing its loader answered (DetailPageData). */
export function detailPageHead(siteName: string) {
  return (data: DetailPageData): PageHead => listingHead(data.listing, siteName);
}
