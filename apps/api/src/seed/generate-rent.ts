import { CARPORT_KIND, LISTING_TYPE, type SectionKind, sectionOf } from '@591/config';
import type { Random } from '../lib/random.ts';
import { communityFloors } from './communities.ts';
import { RENT_EQUIPMENT, RENT_INCLUDES, RENTAL_AGENCIES, SELLING_POINTS } from './data/phrases.ts';
import { type DraftContext, featureBits, type ListingDraft } from './listing-draft.ts';
import {
  countWord,
  landmark,
  layoutText,
  locationSentence,
  personName,
  roundTo,
} from './listing-text.ts';
import { streetAddress } from './place-picker.ts';

/** How often each rent kind is listed, in %. */
const KIND_SHARES: Record<SectionKind<'rent'>, number> = { 1: 45, 2: 30, 3: 13, 4: 8, 8: 4 };

/** Per-坪 rent premium of small units: a studio costs more per 坪 than a flat. */
const PER_PING_PREMIUM: Record<number, number> = { 1: 1, 2: 1.35, 3: 1.55, 4: 1.5 };

/** 1 公寓, 2 電梯大樓, 3 透天厝, 5 華廈 */
function buildingTypeFor(random: Random, tier: number): number {
  if (tier >= 3) return random.weighted([1, 2, 3, 5], (t) => ({ 1: 20, 2: 30, 3: 40, 5: 10 })[t]!);
  return random.weighted([1, 2, 3, 5], (t) => ({ 1: 35, 2: 45, 3: 8, 5: 12 })[t]!);
}

function floorsFor(random: Random, buildingType: number, kind: number) {
  if (buildingType === 3) {
    const total = random.int(2, 5);
    return {
      floor: kind === 1 ? 1 : random.int(2, total),
      totalFloors: total,
      age: random.int(5, 45),
    };
  }
  if (buildingType === 1) {
    const total = random.int(4, 5);
    // 頂樓加蓋: a rooftop addition above the top floor, common for cheap rooms in old walk-ups.
    const rooftop = kind !== 1 && random.chance(0.25);
    return {
      floor: rooftop ? total + 1 : random.int(1, total),
      totalFloors: total,
      age: random.int(30, 55),
    };
  }
  const total = buildingType === 5 ? random.int(6, 11) : random.int(8, 28);
  return {
    floor: random.int(2, total),
    totalFloors: total,
    age: buildingType === 5 ? random.int(15, 40) : random.int(0, 35),
  };
}

function layoutFor(random: Random, kind: number) {
  if (kind === 1) {
    const rooms = random.weighted([1, 2, 3, 4, 5], (n) => [0, 15, 35, 35, 12, 3][n]!);
    return {
      rooms,
      livingRooms: rooms === 1 ? random.int(0, 1) : random.int(1, 2),
      bathrooms: rooms <= 2 ? 1 : random.int(1, Math.min(3, rooms - 1)),
      area: rooms * 8 + random.int(4, 12) + random.next(),
    };
  }
  if (kind === 2) return { rooms: 1, livingRooms: 0, bathrooms: 1, area: random.between(6, 14) };
  if (kind === 3) return { rooms: 1, livingRooms: 0, bathrooms: 1, area: random.between(4, 8) };
  if (kind === 4) return { rooms: 1, livingRooms: 0, bathrooms: 0, area: random.between(3, 6) };
  return { rooms: 0, livingRooms: 0, bathrooms: 0, area: random.between(2.5, 3.5) };
}

