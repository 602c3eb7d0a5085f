import type { CommunityDetail } from '@591/api-client';

type Doors = Pick<CommunityDetail, 'road' | 'doorFrom' | 'doorTo'>;

/** 和平東路二段100至120號, or 未提供 when the community's numbers are not known. */
export function doorNumbers(community: Doors): string {
  return community.doorFrom === null || community.doorTo === null
    ? '未提供'
    : `${community.road}${community.doorFrom}至${community.doorTo}號`;
}

/** How a community's deals are found, in words: the register names door numbers, not buildings. */
export function doorRule(community: Doors): string {
  const doors = community.doorFrom === null ? '社區門牌' : doorNumbers(community);
  return `實價登錄以門牌登記，不標示社區：這裡是登記在${doors}的買賣成交（巷弄內的門牌不算），中位數不含車位與特殊交易。`;
}
