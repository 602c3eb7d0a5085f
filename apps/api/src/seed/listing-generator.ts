import type { Section } from '@591/config';
import { PHOTO_SEEDS_PER_KIND } from '../domain/generated-photos.ts';
import { forkRandom } from '../lib/random.ts';
import { brokerOfListing } from './brokers.ts';
import type { CommunitySeed } from './communities.ts';
import { draftBusiness } from './generate-business.ts';
import { draftLand } from './generate-land.ts';
import { draftRent } from './generate-rent.ts';
import { draftSale } from './generate-sale.ts';
import type { DraftContext, GeneratedListing } from './listing-draft.ts';
import { jitter, pickPlace, pickRegion, placeAt } from './place-picker.ts';
import type { ReferenceData } from './reference-data.ts';

const SECTION_WEIGHTS: [Section, number][] = [
  ['rent', 40],
  ['sale', 35],
  ['land', 8],
  ['business', 17],
];

const DAY_MS = 86_400_000;
/** listings.poster_role of a broker (仲介). */
const BROKER_ROLE = 2;
/** How far back postings go; recent ones are more common, as on a live portal. */
const MAX_AGE_DAYS = 120;

export interface GeneratorInput {
  seed: number;
  asOf: Date;
  ref: ReferenceData;
  communitiesByDistrict: Map<number, CommunitySeed[]>;
  communityById: Map<number, CommunitySeed>;
}

/**
 * Listing number `id` of a seed. Each listing draws from its own generator, so the first 20k of a
 * 200k seed are the same listings as a 20k seed.
 */
export function generateListing(id: number, input: GeneratorInput): GeneratedListing {
  const random = forkRandom(input.seed, id);
  const section = random.weighted(SECTION_WEIGHTS, ([, weight]) => weight)[0];
  const mix = section === 'land' ? 'rural' : 'urban';
  const region = pickRegion(input.ref, random, mix);
  const place = pickPlace(input.ref, random, region, mix);
  const daysAgo = Math.floor(MAX_AGE_DAYS * random.next() ** 2);
  const postedAt = new Date(input.asOf.getTime() - daysAgo * DAY_MS - random.int(0, 86_399) * 1000);
  const updatedAt = new Date(
    postedAt.getTime() + random.next() * (input.asOf.getTime() - postedAt.getTime()),
  );
  const context: DraftContext = {
    random,
    place,
    communities: input.communitiesByDistrict.get(place.district.id) ?? [],
    year: input.asOf.getUTCFullYear(),
    atCommunity: (community) =>
      placeAt(
        input.ref,
        { region, district: place.district, road: community.road },
        jitter(random, community, 0.0006),
      ),
  };
  const draft =
    section === 'rent'
      ? draftRent(context)
      : section === 'sale'
        ? draftSale(context, postedAt.toISOString().slice(0, 10))
        : section === 'land'
          ? draftLand(context)
          : draftBusiness(context);
  const { place: moved, ...fields } = draft;
  const where = moved ?? place;
  const community = draft.communityId ? input.communityById.get(draft.communityId) : undefined;
  // A broker's listing is one of the district's seeded brokers', under their name and licence.
  const broker =
    fields.posterRole === BROKER_ROLE ? brokerOfListing(where.district, id, input.seed) : null;
  return {
    id,
    section,
    regionId: region.id,
    districtId: where.district.id,
    lat: where.lat,
    lng: where.lng,
    ...fields,
    ...(broker && { posterName: broker.posterName, brokerLicence: broker.licence }),
    mainArea: draft.facts.sale?.mainArea || null,
    stationId: where.station?.ref.id ?? null,
    stationDistance: where.station?.walkMetres ?? null,
    universityId: where.university?.id ?? null,
    circleId: where.circle?.id ?? null,
    keywords: [
      draft.title,
      `${region.name}${draft.address}`,
      community?.name,
      where.station && `${where.station.ref.name}站`,
      where.circle?.name,
    ]
      .filter(Boolean)
      .join(' '),
    photoSeed: random.int(0, PHOTO_SEEDS_PER_KIND - 1),
    photoCount: section === 'land' ? random.int(2, 4) : random.int(3, 8),
    viewCount: Math.round(
      random.int(8, 60) * Math.sqrt(daysAgo + 1) * (section === 'rent' ? 1.5 : 1),
    ),
    postedAt,
    updatedAt,
  };
}
