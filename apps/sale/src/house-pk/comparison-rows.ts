import { formatThousands } from '@591/config';
import type { ComparedHouse } from './comparison-data.ts';

/** One row of the comparison table; `lowestIsBest` rows mark their best value. */
export interface ComparisonRow {
  label: string;
  text: (house: ComparedHouse) => string | null;
  lowestIsBest?: { value: (house: ComparedHouse) => number | null; badge: string };
}

const ping = (area: number | null | undefined) =>
  typeof area === 'number' ? `${Math.round(area * 100) / 100}坪` : null;

/** What the comparison sets side by side, in the order buyers weigh it. */
export const COMPARISON_ROWS: ComparisonRow[] = [
  { label: '總價', text: ({ listing }) => `${formatThousands(listing.price)}萬` },
  {
    label: '單價',
    text: ({ listing }) => (listing.unitPrice === null ? null : `${listing.unitPrice}萬/坪`),
    lowestIsBest: { value: ({ listing }) => listing.unitPrice, badge: '最低' },
  },
  { label: '權狀坪數', text: ({ listing }) => ping(listing.area) },
  { label: '主建物', text: ({ listing }) => ping(listing.sale?.mainArea ?? listing.mainArea) },
  {
    label: '公設比',
    text: ({ listing }) => (listing.sale ? `${listing.sale.publicRatio}%` : null),
    lowestIsBest: { value: ({ listing }) => listing.sale?.publicRatio ?? null, badge: '最低' },
  },
  { label: '格局', text: ({ listing }) => listing.layout },
  {
    label: '屋齡',
    text: ({ listing }) => (listing.age === null ? null : `${listing.age}年`),
    lowestIsBest: { value: ({ listing }) => listing.age, badge: '最新' },
  },
  { label: '樓層', text: ({ listing }) => listing.floorText },
  { label: '型態', text: ({ listing }) => listing.buildingTypeName },
  { label: '朝向', text: ({ listing }) => listing.sale?.direction ?? null },
  {
    label: '車位',
    text: ({ listing }) => {
      const parking = listing.sale?.parking;
      if (!listing.sale) return null;
      return parking ? `${parking.type} ${formatThousands(parking.price)}萬` : '無';
    },
  },
  {
    label: '管理費',
    text: ({ listing }) =>
      listing.sale ? `${formatThousands(listing.sale.managementFee)}元/月` : null,
  },
  {
    label: '社區',
    text: ({ community, listing }) => community?.name ?? listing.community?.name ?? null,
  },
  { label: '社區屋齡', text: ({ community }) => (community ? `${community.age}年` : null) },
  {
    label: '總戶數',
    text: ({ community }) => (community ? `${formatThousands(community.households)}戶` : null),
  },
  {
    label: '社區管理費',
    text: ({ community }) => (community ? `${community.managementFeePerPing}元/坪` : null),
  },
  {
    label: '附近捷運',
    text: ({ surrounding }) =>
      surrounding && surrounding.metro.length > 0
        ? surrounding.metro
            .slice(0, 2)
            .map(
              (station) => `${station.stationName}站（${station.lineName}）${station.metres}公尺`,
            )
            .join('、')
        : null,
  },
  { label: '地址', text: ({ listing }) => `${listing.regionName}${listing.address}` },
];
