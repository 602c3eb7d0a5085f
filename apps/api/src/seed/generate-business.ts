import { LISTING_TYPE, type SectionKind, sectionOf } from '@591/config';

/** How often each kind of premises is listed, in %. */
const KIND_SHARES: Record<SectionKind<'business'>, number> = { 5: 40, 6: 30, 12: 12, 7: 18 };

import type { Random } from '../lib/random.ts';
import { BROKERAGES, NEARBY_PLACES, SHOP_TRADES, TRANSFER_INCLUDES } from './data/phrases.ts';
import { type DraftContext, featureBits, type ListingDraft } from './listing-draft.ts';
import { landmark, locationSentence, personName, round1, round2, roundTo } from './listing-text.ts';
import { streetAddress } from './place-picker.ts';

type Deal = { type: number; monthly: number; total: number };

/** Deposits as commercial leases usually ask: two months, three for factories. */
const SHOP_DEPOSIT_MONTHS = 2;
const OFFICE_DEPOSIT_MONTHS = 2;
const FACTORY_DEPOSIT_MONTHS = 3;

/** A business listing's price: a monthly rent, a sale price in 萬, or a rent plus transfer fee. */
function dealPrice(
  random: Random,
  types: [number, number][],
  rentPerPing: number,
  salePerPing: number,
  area: number,
): Deal {
  const type = random.weighted(types, ([, weight]) => weight)[0];
  const monthly = roundTo(area * rentPerPing * random.spread(0.15), 1000);
  const total = Math.max(100, Math.round(area * salePerPing * random.spread(0.12)));
  return { type, monthly, total };
}

function posterOf(random: Random) {
  const posterRole = random.weighted([1, 2, 3], (role) => [0, 35, 60, 5][role]!);
  return {
    posterRole,
    posterName:
      posterRole === 2 ? `${random.pick(BROKERAGES)} ${personName(random)}` : personName(random),
  };
}

