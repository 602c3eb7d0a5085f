import type { BrokerSummary } from '@591/api-client';
import { daysAgoText } from '@591/ui';

/** What a broker is known by here: licence, districts, listings and how fresh they are. */
export function BrokerFacts({ broker }: { broker: BrokerSummary }) {
  return (
    <>
      <p>經紀人證號：{broker.licence}</p>
      <p>服務區域：{broker.districts.map((district) => district.name).join('、')}</p>
      <p className="broker-card__counts">
        刊登中 {broker.activeListings} 筆・最近確認物件：{daysAgoText(broker.confirmedDaysAgo)}
      </p>
    </>
  );
}
