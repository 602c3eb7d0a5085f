import {
  CARPORT_KIND,
  FORECLOSURE_KIND,
  LISTING_TYPE,
  type SectionKind,
  sectionOf,
} from '@591/config';

/** How often each sale kind is listed, in %. */
const KIND_SHARES: Record<SectionKind<'sale'>, number> = { 9: 88, 8: 5, 22: 7 };

import { LABELS, OWNER_ROLE } from '../domain/attributes.ts';
import type { Random } from '../lib/random.ts';
import { communityFloors } from './communities.ts';
import { BROKERAGES, DIRECTIONS, FITMENTS, PARKING_TYPES, SELLING_POINTS } from './data/phrases.ts';
import { type DraftContext, featureBits, type ListingDraft } from './listing-draft.ts';
import {
  countWord,
  landmark,
  layoutText,
  locationSentence,
  personName,
  round1,
  round2,
  roundTo,
} from './listing-text.ts';
import { streetAddress } from './place-picker.ts';

const BUILDING_NAMES: Record<number, string> = {
  1: '公寓',
  2: '大樓',
  3: '透天',
  4: '別墅',
  5: '華廈',
};
/** Price per 坪 against an elevator building of the same age and district. */
const TYPE_FACTOR: Record<number, number> = { 1: 0.85, 2: 1, 3: 1, 4: 1.05, 5: 0.9 };

function buildingTypeFor(random: Random, tier: number): number {
  const weights =
    tier <= 2 ? { 1: 22, 2: 60, 3: 6, 4: 2, 5: 10 } : { 1: 10, 2: 30, 3: 45, 4: 10, 5: 5 };
  return random.weighted([1, 2, 3, 4, 5], (type) => weights[type as 1]);
}

function shapeOf(random: Random, buildingType: number) {
  if (buildingType === 1) {
    const rooms = random.int(2, 4);
    return {
      rooms,
      area: rooms * 8 + random.between(6, 12),
      publicRatio: random.between(0, 8),
      floors: [random.int(4, 5), 30, 55] as const,
    };
  }
  if (buildingType === 3 || buildingType === 4) {
    const rooms = buildingType === 3 ? random.int(3, 6) : random.int(4, 7);
    const area =
      buildingType === 3
        ? rooms * 10 + random.between(10, 30)
        : rooms * 14 + random.between(20, 50);
    return { rooms, area, publicRatio: 0, floors: [random.int(2, 5), 3, 45] as const };
  }
  const rooms = random.weighted([1, 2, 3, 4], (n) => [0, 15, 35, 38, 12][n]!);
  const publicRatio = buildingType === 5 ? random.between(18, 28) : random.between(28, 38);
  return {
    rooms,
    area: rooms * 10 + random.between(8, 18),
    publicRatio,
    floors: [buildingType === 5 ? random.int(7, 11) : random.int(10, 28), 0, 40] as const,
  };
}

function draftCarport(context: DraftContext, base: number): ListingDraft {
  const { random, communities } = context;
  const community = communities.length ? random.pick(communities) : null;
  const place = community ? context.atCommunity(community) : context.place;
  const price = roundTo(base * random.between(2.2, 4), 5);
  const level = random.int(1, 4);
  return {
    type: LISTING_TYPE.sale,
    kind: CARPORT_KIND,
    title: `${community?.name ?? landmark(place)} ${random.pick(PARKING_TYPES)}車位`,
    description: `${locationSentence(place)}地下${countWord(level)}樓${random.pick(PARKING_TYPES)}車位，車道寬敞好停，可單獨出售。`,
    address: community?.address ?? streetAddress(random, place),
    communityId: community?.id ?? null,
    place,
    price,
    priceDrop: null,
    unitPrice: null,
    area: round1(random.between(7.5, 11)),
    rooms: 0,
    livingRooms: 0,
    bathrooms: 0,
    floor: -level,
    totalFloors: community?.totalFloors ?? random.int(8, 20),
    age: community ? Math.max(0, context.year - community.builtYear) : random.int(0, 35),
    buildingType: 2,
    features: featureBits([place.station !== null && 'near_mrt', 'parking']),
    labels: 0,
    posterRole: random.chance(0.4) ? OWNER_ROLE : 2,
    posterName: personName(random),
    facts: {
      sale: {
        mainArea: 0,
        publicArea: 0,
        publicRatio: 0,
        direction: '',
        fitment: '無裝潢',
        parking: { type: random.pick(PARKING_TYPES), price },
        managementFee: random.int(3, 8) * 100,
        priceHistory: [],
      },
    },
  };
}

