import { listingKindName, listingTypeName, priceUnitOf } from '@591/config';
import type { ListingCard, ListingDetail, ListingFacts } from '@591/contract';
import type { communities } from '../db/schema/index.ts';
import {
  BUILDING_TYPES,
  FEATURES,
  featureCodesOf,
  LABELS,
  labelIdsOf,
  NEW_LISTING_DAYS,
  POSTER_ROLES,
} from '../domain/attributes.ts';
import { zoneNameOf } from '../domain/land-zones.ts';
import { confirmationOf } from '../domain/listing-status.ts';
import type { AskingMarket } from '../domain/real-price/asking-market.ts';
import { hasApproximatePoint } from './approximate-point.ts';
import type { CardRow } from './listing-columns.ts';
import type { LocationCatalog } from './location-catalog.ts';
import { photoLinks } from './photo-urls.ts';
import { askingMarketOf } from './real-price/asking-market-view.ts';

const FEATURE_NAMES = new Map<string, string>(
  FEATURES.map((feature) => [feature.code, feature.name]),
);
const LABEL_NAMES = new Map<number, string>(LABELS.map((label) => [label.id, label.name]));

/** 5F/12F, B2 for basements, 整棟 for whole houses. */
export function floorText(
  row: Pick<CardRow, 'floor' | 'totalFloors' | 'buildingType'>,
): string | null {
  if (row.floor === null) return null;
  if (row.buildingType === 3 || row.buildingType === 4) return `整棟/${row.totalFloors}F`;
  if (row.floor < 0) return `B${-row.floor}`;
  if (row.totalFloors !== null && row.floor > row.totalFloors)
    return `頂樓加蓋/${row.totalFloors}F`;
  return row.totalFloors === null ? `${row.floor}F` : `${row.floor}F/${row.totalFloors}F`;
}

export interface ViewContext {
  catalog: LocationCatalog;
  apiOrigin: string;
  now?: Date;
}

