import type { ListingDetail, SaleFacts } from '@591/api-client';
import { formatThousands } from '@591/config';
import type { Fact } from '@591/ui';

const ping = (area: number) => `${area}坪`;

/** Parking is sold with the home; its price is part of the total. */
export function parkingText(parking: SaleFacts['parking']): string | null {
  if (!parking) return null;
  return parking.price > 0
    ? `${parking.type}（${formatThousands(parking.price)}萬，含於總價）`
    : parking.type;
}

function managementFeeText(fee: number): string {
  return fee > 0 ? `${formatThousands(fee)}元/月` : '無';
}

/** What the price box shows under the total: unit price, parking and the monthly fee. */
export function priceFacts(listing: ListingDetail, sale: SaleFacts | undefined): Fact[] {
  return [
    ['單價', listing.unitPrice === null ? null : `${listing.unitPrice}萬/坪`],
    ['車位', sale && parkingText(sale.parking)],
    ['管理費', sale && managementFeeText(sale.managementFee)],
  ];
}

/** The home: areas and 公設比, layout, age, floor, direction, building and fitment. */
export function houseFacts(listing: ListingDetail, sale: SaleFacts | undefined): Fact[] {
  return [
    ['權狀坪數', ping(listing.area)],
    ['主建物', sale ? ping(sale.mainArea) : listing.mainArea && ping(listing.mainArea)],
    ['公設', sale && ping(sale.publicArea)],
    ['公設比', sale && `${sale.publicRatio}%`],
    ['格局', listing.layout],
    ['屋齡', listing.age === null ? null : `${listing.age}年`],
    ['樓層', listing.floorText],
    ['朝向', sale?.direction],
    ['型態', listing.buildingTypeName],
    ['裝潢', sale?.fitment],
    ['法拍', sale?.auctionRound ? `第${sale.auctionRound}拍` : null],
  ];
}

/** The building the home is in, when it is in a known community. */
export function communityFacts(community: NonNullable<ListingDetail['community']>): Fact[] {
  return [
    ['社區名稱', community.name],
    ['完工年份', `${community.builtYear}年（屋齡${community.age}年）`],
    ['總戶數', `${formatThousands(community.households)}戶`],
    ['樓高', `${community.totalFloors}層`],
    ['管理費', `${formatThousands(community.managementFeePerPing)}元/坪`],
    ['地址', community.address],
  ];
}
