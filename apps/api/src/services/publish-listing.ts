import { FORECLOSURE_KIND, LAND_KIND, type Section, sectionRules } from '@591/config';
import type { listingDetails, listingDrafts, listings } from '../db/schema/index.ts';
import { FEATURE_BITS, type FeatureCode } from '../domain/attributes.ts';
import { POSTER_ROLE_IDS } from '../domain/posting-fields.ts';
import { nearest } from '../lib/geo.ts';
import { FieldError } from '../lib/http-errors.ts';
import { publicPoint } from './approximate-point.ts';
import { requirePointInDistrict } from './district-bounds.ts';
import type { LocationCatalog } from './location-catalog.ts';
import { sectionPart } from './posted-sections.ts';
import { MISSING, required } from './posting-required.ts';
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
const postableKinds = (section: Section) =>
  sectionRules(section).kinds.filter((kind) => kind !== FORECLOSURE_KIND);

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
 * at its field, the map pin inside the district chosen) and with what the site derives
 * itself: the public point (a rental's moved off its pin, by `listingId`), the shown address
 * (the house number only when the poster allows it), 公設比, the unit price, and the station,
 * university and business circle nearby. The pin itself stays in `postedFields`.
 */
export function listingFromDraft(
  draft: Draft,
  listingId: number,
  member: Member,
  catalog: LocationCatalog,
  photos: PublishedPhotos,
  now: Date,
): { row: ListingRow; details: DetailRow } {
  const section = draft.section as Section;
  const fields = draft.fields;
  // Land has one kind, so its form does not ask.
  const kind = section === 'land' ? (fields.kind ?? LAND_KIND) : required(fields.kind, 'kind');
  if (!postableKinds(section).includes(kind)) throw new FieldError('kind', MISSING.kind);
  const region = catalog.regionById.get(required(fields.regionId, 'regionId'));
  const district = catalog.districtById.get(required(fields.districtId, 'districtId'));
  if (!region || !district || district.regionId !== region.id) {
    throw new FieldError('districtId', '這個鄉鎮市區不在所選的縣市，請重新選擇');
  }
  const road = required(fields.road?.trim(), 'road');
  const pin = { lat: required(fields.lat, 'lat'), lng: required(fields.lng, 'lat') };
  requirePointInDistrict(region.name, district.name, pin);
  // What is near is measured from the public point too: a walk to the station measured from a
  // rental's pin would give the pin away.
  const point = publicPoint(listingId, section, pin);
  const title = required(fields.title?.trim(), 'title');
  if (Array.from(title).length < 5) throw new FieldError('title', MISSING.title);
  const price = required(fields.price, 'price');
  const area = required(fields.area, 'area');
  const { columns, facts } = sectionPart(section, { type: draft.type, kind, fields, price, area });
  const role = required(fields.posterRole, 'posterRole');
  const brokerLicence =
    role === 'broker' ? required(fields.brokerLicence?.trim(), 'brokerLicence') : null;

  const address = `${district.name}${road}${fields.showNumber && fields.number ? fields.number.trim() : ''}`;
  const station = nearest([...catalog.stationById.values()], point, NEAR_STATION_M);
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
      ...columns,
      area,
      features: featureBits(fields.features),
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
