import type { BusinessFacts, ListingDetail, RentFacts, SaleFacts } from '@591/api-client';
import {
  FACTORY_KIND,
  formatThousands,
  LISTING_TYPE,
  LIVE_WORK_KIND,
  OFFICE_KIND,
  SHOP_KIND,
} from '@591/config';
import type { Fact } from '@591/ui';

const OFFICE_KINDS: readonly number[] = [OFFICE_KIND, LIVE_WORK_KIND];

const money = (amount: number) => `${formatThousands(amount)}元`;

/** 押金 2個月（230,000元）: the months and what they come to at this rent. */
export function depositText(months: number, rent: number): string {
  return months === 0 ? '免押金' : `${months}個月（${money(months * rent)}）`;
}

function managementFeeText(fee: number): string {
  return fee > 0 ? `${money(fee)}/月` : '無';
}

/** Rent per 坪 a month, rounded to the 元: how shops and offices are compared. */
export function rentPerPing(listing: Pick<ListingDetail, 'price' | 'area'>): string | null {
  return listing.area > 0
    ? `${formatThousands(Math.round(listing.price / listing.area))}元/坪`
    : null;
}

/** Under a rent or a transfer's rent: the fee, what it includes, rent per 坪, deposit, fees. */
export function rentPriceFacts(listing: ListingDetail, rent: RentFacts | undefined): Fact[] {
  const business = listing.facts.business;
  const transfer = listing.type === LISTING_TYPE.transfer;
  // Business terms are in facts.business; facts.rent is read for listings posted as homes' rents.
  const depositMonths = business?.depositMonths ?? rent?.depositMonths;
  const managementFee = business?.managementFee ?? rent?.managementFee;
  return [
    [
      '頂讓金',
      transfer && listing.transferFee ? `${formatThousands(listing.transferFee)}萬` : null,
    ],
    ['頂讓內容', transfer ? business?.transferIncludes?.join('、') : null],
    ['每坪租金', rentPerPing(listing)],
    ['押金', depositMonths === undefined ? null : depositText(depositMonths, listing.price)],
    ['管理費', managementFee === undefined ? null : managementFeeText(managementFee)],
  ];
}

/** Under a sale's total: the unit price and the monthly fee. */
export function salePriceFacts(listing: ListingDetail, sale: SaleFacts | undefined): Fact[] {
  const managementFee = listing.facts.business?.managementFee ?? sale?.managementFee;
  return [
    ['單價', listing.unitPrice === null ? null : `${listing.unitPrice}萬/坪`],
    ['管理費', managementFee === undefined ? null : managementFeeText(managementFee)],
  ];
}

/** What each kind of premises is judged by: a shop's frontage, an office's usable area... */
function kindFacts(kind: number, business: BusinessFacts | undefined): Fact[] {
  if (!business) return [];
  if (kind === SHOP_KIND) {
    return [
      ['面寬', business.frontage === undefined ? null : `${business.frontage}米`],
      ['使用樓層', business.floorText],
    ];
  }
  if (OFFICE_KINDS.includes(kind)) {
    return [['使用面積', business.usableArea === undefined ? null : `${business.usableArea}坪`]];
  }
  if (kind === FACTORY_KIND) {
    return [
      ['挑高', business.ceilingHeight === undefined ? null : `${business.ceilingHeight}米`],
      [
        '樓板載重',
        business.floorLoad === undefined
          ? null
          : `${formatThousands(business.floorLoad)}公斤/平方公尺`,
      ],
      ['電力', business.powerKw === undefined ? null : `${formatThousands(business.powerKw)}kW`],
    ];
  }
  return [];
}

/** The premises: kind and deal, area, floor, the kind's own facts, building and age. */
export function premisesFacts(listing: ListingDetail): Fact[] {
  return [
    ['類型', `${listing.kindName}${listing.typeName}`],
    ['坪數', `${listing.area}坪`],
    ['樓層', listing.floorText],
    ...kindFacts(listing.kind, listing.facts.business),
    ['型態', listing.buildingTypeName],
    ['屋齡', listing.age === null ? null : `${listing.age}年`],
  ];
}
