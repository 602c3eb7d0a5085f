import type { ListingCard } from '@591/api-client';
import { formatThousands, listingDetailUrl } from '@591/config';
import { ConfirmationNote, ListingPhoto } from '@591/ui';
import type { ReactNode } from 'react';
import { closedName } from './status-actions.tsx';

/**
 * One listing in a member centre list: its photo, title linking to its detail page on its
 * section's host, what it is and where, its price, and what the member can do with it.
 */
export function ListingItem({
  listing,
  testId,
  children,
}: {
  listing: ListingCard;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <li className="center-item" data-testid={testId}>
      {listing.cover ? (
        <ListingPhoto photo={listing.cover} alt="" sizes="160px" />
      ) : (
        <div className="center-item__nophoto">暫無照片</div>
      )}
      <div className="center-item__body">
        <h3 className="center-item__title">
          <a href={listingDetailUrl(listing)}>{listing.title}</a>
        </h3>
        <p className="center-item__line">
          {[listing.typeName, listing.kindName, `${listing.regionName}${listing.districtName}`]
            .filter(Boolean)
            .join('・')}
        </p>
        {listing.status !== 'active' && (
          <p className="center-item__status" data-testid="listing-status">
            {listing.status === 'paused'
              ? '暫停刊登'
              : listing.status === 'hidden'
                ? '已因檢舉下架'
                : closedName(listing)}
          </p>
        )}
        {listing.status === 'active' && <ConfirmationNote listing={listing} />}
        <p className="center-item__price">
          {formatThousands(listing.price)}
          <small>{listing.priceUnit}</small>
          {listing.priceDrop ? (
            <span className="center-item__drop">
              已降 {formatThousands(listing.priceDrop)}
              {listing.priceUnit}
            </span>
          ) : null}
        </p>
      </div>
      {children && <div className="center-item__actions">{children}</div>}
    </li>
  );
}
