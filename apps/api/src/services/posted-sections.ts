import { CARPORT_KIND, LISTING_TYPE, RENT_INCLUDES, type Section, SHOP_KIND } from '@591/config';
import type { BusinessFacts, ListingFacts } from '@591/contract';
import type { listings } from '../db/schema/index.ts';
import { isUrbanZone, zoneNameOf } from '../domain/land-zones.ts';
import type { DraftFields } from '../domain/posting-fields.ts';
import { FieldError } from '../lib/http-errors.ts';
import { checkFloors, MISSING, required } from './posting-required.ts';

type ListingRow = typeof listings.$inferInsert;

/** The columns whose meaning depends on the section; the rest are common to every listing. */
type SectionColumns = Pick<
  ListingRow,
  | 'unitPrice'
  | 'mainArea'
  | 'rooms'
  | 'livingRooms'
  | 'bathrooms'
  | 'floor'
  | 'totalFloors'
  | 'age'
  | 'landZone'
  | 'landCategory'
  | 'roadWidth'
  | 'frontage'
  | 'transferFee'
>;

/** What a section adds to a listing: its own columns and the facts its detail page shows. */
export interface SectionPart {
  columns: SectionColumns;
  facts: ListingFacts;
}

/** What every section's part is built from, checked already by the common part. */
export interface PartInput {
  type: number;
  kind: number;
  fields: DraftFields;
  price: number;
  area: number;
}

/** How the land list's facts name the category of a plot inside an urban plan. */
const URBAN_CATEGORY = '都市計畫內';

const NO_SECTION_COLUMNS = {
  unitPrice: null,
  mainArea: null,
  rooms: 0,
  livingRooms: 0,
  bathrooms: 0,
  floor: null,
  totalFloors: null,
  age: null,
  landZone: null,
  landCategory: null,
  roadWidth: null,
  frontage: null,
  transferFee: null,
} satisfies SectionColumns;

/** 萬 a 坪, as sales of every section are compared. */
const unitPriceOf = ({ type, price, area }: PartInput) =>
  type === LISTING_TYPE.sale ? Math.round((price / area) * 100) / 100 : null;

/** A home to rent or buy: layout, floor and age, with a rental's terms or a sale's areas. */
function homePart(input: PartInput, sale: boolean): SectionPart {
  const { kind, fields, price, area } = input;
  // Homes and rooms have floors and a layout; a parking space has neither.
  const home = kind !== CARPORT_KIND;
  const floor = home ? required(fields.floor, 'floor') : (fields.floor ?? null);
  const totalFloors = home
    ? required(fields.totalFloors, 'totalFloors')
    : (fields.totalFloors ?? null);
  checkFloors(floor, totalFloors);
  const age = sale && home ? required(fields.age, 'age') : (fields.age ?? null);
  const mainArea = sale && home ? required(fields.mainArea, 'mainArea') : null;
  if (mainArea !== null && mainArea > area) {
    throw new FieldError('mainArea', '主建物坪數不能大於權狀坪數');
  }
  const depositMonths = sale ? 0 : required(fields.depositMonths, 'depositMonths');
  const managementFee = fields.managementFee ?? 0;
  const features = fields.features ?? [];
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
    columns: {
      ...NO_SECTION_COLUMNS,
      unitPrice: sale && home ? Math.round((price / area) * 100) / 100 : null,
      mainArea,
      rooms: home ? (fields.rooms ?? 0) : 0,
      livingRooms: home ? (fields.livingRooms ?? 0) : 0,
      bathrooms: home ? (fields.bathrooms ?? 0) : 0,
      floor,
      totalFloors,
      age,
    },
    facts,
  };
}

/** A plot: its use zone (what the land list filters by), the road it faces, frontage, 地號. */
function landPart(input: PartInput): SectionPart {
  const { fields } = input;
  const zone = required(fields.landZone, 'landZone');
  const zoning = zoneNameOf(zone);
  if (zoning === null) throw new FieldError('landZone', MISSING.landZone);
  const roadWidth = required(fields.roadWidth, 'roadWidth');
  const frontage = fields.frontage ?? null;
  return {
    columns: {
      ...NO_SECTION_COLUMNS,
      unitPrice: unitPriceOf(input),
      landZone: zone,
      roadWidth,
      frontage,
    },
    facts: {
      land: {
        zoning,
        landCategory: isUrbanZone(zone) ? URBAN_CATEGORY : '',
        roadWidth,
        frontage: frontage ?? 0,
        depth: 0,
        lotNumber: fields.lotNumber?.trim() ?? '',
      },
    },
  };
}

/** 1F, B1: the floor a shop offers, as the business detail page words it. */
const shopFloorText = (floor: number) => (floor < 0 ? `B${-floor}` : `${floor}F`);

/**
 * Premises: the floor of the building they are on, a shop's frontage, the deposit of a lease
 * and the 頂讓金 of a transfer.
 */
function businessPart(input: PartInput): SectionPart {
  const { type, kind, fields } = input;
  const floor = required(fields.floor, 'floor');
  const totalFloors = required(fields.totalFloors, 'totalFloors');
  checkFloors(floor, totalFloors);
  const transfer = type === LISTING_TYPE.transfer;
  const transferFee = transfer ? required(fields.transferFee, 'transferFee') : null;
  const leased = type !== LISTING_TYPE.sale;
  const shop = kind === SHOP_KIND;
  const frontage = shop ? (fields.frontage ?? null) : null;
  const business: BusinessFacts = {
    ...(shop && { floorText: shopFloorText(floor) }),
    ...(frontage !== null && { frontage }),
    ...(leased && { depositMonths: required(fields.depositMonths, 'depositMonths') }),
    ...(fields.managementFee !== undefined && { managementFee: fields.managementFee }),
    nearby: [],
  };
  return {
    columns: {
      ...NO_SECTION_COLUMNS,
      unitPrice: unitPriceOf(input),
      floor,
      totalFloors,
      age: fields.age ?? null,
      frontage,
      transferFee,
    },
    facts: { business },
  };
}

/** The section's own part of a listing, each gap refused at its field. */
export function sectionPart(section: Section, input: PartInput): SectionPart {
  switch (section) {
    case 'rent':
      return homePart(input, false);
    case 'sale':
      return homePart(input, true);
    case 'land':
      return landPart(input);
    case 'business':
      return businessPart(input);
  }
}
