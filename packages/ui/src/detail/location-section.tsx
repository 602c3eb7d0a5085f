import type { ListingDetail } from '@591/api-client';
import { DetailSection } from './detail-section.tsx';
import { type Fact, FactList } from './fact-list.tsx';

const CSS = `
.map-link{display:inline-flex;align-items:center;min-height:44px;margin-top:8px;color:#b35000;font-weight:700}
`;

/** Google Maps' documented search link: opens the place without an API key. */
export function mapUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

type Located = Pick<
  ListingDetail,
  | 'regionName'
  | 'districtName'
  | 'address'
  | 'lat'
  | 'lng'
  | 'metro'
  | 'university'
  | 'businessCircle'
>;

/** Where the listing is and what is near it: MRT and walking distance, university, circle. */
export function LocationSection({ listing }: { listing: Located }) {
  const { metro } = listing;
  const facts: Fact[] = [
    ['地區', `${listing.regionName}${listing.districtName}`],
    ['地址', listing.address],
    ['捷運', metro && `${metro.lineName} ${metro.stationName}站，步行約 ${metro.walkMetres} 公尺`],
    ['鄰近大學', listing.university?.name],
    ['商圈', listing.businessCircle?.name],
  ];
  return (
    <DetailSection title="位置與周邊" testId="location">
      <style href="@591/ui/location-section" precedence="default">
        {CSS}
      </style>
      <FactList facts={facts} />
      <a
        className="map-link"
        href={mapUrl(listing.lat, listing.lng)}
        target="_blank"
        rel="noopener"
      >
        在地圖上查看位置（另開新視窗）
      </a>
    </DetailSection>
  );
}
