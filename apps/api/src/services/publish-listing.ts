import { RENT_INCLUDES } from '@591/config';
import type { ListingFacts } from '@591/contract';
import type { listingDetails, listingDrafts, listings } from '../db/schema/index.ts';
import { FEATURE_BITS, type FeatureCode } from '../domain/attributes.ts';
import { POSTER_ROLE_IDS } from '../domain/posting-fields.ts';
import { SECTION_RULES, type Section } from '../domain/sections.ts';
import { nearest } from '../lib/geo.ts';
import { FieldError, HttpError } from '../plugins/error-handler.ts';
import type { LocationCatalog } from './location-catalog.ts';
import type { Member } from './sessions.ts';

type Draft = typeof listingDrafts.$inferSelect;
type ListingRow = typeof listings.$inferInsert;
type DetailRow = Omit<typeof listingDetails.$inferInsert, 'listingId'>;

/** What is near a listing, as the seeded catalogue measures it. */
const NEAR_STATION_M = 800;
const NEAR_UNIVERSITY_M = 2000;
const NEAR_CIRCLE_M = 1500;
/** Walking is longer than the straight line. */
const WALK_FACTOR = 1.25;

/** Kinds an owner or broker may post in each section (foreclosures come from the courts). */
const POSTABLE_KINDS: Record<Section, readonly number[]> = {
  rent: SECTION_RULES.rent.kinds,
  sale: SECTION_RULES.sale.kinds.filter((kind) => kind !== 22),
  land: SECTION_RULES.land.kinds,
  business: SECTION_RULES.business.kinds,
};

/** Homes and rooms have floors and a layout; a parking space (8) has neither. */
const CARPORT_KIND = 8;

const MISSING: Record<string, string> = {
  kind: '請選擇物件類型',
  regionId: '請選擇縣市',
  districtId: '請選擇鄉鎮市區',
  road: '請填寫路段巷弄',
  lat: '請在地圖上標出物件位置',
  title: '請填寫標題（5 到 40 個字）',
  price: '請填寫價格',
  area: '請填寫坪數',
  floor: '請填寫所在樓層',
  totalFloors: '請填寫總樓層',
  age: '請填寫屋齡',
  mainArea: '請填寫主建物坪數',
  depositMonths: '請填寫押金月數',
  posterRole: '請選擇身份：屋主、代理人或仲介',
  brokerLicence: '仲介刊登請填寫經紀人證號',
};

function required<T>(value: T | undefined, field: keyof typeof MISSING): T {
  if (value === undefined || value === null || value === '') {
    throw new FieldError(field, MISSING[field]!);
  }
  return value;
}

function featureBits(codes: readonly string[] | undefined): number {
  return (codes ?? []).reduce((bits, code) => bits | FEATURE_BITS[code as FeatureCode], 0);
}

/** 王先生 or 陳小姐: how posters sign on the site, from the member's name and title. */
export function posterNameOf(member: Pick<Member, 'realName' | 'sex'>): string {
  const first = Array.from(member.realName.trim())[0] ?? '';
  return `${first}${member.sex === 1 ? '先生' : '小姐'}`;
}

export interface PublishedPhotos {
  /** Where the photos were copied to; null when the listing has none. */
  photoSet: string | null;
  count: number;
}

/**
 * The listing a finished draft describes, checked for completeness (each gap a zh-TW message
 * at its field) and with what the site derives itself: the shown address (the house number
 * only when the poster allows it), 公設比, the unit price, and the station, university and
 * business circle nearby.
 */
