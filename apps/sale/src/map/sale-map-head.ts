import { formatThousands } from '@591/config';
import type { PageHead } from '@591/router';
import { SITE_NAME } from '../search/sale-head.ts';
import type { SaleMap } from './sale-map-data.ts';

/** 台北市地圖找屋: the region and how many homes the map's first view holds. */
export function saleMapHead(data: SaleMap): PageHead {
  const region = data.region.name;
  return {
    title: `${region}地圖找屋 - ${SITE_NAME}`,
    description: `在地圖上找${region}中古屋：依地點看出售物件的分布、總價與社區，地圖範圍內共 ${formatThousands(data.listed.results.total)} 筆，點選標記看照片與價格。`,
  };
}
