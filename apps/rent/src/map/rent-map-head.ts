import { formatThousands } from '@591/config';
import type { PageHead } from '@591/router';
import { RENT_SITE_NAME } from '../list/list-head.ts';
import type { RentMap } from './rent-map-data.ts';

/** 台北市地圖找房: the region and how many rentals the map's first view holds. */
export function rentMapHead(data: RentMap): PageHead {
  const region = data.region.name;
  return {
    title: `${region}地圖找房 - ${RENT_SITE_NAME}`,
    description: `在地圖上找${region}租屋：依地點看整層住家、套房與雅房的分布與租金，地圖範圍內共 ${formatThousands(data.listed.results.total)} 筆，可疊加捷運車站與大學。`,
  };
}
