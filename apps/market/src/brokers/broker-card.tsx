import type { BrokerSummary } from '@591/api-client';

/** '今天' or 'N 天前': when the broker last confirmed a listing still available. */
export function confirmedWhen(daysAgo: number): string {
  return daysAgo === 0 ? '今天' : `${daysAgo} 天前`;
}

/** What a broker is known by here: licence, districts, listings and how fresh they are. */
export function BrokerFacts({ broker }: { broker: BrokerSummary }) {
  return (
    <>
      <p>經紀人證號：{broker.licence}</p>
      <p>服務區域：{broker.districts.map((district) => district.name).join('、')}</p>
      <p className="broker-card__counts">
        刊登中 {broker.activeListings} 筆・最近確認物件：{confirmedWhen(broker.confirmedDaysAgo)}
      </p>
    </>
  );
}
