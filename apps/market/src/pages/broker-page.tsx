import type { BrokerDetail } from '@591/api-client';
import { listingDetailUrl, minWidthQuery } from '@591/config';
import { Link } from '@591/react-router';
import { DetailSection, ListingCard } from '@591/ui';
import { BrokerFacts } from '../brokers/broker-card.tsx';

const CSS = `
.broker{max-width:1200px;margin:0 auto;padding:16px 16px 48px}
.broker h1{margin:0 0 8px;font-size:24px}
.broker__facts{display:grid;gap:4px;margin:0 0 16px;color:#555}
.broker__facts p{margin:0}
.broker-card__counts{color:#8a3d00;font-weight:700}
.broker__more{display:inline-flex;align-items:center;min-height:44px;color:#8a3d00}
@media ${minWidthQuery('md')}{.broker h1{font-size:28px}}
`;

/** A broker: their licence and districts, and every listing they have in search here. */
export function Component({ data: broker }: { data: BrokerDetail }) {
  const [home] = broker.districts;
  return (
    <article className="broker">
      <style href="@591/market/broker" precedence="default">
        {CSS}
      </style>
      <h1>{broker.name}</h1>
      <div className="broker__facts" data-testid="broker-facts">
        <BrokerFacts broker={broker} />
      </div>
      <DetailSection title={`刊登中的物件（${broker.activeListings}）`} testId="broker-listings">
        {broker.listings.map((listing) => (
          <ListingCard
            key={listing.id}
            listing={listing}
            to={listingDetailUrl(listing)}
            facts={[
              [
                listing.typeName,
                listing.kindName,
                `${listing.area}坪`,
                listing.layout,
                listing.floorText,
              ],
              [listing.address],
            ]}
          />
        ))}
      </DetailSection>
      {home && (
        <Link className="broker__more" to={`/broker?sectionid=${home.id}`}>
          看{home.name}的其他經紀人
        </Link>
      )}
    </article>
  );
}