export function draftRent(context: DraftContext): ListingDraft {
  const { random, communities, year } = context;
  const kind = random.weighted(sectionOf('rent').kinds, (each) => KIND_SHARES[each]);
  const buildingType =
    kind === CARPORT_KIND ? 2 : buildingTypeFor(random, context.place.district.tier);
  const community =
    (buildingType === 2 || buildingType === 5) && communities.length && random.chance(0.7)
      ? random.pick(communities)
      : null;
  const place = community ? context.atCommunity(community) : context.place;
  const floors = community
    ? communityFloors(random, community, year)
    : floorsFor(random, buildingType, kind);
  const layout = layoutFor(random, kind);
  const area = Math.round(layout.area * 10) / 10;
  // Rents vary less between districts than sale prices do.
  const rentIndex = place.region.rentPerPing * (1 + (place.district.priceFactor - 1) * 0.7);
  const newFactor = 1.08 - (floors.age / 55) * 0.16;
  const monthly =
    kind === CARPORT_KIND
      ? rentIndex * random.between(3, 4.5)
      : area * rentIndex * PER_PING_PREMIUM[kind]! * newFactor * random.spread(0.15);
  const price = roundTo(monthly, monthly >= 10_000 ? 500 : 100);
  const lift = buildingType === 2 || buildingType === 5;
  const whole = kind === 1;
  const pet = kind !== 8 && random.chance(whole ? 0.35 : 0.2);
  const cook = kind !== 8 && random.chance(whole ? 0.95 : 0.45);
  const furnished = kind !== 8 && random.chance(0.5);
  const rooftop = floors.floor > floors.totalFloors;
  const parking = whole && lift && random.chance(0.35);
  const posterRole = random.weighted([1, 2, 3], (role) => [0, 45, 35, 20][role]!);
  const name = personName(random);
  const points = random.some(SELLING_POINTS, 2);
  const noun =
    kind === 1
      ? `${countWord(layout.rooms)}房`
      : kind === CARPORT_KIND
        ? '平面車位'
        : { 2: '獨立套房', 3: '分租套房', 4: '雅房' }[kind]!;
  const highlight = [pet && '可養寵物', furnished && '全新裝潢', lift && '電梯', points[0]].find(
    Boolean,
  )!;
  const title = `${community ? community.name : landmark(place)} ${highlight}${noun}`;
  const gender = random.weighted(['男女皆可', '限女', '限男'], (g) => (g === '男女皆可' ? 8 : 1));
  const identity = random.weighted(['不限', '限學生', '限上班族'], (i) => (i === '不限' ? 8 : 1));
  const includes = random.some(RENT_INCLUDES, random.int(0, 3));
  const managementFee =
    includes.includes('管理費') || !lift ? 0 : roundTo(area * random.int(50, 100), 100);
  const description = [
    locationSentence(place),
    kind === CARPORT_KIND
      ? '社區地下室平面車位，進出方便，適合一般轎車。'
      : `${layoutText(layout.rooms, layout.livingRooms, layout.bathrooms)}，室內約${area}坪，${points.join('、')}。`,
    furnished ? '屋內全新裝潢，家具家電齊全，可拎包入住。' : '',
    pet ? '可養小型寵物，' : '',
    cook ? '可開伙，' : '',
    `${gender}，歡迎預約看屋。`,
  ].join('');
  return {
    type: LISTING_TYPE.rent,
    kind,
    title,
    description,
    address: community ? community.address : streetAddress(random, place),
    communityId: community?.id ?? null,
    price,
    priceDrop: random.chance(0.08) ? roundTo(price * random.between(0.03, 0.1), 100) : null,
    unitPrice: null,
    ...layout,
    area,
    ...floors,
    place,
    buildingType,
    features: featureBits([
      place.station !== null && 'near_mrt',
      pet && 'pet',
      cook && 'cook',
      parking && 'parking',
      lift && 'lift',
      random.chance(whole ? 0.65 : 0.3) && 'balcony',
      random.chance(0.08) && 'short_lease',
      random.chance(0.02) && 'social_housing',
      kind !== 8 && random.chance(0.45) && 'rent_subsidy',
      lift && floors.floor <= 3 && random.chance(0.4) && 'elder_friendly',
      random.chance(0.4) && 'tax_deductible',
      kind !== 8 && random.chance(0.35) && 'household_registration',
      furnished && 'furnished',
      !rooftop && 'no_rooftop_addition',
    ]),
    labels: 0,
    posterRole,
    posterName:
      posterRole === 1
        ? name
        : posterRole === 2
          ? `${random.pick(['信義房屋', '永慶房屋', '住商不動產'])} ${name}`
          : `${random.pick(RENTAL_AGENCIES)} ${name}`,
    facts: {
      rent: {
        depositMonths: random.weighted([1, 2, 3], (months) => [0, 1, 8, 1][months]!),
        managementFee,
        minLeaseMonths: random.weighted([3, 6, 12, 24], (months) => (months === 12 ? 14 : 2)),
        moveIn: random.chance(0.6) ? '隨時可遷入' : `${random.int(3, 30)}天內可遷入`,
        includes,
        equipment:
          kind === CARPORT_KIND
            ? []
            : random.some(RENT_EQUIPMENT, random.int(whole ? 5 : 3, whole ? 10 : 7)),
        rules: { gender, pets: pet, cooking: cook, identity },
        parkingFee: parking ? roundTo(rentIndex * random.between(2.5, 4), 500) : null,
      },
    },
  };
}
