import {
  CommunityLastDeals,
  CommunityLink,
  type DetailPageData,
  DetailSection,
  FactList,
  ListingDetailPage,
  RentCard,
  TagList,
} from '@591/ui';
import { houseFacts, ruleFacts } from '../detail/rent-facts.ts';
import { RentMarketBox } from '../detail/rent-market.tsx';
import { RentPriceBox } from '../detail/rent-price-box.tsx';

const CSS = `
.rent-detail__none{margin:0;color:#555}
`;

/** A rental: photos, rent and costs, the home, its rules, equipment, place and poster. */
export function Component({ data }: { data: DetailPageData }) {
  const { listing } = data;
  const rent = listing.facts.rent;
  const equipment = rent?.equipment ?? [];
  return (
    <ListingDetailPage
      data={data}
      price={<RentPriceBox listing={listing} />}
      renderCard={(card, onOpen) => <RentCard listing={card} onOpen={onOpen} />}
      descriptionTitle="屋況說明"
    >
      <style href="@591/rent/detail-page" precedence="default">
        {CSS}
      </style>
      <DetailSection title="房屋資料" testId="house-facts">
        <FactList facts={houseFacts(listing, rent)} />
        {listing.community && (
          <>
            <CommunityLastDeals community={listing.community} />
            <CommunityLink community={listing.community} />
          </>
        )}
      </DetailSection>
      {listing.rentMarket && (
        <DetailSection title="租金行情：實價登錄" testId="rent-market-section">
          <RentMarketBox market={listing.rentMarket} rent={listing.price} />
        </DetailSection>
      )}
      {rent && (
        <DetailSection title="房屋守則" testId="house-rules">
          <FactList facts={ruleFacts(rent)} />
        </DetailSection>
      )}
      <DetailSection title="提供設備" testId="equipment">
        {equipment.length > 0 ? (
          <TagList tags={equipment} label="提供設備" />
        ) : (
          <p className="rent-detail__none">屋主未提供設備資訊</p>
        )}
      </DetailSection>
    </ListingDetailPage>
  );
}
