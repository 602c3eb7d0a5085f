import { regionById } from '@591/config';
import type { PageHead } from '@591/router';
import { SITE_NAME } from '../price/price-head.ts';
import type { MapSearch } from './map-search.ts';

/** 台北市土地地圖 or 台北市實價登錄地圖, with a description of what the markers are. */
export function mapHead(search: MapSearch): PageHead {
  const region = regionById(search.regionId)?.name ?? '';
  if (search.mode === 'real-price') {
    return {
      title: `${region}實價登錄地圖 - ${SITE_NAME}`,
      description: `${region}近兩年土地實價登錄成交地圖：每筆成交的地段、使用分區與每坪單價，標記多時自動群聚。`,
    };
  }
  return {
    title: `${region}土地地圖 - ${SITE_NAME}`,
    description: `在地圖上找${region}出售土地：看每筆土地的位置、總價與標題，點選標記查看物件詳情。`,
  };
}