/** A listing as a list card shows it; names resolved, prices with their unit. */
export function toCard(
  row: CardRow,
  { catalog, apiOrigin, now = new Date() }: ViewContext,
): ListingCard {
  const station = row.stationId === null ? undefined : catalog.stationById.get(row.stationId);
  const isNew = now.getTime() - row.postedAt.getTime() < NEW_LISTING_DAYS * 86_400_000;
  const photos = photoLinks(apiOrigin, row);
  return {
    id: row.id,
    section: row.section,
    type: row.type,
    typeName: listingTypeName(row.type) ?? '',
    kind: row.kind,
    kindName: listingKindName(row.kind) ?? '',
    title: row.title,
    regionId: row.regionId,
    regionName: catalog.regionById.get(row.regionId)?.name ?? '',
    districtId: row.districtId,
    districtName: catalog.districtById.get(row.districtId)?.name ?? '',
    address: row.address,
    community:
      row.communityId === null ? null : { id: row.communityId, name: row.communityName ?? '' },
    lat: row.lat,
    lng: row.lng,
    approximate: hasApproximatePoint(row.section),
    price: row.price,
    priceUnit: priceUnitOf(row.type),
    priceDrop: row.priceDrop,
    transferFee: row.transferFee,
    unitPrice: row.unitPrice,
    area: row.area,
    mainArea: row.mainArea,
    layout: row.rooms > 0 ? `${row.rooms}房${row.livingRooms}廳${row.bathrooms}衛` : null,
    rooms: row.rooms,
    livingRooms: row.livingRooms,
    bathrooms: row.bathrooms,
    floor: row.floor,
    totalFloors: row.totalFloors,
    floorText: floorText(row),
    age: row.age,
    buildingType: row.buildingType,
    buildingTypeName: row.buildingType === null ? null : (BUILDING_TYPES[row.buildingType] ?? null),
    /** Land: use zone and the road it faces (米). */
    zoneName: zoneNameOf(row.landZone),
    roadWidth: row.roadWidth,
    /** Shops and land: street frontage (米). */
    frontage: row.frontage,
    tags: [
      ...(isNew ? [{ code: 'new', name: '新上架' }] : []),
      ...featureCodesOf(row.features).map((code) => ({ code, name: FEATURE_NAMES.get(code)! })),
    ],
    labels: labelIdsOf(row.labels).map((id) => ({ id, name: LABEL_NAMES.get(id)! })),
    posterRole: row.posterRole,
    posterRoleName: POSTER_ROLES[row.posterRole] ?? '',
    metro: station
      ? {
          stationId: station.id,
          stationName: station.name,
          lineId: station.lineId,
          lineName: catalog.lineById.get(station.lineId)?.name ?? '',
          walkMetres: row.stationDistance,
        }
      : null,
    cover: photos[0] ?? null,
    photoCount: row.photoCount,
    viewCount: row.viewCount,
    /** active, paused, closed (rented or sold), or hidden by a moderator. */
    status: row.status,
    /** When the poster last confirmed it is available; null where there is no poster to ask. */
    confirmation: confirmationOf(row.confirmedAt, now),
    postedAt: row.postedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface DetailRow extends CardRow {
  description: string;
  facts: ListingFacts;
  posterName: string;
  brokerLicence: string | null;
  hiddenReason: string | null;
  universityId: number | null;
  circleId: number | null;
  community: typeof communities.$inferSelect | null;
  market: AskingMarket | null;
}

/** The detail page: the card plus photos, description, facts, poster and surroundings. */
export function toDetail(row: DetailRow, context: ViewContext): ListingDetail {
  const { catalog } = context;
  const now = context.now ?? new Date();
  const university =
    row.universityId === null ? undefined : catalog.universityById.get(row.universityId);
  const circle = row.circleId === null ? undefined : catalog.circleById.get(row.circleId);
  const sale = row.facts.sale && {
    ...row.facts.sale,
    // The history lists earlier asking prices; today's closes it.
    priceHistory: [
      ...row.facts.sale.priceHistory,
      { date: row.updatedAt.toISOString().slice(0, 10), price: row.price },
    ],
  };
  return {
    ...toCard(row, context),
    hiddenReason: row.hiddenReason,
    description: row.description,
    photos: photoLinks(context.apiOrigin, row),
    facts: { ...row.facts, ...(sale && { sale }) },
    poster: {
      role: row.posterRole,
      roleName: POSTER_ROLES[row.posterRole] ?? '',
      name: row.posterName,
      /** 經紀人證號: a broker's licence, which the site shows on their listings. */
      licence: row.brokerLicence,
    },
    community: row.community && communityFacts(row.community, now),
    university: university ? { id: university.id, name: university.name } : null,
    businessCircle: circle ? { id: circle.id, name: circle.name } : null,
    market: askingMarketOf(row.market, row, catalog),
    // A rental's is looked up by the detail route, which has the database.
    rentMarket: null,
  };
}

/** A community as the API describes it, on a listing's detail and on its own page. */
export function communityFacts(
  community: Pick<
    typeof communities.$inferSelect,
    | 'id'
    | 'name'
    | 'address'
    | 'builtYear'
    | 'households'
    | 'totalFloors'
    | 'managementFee'
    | 'builder'
    | 'publicRatio'
    | 'dealCount'
    | 'medianUnitPrice'
    | 'doorFrom'
    | 'doorTo'
  >,
  now: Date,
) {
  return {
    id: community.id,
    name: community.name,
    address: community.address,
    builtYear: community.builtYear,
    age: Math.max(0, now.getUTCFullYear() - community.builtYear),
    households: community.households,
    totalFloors: community.totalFloors,
    managementFeePerPing: community.managementFee,
    // The register's definitions: 11 floors and more with a lift is a 住宅大樓, fewer a 華廈.
    buildingType: community.totalFloors >= 11 ? '住宅大樓' : '華廈',
    builder: community.builder,
    publicRatio: community.publicRatio,
    doorFrom: community.doorFrom,
    doorTo: community.doorTo,
    dealCount: community.dealCount,
    medianUnitPrice: community.medianUnitPrice,
  };
}