export function draftBusiness({ random, place }: DraftContext): ListingDraft {
  const kind = random.weighted(sectionOf('business').kinds, (each) => KIND_SHARES[each]);
  const district = place.district;
  const circle = place.circle ? 1.35 : 1;
  const rentIndex = place.region.rentPerPing * (1 + (district.priceFactor - 1) * 0.7);
  const saleIndex = place.region.saleUnitPrice * district.priceFactor;
  const nearby = random.some(NEARBY_PLACES, random.int(2, 4));
  const base = {
    address: streetAddress(random, place),
    rooms: 0,
    livingRooms: 0,
    bathrooms: 1,
    labels: 0,
    ...posterOf(random),
  };
  const near = place.station !== null && 'near_mrt';

  if (kind === 5) {
    const area = round1(random.between(10, 60));
    const frontage = round1(random.between(3.5, 12));
    const deal = dealPrice(
      random,
      [
        [1, 55],
        [2, 25],
        [6, 20],
      ],
      rentIndex * random.between(1.8, 3.2) * circle,
      saleIndex * random.between(1.6, 2.6) * circle,
      area,
    );
    const floorText = random.weighted(['1F', '1F+2F', 'B1+1F'], (f) => (f === '1F' ? 8 : 1));
    const trade = random.pick(SHOP_TRADES);
    const transfer = deal.type === LISTING_TYPE.transfer;
    const transferFee = transfer ? roundTo(random.between(30, 300), 5) : null;
    const title = transfer
      ? `${landmark(place)} ${trade}頂讓 客源穩定`
      : `${place.road}${random.pick(['黃金店面', '三角窗店面', '金店面'])} 面寬${frontage}米`;
    return {
      ...base,
      type: deal.type,
      kind,
      title,
      description: [
        locationSentence(place),
        `${floorText}店面，面寬${frontage}米，使用面積約${area}坪，人潮車潮多。`,
        transfer
          ? `現為${trade}，含${TRANSFER_INCLUDES.slice(0, random.int(2, 6)).join('、')}，頂讓金${transferFee}萬。`
          : '適合各行各業。',
      ].join(''),
      price: deal.type === LISTING_TYPE.sale ? deal.total : deal.monthly,
      priceDrop: null,
      unitPrice: deal.type === LISTING_TYPE.sale ? round2(deal.total / area) : null,
      area,
      floor: floorText.startsWith('B') ? -1 : 1,
      totalFloors: random.int(3, 15),
      age: random.int(5, 45),
      // Street shops of apartment and elevator buildings: a 透天 would read as the whole house.
      buildingType: random.pick([1, 2, 5]),
      frontage,
      features: featureBits([near]),
      transferFee: transferFee ?? null,
      facts: {
        business: {
          frontage,
          floorText,
          nearby,
          ...(transfer && { transferIncludes: TRANSFER_INCLUDES.slice(0, 4) }),
          ...(deal.type !== LISTING_TYPE.sale && { depositMonths: SHOP_DEPOSIT_MONTHS }),
        },
      },
    };
  }

  if (kind === 6 || kind === 12) {
    const live = kind === 12;
    const area = round1(
      live
        ? random.between(15, 45)
        : random.chance(0.6)
          ? random.between(20, 60)
          : random.chance(0.7)
            ? random.between(60, 150)
            : random.between(150, 320),
    );
    const deal = dealPrice(
      random,
      [
        [1, live ? 50 : 65],
        [2, live ? 50 : 35],
      ],
      rentIndex * random.between(0.9, 1.8) * circle,
      saleIndex * random.between(0.9, 1.25) * circle,
      area,
    );
    const totalFloors = random.int(8, 30);
    const feePerPing = random.int(8, 25) * 10;
    const usableArea = round1(area * random.between(0.55, 0.68));
    return {
      ...base,
      type: deal.type,
      kind,
      title: live
        ? `${landmark(place)} 住辦兩用 ${Math.round(area)}坪 可設籍`
        : `${place.circle?.name ?? landmark(place)} 辦公室 ${Math.round(area)}坪 ${random.pick(['景觀佳', '近捷運', '採光佳', '隔間完善'])}`,
      description: [
        locationSentence(place),
        `權狀約${area}坪，實際使用約${usableArea}坪，管理費每坪${feePerPing}元。`,
        live ? '可住可辦，適合工作室或小型公司。' : '大樓有專業物業管理，適合企業總部或分公司。',
      ].join(''),
      price: deal.type === LISTING_TYPE.sale ? deal.total : deal.monthly,
      priceDrop: null,
      unitPrice: deal.type === LISTING_TYPE.sale ? round2(deal.total / area) : null,
      area,
      rooms: live ? random.int(1, 3) : 0,
      floor: random.int(2, totalFloors),
      totalFloors,
      age: random.int(0, 35),
      buildingType: 2,
      features: featureBits([
        near,
        'lift',
        random.chance(0.3) && 'parking',
        live && 'household_registration',
      ]),
      facts: {
        business: {
          usableArea,
          managementFee: roundTo(area * feePerPing, 10),
          nearby,
          ...(deal.type !== LISTING_TYPE.sale && { depositMonths: OFFICE_DEPOSIT_MONTHS }),
        },
      },
    };
  }

  const area = round1(random.chance(0.6) ? random.between(80, 400) : random.between(400, 1500));
  const deal = dealPrice(
    random,
    [
      [1, 55],
      [2, 45],
    ],
    place.region.rentPerPing * random.between(0.45, 0.7),
    place.region.saleUnitPrice * random.between(0.5, 0.9),
    area,
  );
  const ceilingHeight = round1(random.between(4, 12));
  const powerKw = roundTo(random.between(50, 1500), 10);
  return {
    ...base,
    type: deal.type,
    kind,
    title: `${district.name}${random.pick(['一樓廠房', '獨棟廠房', '廠辦'])} 挑高${ceilingHeight}米 ${powerKw}kW`,
    description: [
      locationSentence(place),
      `廠房面積約${area}坪，挑高${ceilingHeight}米，電力${powerKw}kW，`,
      '貨車進出方便，適合倉儲、加工及物流使用。',
    ].join(''),
    price: deal.type === LISTING_TYPE.sale ? deal.total : deal.monthly,
    priceDrop: null,
    unitPrice: deal.type === LISTING_TYPE.sale ? round2(deal.total / area) : null,
    area,
    floor: 1,
    totalFloors: random.int(1, 4),
    age: random.int(3, 40),
    buildingType: null,
    features: featureBits([near, random.chance(0.6) && 'parking']),
    facts: {
      business: {
        ceilingHeight,
        floorLoad: roundTo(random.between(500, 3000), 100),
        powerKw,
        nearby,
        ...(deal.type !== LISTING_TYPE.sale && { depositMonths: FACTORY_DEPOSIT_MONTHS }),
      },
    },
  };
}