export function draftSale(context: DraftContext, postedOn: string): ListingDraft {
  const { random, communities, year } = context;
  const picked = context.place;
  const base = picked.region.saleUnitPrice * picked.district.priceFactor;
  const kind = random.weighted(sectionOf('sale').kinds, (each) => KIND_SHARES[each]);
  if (kind === CARPORT_KIND) return draftCarport(context, picked.region.saleUnitPrice);
  const buildingType = buildingTypeFor(random, picked.district.tier);
  const shape = shapeOf(random, buildingType);
  const inCommunity =
    (buildingType === 2 || buildingType === 5) && communities.length > 0 && random.chance(0.85);
  const community = inCommunity ? random.pick(communities) : null;
  const place = community ? context.atCommunity(community) : picked;
  const [maxFloors, minAge, maxAge] = shape.floors;
  const floors = community
    ? communityFloors(random, community, year)
    : buildingType === 3 || buildingType === 4
      ? { floor: 1, totalFloors: maxFloors, age: random.int(minAge, maxAge) }
      : {
          floor: random.int(1, maxFloors),
          totalFloors: maxFloors,
          age: random.int(minAge, maxAge),
        };
  const ageFactor = Math.max(0.82, 1.15 - floors.age * 0.007);
  const countrysideHouse = buildingType === 3 && place.district.tier >= 3 ? 0.9 : 1;
  const foreclosure = kind === FORECLOSURE_KIND ? random.between(0.72, 0.85) : 1;
  const unitPrice = round2(
    base *
      TYPE_FACTOR[buildingType]! *
      ageFactor *
      countrysideHouse *
      foreclosure *
      random.spread(0.12),
  );
  const hasParking = (buildingType === 2 || buildingType === 5) && random.chance(0.5);
  const parkingPrice = hasParking
    ? roundTo(place.region.saleUnitPrice * random.between(2.2, 3.8), 5)
    : 0;
  const parkingArea = hasParking ? round2(random.between(8, 10.5)) : 0;
  const homeArea = round2(shape.area);
  const area = round2(homeArea + parkingArea);
  const price = Math.round(unitPrice * homeArea) + parkingPrice;
  const publicArea = round2((homeArea * shape.publicRatio) / 100);
  const mainArea = round2((homeArea - publicArea) * random.between(0.82, 0.92));
  const labels =
    kind === FORECLOSURE_KIND
      ? 0
      : LABELS.filter((label) => random.chance({ 1: 0.12, 10: 0.05, 13: 0.06 }[label.id]!)).reduce(
          (bits, label) => bits | label.bit,
          0,
        );
  const priceDrop = labels & 1 ? roundTo(price * random.between(0.02, 0.08), 5) : null;
  const lift = buildingType === 2 || buildingType === 5;
  const fitment = random.pick(FITMENTS);
  const posterRole =
    kind === FORECLOSURE_KIND ? 3 : random.weighted([1, 2, 3], (role) => [0, 25, 70, 5][role]!);
  const points = random.some(SELLING_POINTS, 2);
  const rooms = shape.rooms;
  const livingRooms = rooms >= 2 ? 2 : 1;
  const bathrooms = rooms <= 2 ? 1 : random.int(buildingType === 1 ? 1 : 2, Math.min(4, rooms - 1));
  const where = community?.name ?? `${place.district.name}${BUILDING_NAMES[buildingType]}`;
  const high = lift && floors.floor >= floors.totalFloors * 0.6 ? '高樓層' : '';
  const title = `${kind === FORECLOSURE_KIND ? '法拍 ' : labels & 4 ? '急售 ' : ''}${where} ${high || points[0]}${countWord(rooms)}房${hasParking ? '+車位' : ''}`;
  return {
    type: LISTING_TYPE.sale,
    kind,
    title,
    description: [
      locationSentence(place),
      `${BUILDING_NAMES[buildingType]}${layoutText(rooms, livingRooms, bathrooms)}，權狀${homeArea}坪，${points.join('、')}。`,
      hasParking ? `附${random.pick(PARKING_TYPES)}車位一個。` : '',
      kind === FORECLOSURE_KIND
        ? '法院拍賣物件，點交與否請洽專人說明。'
        : '屋主誠意出售，歡迎預約賞屋。',
    ].join(''),
    address: community?.address ?? streetAddress(random, place),
    communityId: community?.id ?? null,
    place,
    price,
    priceDrop,
    unitPrice,
    area,
    rooms,
    livingRooms,
    bathrooms,
    ...floors,
    buildingType,
    features: featureBits([
      place.station !== null && 'near_mrt',
      hasParking && 'parking',
      lift && 'lift',
      random.chance(0.6) && 'balcony',
      lift && floors.floor <= 3 && random.chance(0.3) && 'elder_friendly',
      fitment !== '無裝潢' && 'furnished',
      'no_rooftop_addition',
    ]),
    labels,
    posterRole,
    posterName:
      posterRole === OWNER_ROLE
        ? personName(random)
        : `${kind === FORECLOSURE_KIND ? '法拍代標' : random.pick(BROKERAGES)} ${personName(random)}`,
    facts: {
      sale: {
        mainArea,
        publicArea,
        publicRatio: round1(shape.publicRatio),
        direction: random.pick(DIRECTIONS),
        fitment,
        parking: hasParking ? { type: random.pick(PARKING_TYPES), price: parkingPrice } : null,
        managementFee: lift ? roundTo(homeArea * (community?.managementFee ?? 60), 100) : 0,
        priceHistory: priceDrop ? [{ date: postedOn, price: price + priceDrop }] : [],
        ...(kind === FORECLOSURE_KIND && { auctionRound: random.int(1, 3) }),
      },
    },
  };
}
