import type { BrokerDetail } from '@591/api-client';
import type { PageHead } from '@591/router';
import { placeName } from '@591/ui';
import type { BrokerListData } from './broker-data.ts';

export function brokerListHead(data: BrokerListData): PageHead {
  const place = placeName(data);
  return {
    title: `${place}房仲經紀人 - 找經紀人 - 591房屋交易網`,
    description: `${place}在591刊登物件的不動產經紀人：經紀人證號、服務區域、刊登中的物件與最近確認時間。`,
  };
}

export function brokerHead(broker: BrokerDetail): PageHead {
  const places = broker.districts.map((district) => district.name).join('、');
  return {
    title: `${broker.name} - 經紀人 - 591房屋交易網`,
    description: `${broker.name}（經紀人證號${broker.licence}）服務${places}，刊登中物件${broker.activeListings}筆。`,
  };
}
