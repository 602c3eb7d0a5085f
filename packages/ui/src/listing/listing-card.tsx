import type { ListingCard as Card } from '@591/api-client';
import { formatThousands, minWidthQuery } from '@591/config';
import { Link } from '@591/react-router';
import { ConfirmationNote } from './confirmation.tsx';
import { ListingPhoto } from './listing-photo.tsx';
import { updatedAgo } from './updated-ago.ts';

const CSS = `
.listing-card{position:relative;display:grid;grid-template-columns:112px 1fr;gap:12px;padding:16px 0;border-bottom:1px solid #eee;min-height:117px}
.listing-card__photo{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:6px;background:#f2f2f2}
.listing-card__nophoto{display:flex;align-items:center;justify-content:center;aspect-ratio:4/3;border-radius:6px;background:#f2f2f2;color:#5e5e5e;font-size:13px}
.listing-card__body{min-width:0}
.listing-card__title{margin:0;font-size:16px;line-height:1.4;font-weight:700}
.listing-card__title a{color:#222;text-decoration:none}
.listing-card__title a::after{content:"";position:absolute;inset:0}
.listing-card__title a:hover{color:#b35000}
.listing-card__title a:focus-visible{outline:none}
.listing-card:focus-within{outline:2px solid #b35000;outline-offset:2px}
.listing-card__line{margin:4px 0 0;color:#555;font-size:14px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.listing-card__chips{display:flex;flex-wrap:wrap;gap:6px;margin:6px 0 0;padding:0;list-style:none}
.listing-card__chips li{padding:0 6px;border:1px solid #e0e0e0;border-radius:3px;font-size:12px;color:#555}
.listing-card__chips .listing-card__label{border-color:#c62828;color:#c62828}
.listing-card__meta{margin:6px 0 0;font-size:13px;color:#6b6b6b}
.listing-card__price{grid-column:2;margin:0;text-align:left}
.listing-card__amount{font-size:20px;font-weight:700;color:#c62828;white-space:nowrap}
.listing-card__note{display:block;font-size:13px;color:#555}
.listing-card__drop{display:block;font-size:13px;color:#2e7d32}
@media ${minWidthQuery('md')}{
.listing-card{grid-template-columns:240px 1fr auto;gap:20px;min-height:213px}
.listing-card__title{font-size:18px}
.listing-card__price{grid-column:auto;text-align:right}
.listing-card__amount{font-size:24px}
}
`;

/** The nearest station and the walk to it, as cards show it: 近台北車站站 300公尺. */
export function nearMetro(listing: Card): string | null {
  return listing.metro && `近${listing.metro.stationName}站 ${listing.metro.walkMetres}公尺`;
}

export interface ListingCardProps {
  listing: Card;
  /** The detail page, relative to the current path ('../123' from /rent/list). */
  to: string;
  /** Lines of facts under the title, each joined with '・'; empty values are left out. */
  facts: (string | null | undefined)[][];
  /** A second price line, e.g. the sale unit price. */
  priceNote?: string;
  /** The first card on the page: its photo is likely the largest paint. */
  eager?: boolean;
  onOpen?: () => void;
}

/**
 * One listing of a result list: photo, title, facts, labels and tags, who posted it, how
 * fresh and how often seen, and its price with any price drop. The whole card is the link;
 * its title names it.
 */
export function ListingCard({ listing, to, facts, priceNote, eager, onOpen }: ListingCardProps) {
  const titleId = `listing-card-${listing.id}`;
  return (
    <article className="listing-card" aria-labelledby={titleId}>
      <style href="@591/ui/listing-card" precedence="default">
        {CSS}
      </style>
      {listing.cover ? (
        <ListingPhoto
          className="listing-card__photo"
          photo={listing.cover}
          alt=""
          sizes={`${minWidthQuery('md')} 240px, 112px`}
          eager={eager}
        />
      ) : (
        <div className="listing-card__nophoto">暫無照片</div>
      )}
      <div className="listing-card__body">
        <h3 className="listing-card__title" id={titleId}>
          <Link to={to} relative="path" onClick={onOpen}>
            {listing.title}
          </Link>
        </h3>
        {facts.map((line) => {
          const text = line.filter(Boolean).join('・');
          return text ? (
            <p className="listing-card__line" key={text}>
              {text}
            </p>
          ) : null;
        })}
        {(listing.labels.length > 0 || listing.tags.length > 0) && (
          <ul className="listing-card__chips" aria-label="特色">
            {listing.labels.map((label) => (
              <li key={`label-${label.id}`} className="listing-card__label">
                {label.name}
              </li>
            ))}
            {listing.tags.slice(0, 4).map((tag) => (
              <li key={tag.code}>{tag.name}</li>
            ))}
          </ul>
        )}
        <p className="listing-card__meta">
          {listing.posterRoleName}・
          {/* Server and browser may straddle a minute: the browser's reading wins quietly. */}
          <span suppressHydrationWarning>{updatedAgo(listing.updatedAt)}</span>・
          {formatThousands(listing.viewCount)}人瀏覽
        </p>
        <ConfirmationNote listing={listing} />
      </div>
      <p className="listing-card__price">
        <span className="listing-card__amount" data-testid="listing-price">
          {formatThousands(listing.price)}
          <small>{listing.priceUnit}</small>
        </span>
        {priceNote && <span className="listing-card__note">{priceNote}</span>}
        {listing.priceDrop ? (
          <span className="listing-card__drop">
            已降 {formatThousands(listing.priceDrop)}
            {listing.priceUnit}
          </span>
        ) : null}
      </p>
    </article>
  );
}