export function listingFromDraft(
  draft: Draft,
  member: Member,
  catalog: LocationCatalog,
  photos: PublishedPhotos,
  now: Date,
): { row: ListingRow; details: DetailRow } {
  const section = draft.section as Section;
  if (section !== 'rent' && section !== 'sale') {
    throw new HttpError(400, '土地與商用物件的線上刊登即將開放，目前可刊登住宅出租與出售');
  }
  const fields = draft.fields;
  const kind = required(fields.kind, 'kind');
  if (!POSTABLE_KINDS[section].includes(kind)) throw new FieldError('kind', MISSING.kind!);
  const region = catalog.regionById.get(required(fields.regionId, 'regionId'));
  const district = catalog.districtById.get(required(fields.districtId, 'districtId'));
  if (!region || !district || district.regionId !== region.id) {
    throw new FieldError('districtId', '這個鄉鎮市區不在所選的縣市，請重新選擇');
  }
  const road = required(fields.road?.trim(), 'road');
  const point = { lat: required(fields.lat, 'lat'), lng: required(fields.lng, 'lat') };
  const title = required(fields.title?.trim(), 'title');
  if (Array.from(title).length < 5) throw new FieldError('title', MISSING.title!);
  const price = required(fields.price, 'price');
  const area = required(fields.area, 'area');
  const role = required(fields.posterRole, 'posterRole');
  const brokerLicence =
    role === 'broker' ? required(fields.brokerLicence?.trim(), 'brokerLicence') : null;

  const home = kind !== CARPORT_KIND;
  const floor = home ? required(fields.floor, 'floor') : (fields.floor ?? null);
  const totalFloors = home
    ? required(fields.totalFloors, 'totalFloors')
    : (fields.totalFloors ?? null);
  if (floor !== null && totalFloors !== null && floor > totalFloors) {
    throw new FieldError('floor', '所在樓層不能高於總樓層');
  }
  const sale = section === 'sale';
  const age = sale && home ? required(fields.age, 'age') : (fields.age ?? null);
  const mainArea = sale && home ? required(fields.mainArea, 'mainArea') : null;
  if (mainArea !== null && mainArea > area) {
    throw new FieldError('mainArea', '主建物坪數不能大於權狀坪數');
  }
  const depositMonths = sale ? 0 : required(fields.depositMonths, 'depositMonths');
  const managementFee = fields.managementFee ?? 0;
  const features = fields.features ?? [];

  const address = `${district.name}${road}${fields.showNumber && fields.number ? fields.number.trim() : ''}`;
  const station = nearest([...catalog.stationById.values()], point, NEAR_STATION_M);
  const facts: ListingFacts = sale
    ? {
        sale: {
          mainArea: mainArea ?? 0,
          publicArea: fields.publicArea ?? 0,
          publicRatio: area > 0 ? Math.round(((fields.publicArea ?? 0) / area) * 1000) / 10 : 0,
          direction: '',
          fitment: features.includes('furnished') ? '有裝潢' : '',
          parking: features.includes('parking') ? { type: '車位', price: 0 } : null,
          managementFee,
          priceHistory: [],
        },
      }
    : {
        rent: {
          depositMonths,
          managementFee: fields.rentIncludes?.includes('management') ? 0 : managementFee,
          minLeaseMonths: features.includes('short_lease') ? 1 : 12,
          moveIn: '隨時',
          includes: RENT_INCLUDES.filter((item) => fields.rentIncludes?.includes(item.code)).map(
            (item) => item.name,
          ),
          equipment: [],
          rules: {
            gender: '男女皆可',
            pets: features.includes('pet'),
            cooking: features.includes('cook'),
            identity: '不限',
          },
          parkingFee: null,
        },
      };
  return {
    row: {
      section,
      type: draft.type,
      kind,
      regionId: region.id,
      districtId: district.id,
      communityId: null,
      title,
      address,
      keywords: [title, `${region.name}${address}`, station && `${station.place.name}站`]
        .filter(Boolean)
        .join(' '),
      lat: point.lat,
      lng: point.lng,
      price,
      priceDrop: null,
      unitPrice: sale && home ? Math.round((price / area) * 100) / 100 : null,
      area,
      mainArea,
      rooms: home ? (fields.rooms ?? 0) : 0,
      livingRooms: home ? (fields.livingRooms ?? 0) : 0,
      bathrooms: home ? (fields.bathrooms ?? 0) : 0,
      floor,
      totalFloors,
      age,
      features: featureBits(features),
      labels: 0,
      posterRole: POSTER_ROLE_IDS[role],
      posterName: posterNameOf(member),
      brokerLicence,
      memberId: member.id,
      stationId: station?.place.id ?? null,
      stationDistance: station ? Math.round((station.metres * WALK_FACTOR) / 10) * 10 : null,
      universityId: nearest(catalog.universities, point, NEAR_UNIVERSITY_M)?.place.id ?? null,
      circleId: nearest(catalog.circles, point, NEAR_CIRCLE_M)?.place.id ?? null,
      photoSeed: 0,
      photoCount: photos.count,
      photoSet: photos.photoSet,
      viewCount: 0,
      confirmedAt: now,
      postedAt: now,
      updatedAt: now,
    },
    details: { description: fields.description?.trim() ?? '', facts, postedFields: fields },
  };
}
