import { LAND_KIND, LISTING_TYPE } from '@591/config';
import { landCategoryIdOf, zoneIdOf } from '../domain/land-zones.ts';
import type { Random } from '../lib/random.ts';
import { BROKERAGES, LAND_SECTION_STEMS, NUISANCES } from './data/phrases.ts';
import { landPlot } from './land-pricing.ts';
import { type DraftContext, featureBits, type ListingDraft } from './listing-draft.ts';
import { landmark, locationSentence, personName, round1, round2, roundTo } from './listing-text.ts';
import { streetAddress } from './place-picker.ts';

/** Share of land sales that are court auctions (法拍): enough that each big city lists a few. */
const FORECLOSURE_SHARE = 0.08;
/** Each unsold round lowers the floor price by about a fifth. */
const ROUND_DISCOUNT = 0.8;

export function draftLand({ random, place }: DraftContext): ListingDraft {
  const plot = landPlot(random, place.region, place.district);
  const forRent = random.chance(0.2);
  const area = round2(plot.area);
  const unitPrice = round2(plot.unitPrice * random.spread(0.1));
  const total = Math.max(30, Math.round(unitPrice * area));
  const roadWidth = plot.urban ? random.pick([6, 8, 10, 12, 15, 20]) : random.pick([3, 4, 5, 6, 8]);
  const frontage = round1(Math.min(60, random.between(5, 12) * Math.sqrt(area / 60)));
  const depth = round1((area * 3.3058) / frontage);
  const farmland = plot.landCategory === '農牧用地';
  const posterRole = random.weighted([1, 2, 3], (role) => [0, 40, 55, 5][role]!);
  const highlight = farmland ? (area >= 756 ? '可申請農舍' : '農地') : `臨${roadWidth}米路`;
  const monthlyRent = roundTo(Math.max(3000, total * 10_000 * random.between(0.001, 0.002)), 500);
  const draft: ListingDraft = {
    type: forRent ? LISTING_TYPE.rent : LISTING_TYPE.sale,
    kind: LAND_KIND,
    title: `${landmark(place)} ${plot.zoning}${plot.urban ? '' : plot.landCategory} ${Math.round(area)}坪 ${highlight}`,
    description: [
      locationSentence(place),
      `${plot.zoning}${plot.urban ? '' : `（${plot.landCategory}）`}，地坪約${Math.round(area)}坪，`,
      `面寬約${frontage}米、縱深約${depth}米，臨${roadWidth}米道路。`,
      farmland ? '適合農作或休閒農場使用。' : '地形方正，適合自建或合建。',
      forRent ? '可長期出租，租期面議。' : '產權清楚，歡迎洽詢。',
    ].join(''),
    address: streetAddress(random, place),
    price: forRent ? monthlyRent : total,
    priceDrop:
      !forRent && random.chance(0.06) ? roundTo(total * random.between(0.02, 0.08), 5) : null,
    unitPrice: forRent ? null : unitPrice,
    area,
    rooms: 0,
    livingRooms: 0,
    bathrooms: 0,
    floor: null,
    totalFloors: null,
    age: null,
    buildingType: null,
    landZone: zoneIdOf(plot.zoning),
    landCategory: landCategoryIdOf(plot.landCategory),
    roadWidth,
    frontage,
    features: featureBits([place.station !== null && 'near_mrt']),
    labels: 0,
    posterRole,
    posterName:
      posterRole === 2 ? `${random.pick(BROKERAGES)} ${personName(random)}` : personName(random),
    facts: {
      land: {
        zoning: plot.zoning,
        landCategory: plot.landCategory,
        roadWidth,
        frontage,
        depth,
        lotNumber: `${random.pick(LAND_SECTION_STEMS)}段${random.int(1, 1200)}${random.chance(0.5) ? `-${random.int(1, 30)}` : ''}地號`,
        nuisances: random.chance(0.15) ? [random.pick(NUISANCES)] : [],
      },
    },
  };
  // Drawn last, so the plots themselves stay what earlier seeds made them.
  return !forRent && random.chance(FORECLOSURE_SHARE) ? asForeclosure(random, draft) : draft;
}

/** A court auction of the same plot: a floor price by round, sold as is, through an agent. */
function asForeclosure(random: Random, draft: ListingDraft): ListingDraft {
  const round = random.int(1, 4);
  const price = Math.max(30, Math.round(draft.price * 0.85 * ROUND_DISCOUNT ** (round - 1)));
  return {
    ...draft,
    title: `法拍 第${round}拍 ${draft.title}`,
    description: `${draft.description}法院拍賣土地，第${round}拍底價${price}萬，點交與否請洽專人說明。`,
    price,
    priceDrop: null,
    unitPrice: round2(price / draft.area),
    auctionRound: round,
    posterRole: 3,
    posterName: `法拍代標 ${personName(random)}`,
    facts: { land: { ...draft.facts.land!, foreclosure: { round } } },
  };
}
