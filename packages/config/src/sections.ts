import {
  CARPORT_KIND,
  FACTORY_KIND,
  FORECLOSURE_KIND,
  HOME_KIND,
  LAND_KIND,
  LIVE_WORK_KIND,
  type ListingKind,
  listingKindName,
  OFFICE_KIND,
  SHOP_KIND,
} from './listing-kinds.ts';
import { LISTING_TYPE, type ListingTypeId, listingTypeName } from './listing-types.ts';

const { rent: RENT, sale: SALE, transfer: TRANSFER } = LISTING_TYPE;

/**
 * The four list sections, each with its own subdomain, list page and posting form, and the
 * types and kinds it lists (search and posting refuse any other), in menu order.
 */
export const SECTIONS = [
  { id: 'rent', name: '租屋', types: [RENT], kinds: [1, 2, 3, 4, CARPORT_KIND] },
  { id: 'sale', name: '中古屋', types: [SALE], kinds: [HOME_KIND, CARPORT_KIND, FORECLOSURE_KIND] },
  { id: 'land', name: '土地', types: [RENT, SALE], kinds: [LAND_KIND] },
  {
    id: 'business',
    name: '商用',
    types: [RENT, SALE, TRANSFER],
    kinds: [SHOP_KIND, OFFICE_KIND, LIVE_WORK_KIND, FACTORY_KIND],
  },
] as const satisfies readonly {
  id: string;
  name: string;
  types: readonly ListingTypeId[];
  kinds: readonly ListingKind[];
}[];

export type Section = (typeof SECTIONS)[number]['id'];

export const SECTION_IDS = SECTIONS.map((section) => section.id);

export function isSection(value: unknown): value is Section {
  return SECTIONS.some((section) => section.id === value);
}

type SectionEntry<Id extends Section> = Extract<(typeof SECTIONS)[number], { id: Id }>;

/** The kinds a section lists, as a type: a table keyed by it must name each one. */
export type SectionKind<Id extends Section> = SectionEntry<Id>['kinds'][number];

export function sectionOf<Id extends Section>(id: Id): SectionEntry<Id> {
  return SECTIONS.find((section) => section.id === id) as SectionEntry<Id>;
}

/** A section's types and kinds as plain numbers: what search and posting check a request by. */
export function sectionRules(id: Section): { types: readonly number[]; kinds: readonly number[] } {
  return sectionOf(id);
}

/** The sections searched on a map: their listings are counted by map cell and indexed by place. */
export const MAP_SECTIONS = ['rent', 'sale', 'land'] as const satisfies readonly Section[];

export type MapSection = (typeof MAP_SECTIONS)[number];

export function isMapSection(section: string): section is MapSection {
  return (MAP_SECTIONS as readonly string[]).includes(section);
}

const kindsNamed = <const Ids extends readonly ListingKind[]>(
  ids: Ids,
): { id: Ids[number]; name: string }[] => ids.map((id) => ({ id, name: listingKindName(id)! }));

const typesNamed = <const Ids extends readonly ListingTypeId[]>(
  ids: Ids,
): { id: Ids[number]; name: string }[] => ids.map((id) => ({ id, name: listingTypeName(id)! }));

/** Kinds of the rent list, in menu order. */
export const RENT_KINDS = kindsNamed(sectionOf('rent').kinds);

/** The rent list's kinds of home, what menus and quick searches offer: a parking space is not one. */
export const RENT_HOME_KINDS = RENT_KINDS.filter((kind) => kind.id !== CARPORT_KIND);

/** Kinds of the business list, in menu order; land has a site of its own. */
export const BUSINESS_LIST_KINDS = kindsNamed(sectionOf('business').kinds);

/**
 * The kinds priced by the commercial bands, each region its own, and offered by the header's
 * business menu: the business section's premises and land, whose links go to the land host.
 */
export const COMMERCIAL_KINDS = [...sectionOf('business').kinds, LAND_KIND] as const;

export type CommercialKind = (typeof COMMERCIAL_KINDS)[number];

export function isCommercialKind(kind: number | undefined): kind is CommercialKind {
  return (COMMERCIAL_KINDS as readonly number[]).includes(kind ?? Number.NaN);
}

/** Only a shop is taken over (頂讓); every other commercial kind is let or sold. */
const commercialTypesOf = (kind: number): readonly ListingTypeId[] =>
  kind === SHOP_KIND ? sectionOf('business').types : [RENT, SALE];

/**
 * The business menu's columns, as the header and the business landing show them: each
 * commercial kind with the deals it is offered in (店面出租, 店面頂讓…), a column titled by its
 * first kind; offices and live-and-work offices share one.
 */
export const COMMERCIAL_GROUPS = [
  { id: 'shop', kinds: [SHOP_KIND] },
  { id: 'office', kinds: [OFFICE_KIND, LIVE_WORK_KIND] },
  { id: 'plant', kinds: [FACTORY_KIND] },
  { id: 'land', kinds: [LAND_KIND] },
].map(({ id, kinds }) => ({
  id,
  title: listingKindName(kinds[0]!)!,
  offers: kinds.flatMap((kind) =>
    commercialTypesOf(kind).map((type) => ({
      kind,
      type,
      name: `${listingKindName(kind)}${listingTypeName(type)}`,
    })),
  ),
}));

/** How business premises are offered, the `type` of their URLs. */
export const BUSINESS_DEALS = typesNamed(sectionOf('business').types);

/** How land is offered, the `type` of its URLs: mostly sold, so 出售 comes first. */
export const LAND_DEALS = typesNamed([SALE, RENT]);
