import type { ListingDetail } from '@591/api-client';
import { formatThousands } from '@591/config';
import { ConfirmationNote } from '../listing/confirmation.tsx';
import { updatedAgo } from '../listing/updated-ago.ts';
import { TagList } from './tag-list.tsx';

const CSS = `
.listing-heading{display:grid;gap:6px}
.listing-heading__title{margin:0;font-size:22px;line-height:1.4}
.listing-heading__address{margin:0;color:#333;font-size:15px}
.listing-heading__meta{display:flex;flex-wrap:wrap;gap:4px 12px;margin:0;color:#6b6b6b;font-size:13px}
`;

/** The listing's title as the page's h1, where it is, its number and how fresh it is. */
export function ListingHeading({ listing }: { listing: ListingDetail }) {
  return (
    <header className="listing-heading">
      <style href="@591/ui/listing-heading" precedence="default">
        {CSS}
      </style>
      <h1 className="listing-heading__title">{listing.title}</h1>
      <p className="listing-heading__address">
        {listing.regionName}
        {listing.address}
      </p>
      <p className="listing-heading__meta">
        <span data-testid="listing-id">物件編號：{listing.id}</span>
        {/* Server and browser may straddle a minute: the browser's reading wins quietly. */}
        <span suppressHydrationWarning>{updatedAgo(listing.updatedAt)}</span>
        <span>{formatThousands(listing.viewCount)}人瀏覽</span>
      </p>
      <ConfirmationNote listing={listing} />
      <TagList tags={listing.labels.map((label) => label.name)} label="標籤" accent />
    </header>
  );
}
