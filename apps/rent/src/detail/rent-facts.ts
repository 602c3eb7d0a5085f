import type { ListingDetail, RentFacts } from '@591/api-client';
import { formatThousands } from '@591/config';
import type { Fact } from '@591/ui';

const money = (amount: number) => `${formatThousands(amount)}元`;

/** 押金 2個月（30,000元）: the months and what they come to at this rent. */
export function depositText(months: number, rent: number): string {
  return months === 0 ? '免押金' : `${months}個月（${money(months * rent)}）`;
}

/** A fee of 0 is either part of the rent or simply not charged; say which. */
function managementFeeText(rent: RentFacts): string {
  if (rent.managementFee > 0) return `${money(rent.managementFee)}/月`;
  return rent.includes.includes('管理費') ? '已含於租金' : '無';
}

/** What the rent costs beyond the rent itself: what it includes, deposit, fees. */
export function costFacts(listing: ListingDetail, rent: RentFacts | undefined): Fact[] {
  if (!rent) return [];
  return [
    ['租金含', rent.includes.join('、')],
    ['押金', depositText(rent.depositMonths, listing.price)],
    ['管理費', managementFeeText(rent)],
    ['車位費', rent.parkingFee === null ? null : `${money(rent.parkingFee)}/月`],
  ];
}

/** The home itself and the lease terms. */
export function houseFacts(listing: ListingDetail, rent: RentFacts | undefined): Fact[] {
  return [
    ['類型', listing.kindName],
    ['坪數', `${listing.area}坪`],
    ['格局', listing.layout],
    ['樓層', listing.floorText],
    ['型態', listing.buildingTypeName],
    ['屋齡', listing.age === null ? null : `${listing.age}年`],
    ['可遷入日', rent?.moveIn],
    ['最短租期', rent && `${rent.minLeaseMonths}個月`],
  ];
}

/** House rules as the landlord set them. */
export function ruleFacts(rent: RentFacts | undefined): Fact[] {
  if (!rent) return [];
  const { rules } = rent;
  return [
    ['性別', rules.gender],
    ['寵物', rules.pets ? '可養寵物' : '不可養寵物'],
    ['開伙', rules.cooking ? '可開伙' : '不可開伙'],
    ['身分', rules.identity],
  ];
}
