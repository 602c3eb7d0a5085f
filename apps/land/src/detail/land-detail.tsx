import { type DetailPageData, DetailSection, FactList, ListingDetailPage } from '@591/ui';
import { LandCard } from '../list/land-card.tsx';
import { landFactsOf } from '../search/land-types.ts';
import { landFacts } from './land-facts.ts';
import { LandPriceBox } from './land-price-box.tsx';

/**
 * A land listing for sale or rent (each its own route, whose loader has made sure of the deal):
 * photos, price, the lot's facts, description, place, poster.
 */
export function LandDetail({ data }: { data: DetailPageData }) {
  const { listing } = data;
  return (
    <ListingDetailPage
      data={data}
      price={<LandPriceBox listing={listing} />}
      renderCard={(card, onOpen) => <LandCard listing={card} levels={2} onOpen={onOpen} />}
      descriptionTitle="土地說明"
    >
      <DetailSection title="土地資料" testId="land-facts">
        <FactList facts={landFacts(listing, landFactsOf(listing))} />
      </DetailSection>
    </ListingDetailPage>
  );
}
