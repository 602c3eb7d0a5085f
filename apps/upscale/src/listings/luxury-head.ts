import type { PageHead } from '@591/router';
import { placeName } from '@591/ui';
import type { LuxuryLandingData, LuxuryListData } from './luxury-data.ts';

const SITE = '591房屋交易網';

export function luxuryLandingHead({ region }: LuxuryLandingData): PageHead {
  return {
    title: `${region.name}豪宅 - 高價住宅出售 - ${SITE}`,
    description: `${region.name}總價超過中央銀行高價住宅門檻的出售物件，依行政區瀏覽。`,
  };
}

export function luxuryListHead(data: LuxuryListData): PageHead {
  const place = placeName(data);
  return {
    title: `${place}豪宅列表 - ${SITE}`,
    description: `${place}總價超過高價住宅門檻的出售物件：最新刊登、總價與單價排序。`,
  };
}
