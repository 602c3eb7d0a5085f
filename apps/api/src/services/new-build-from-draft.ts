import { isValidPhonePrefix, type NewBuildTag, taiwanDate } from '@591/config';
import type { NewBuildDraftFields } from '@591/contract';
import type { newBuildStations, newBuilds } from '../db/schema/index.ts';
import { NEARBY_STATION_METRES } from '../domain/new-build-nearby.ts';
import { distanceMetres } from '../lib/geo.ts';
import { FieldError } from '../lib/http-errors.ts';
import { requirePointInDistrict } from './district-bounds.ts';
import type { LocationCatalog } from './location-catalog.ts';

type NewBuildRow = typeof newBuilds.$inferInsert;
type StationRow = Omit<typeof newBuildStations.$inferInsert, 'newBuildId'>;

/** The uploaded photos of each album, once copied to the project's own set. */
export interface PostedAlbums {
  photoSet: string | null;
  exterior: number;
  floorPlans: number;
  surroundings: number;
}

/** What publishing asks for, at the field the form shows it. */
const MISSING = {
  name: '請填寫建案名稱',
  builder: '請填寫投資興建公司',
  constructorName: '請填寫營造公司',
  salesAgent: '請填寫企劃銷售公司',
  architect: '請填寫建築設計',
  regionId: '請選擇縣市',
  districtId: '請選擇鄉鎮市區',
  address: '請填寫基地地址（路段）',
  lat: '請在地圖上標出基地位置',
  buildType: '請選擇預售屋或新成屋',
  purpose: '請選擇規劃用途',
  shape: '請選擇建築型態',
  unitPriceMin: '請填寫單價範圍，或勾選價格待定',
  totalPriceMin: '請填寫總價範圍，或勾選價格待定',
  areaMin: '請填寫坪數範圍',
  rooms: '請至少選擇一種房型',
  households: '請填寫總戶數',
  buildings: '請填寫棟數',
  floorsAbove: '請填寫地上樓層',
  floorsBelow: '請填寫地下樓層（沒有請填 0）',
  siteArea: '請填寫基地面積',
  coverageRatio: '請填寫建蔽率',
  publicRatio: '請填寫公設比',
  parkingPlan: '請填寫車位規劃（沒有車位請填「無」）',
  parkingCount: '請填寫車位數（沒有請填 0）',
  managementFee: '請填寫管理費（未定請填 0）',
  completion: '請選擇完工日期',
  permitNumber: '請填寫建照號碼',
  officeAddress: '請填寫接待中心地址',
  officeHours: '請填寫接待時間',
  officePhone: '請填寫接待中心電話',
  photos: '請至少上傳一張外觀照片（第一張是建案封面）',
} as const;

type Asked = keyof typeof MISSING;

function required<T>(value: T | undefined, field: Asked): T {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    throw new FieldError(field, MISSING[field]);
  return typeof value === 'string' ? (value.trim() as T) : value;
}

/** A min–max pair in order; a max below its min is refused at the max. */
function range(
  fields: NewBuildDraftFields,
  min: 'unitPriceMin' | 'totalPriceMin' | 'areaMin',
  max: 'unitPriceMax' | 'totalPriceMax' | 'areaMax',
  label: string,
): [number, number] {
  const low = required(fields[min], min);
  const high = fields[max] ?? low;
  if (high < low) throw new FieldError(max, `${label}的上限不能低於下限`);
  return [low, high];
}

/**
 * The project a finished draft describes, checked in full in the form's order (each gap a
 * zh-TW message at its field, the map pin inside the district chosen), with what the site
 * works out itself: the stations near it, the first public sale today, and 熱銷中 (a posted
 * project is on sale).
 */
export function newBuildFromDraft(
  fields: NewBuildDraftFields,
  ownerMemberId: number,
  catalog: LocationCatalog,
  photos: PostedAlbums,
  now: Date,
): { row: Omit<NewBuildRow, 'id'>; stations: StationRow[] } {
  const name = required(fields.name, 'name');
  const builder = required(fields.builder, 'builder');
  const constructorName = required(fields.constructorName, 'constructorName');
  const salesAgent = required(fields.salesAgent, 'salesAgent');
  const architect = required(fields.architect, 'architect');
  const region = catalog.regionById.get(required(fields.regionId, 'regionId'));
  if (!region) throw new FieldError('regionId', MISSING.regionId);
  const district = catalog.districtById.get(required(fields.districtId, 'districtId'));
  if (!district || district.regionId !== region.id) {
    throw new FieldError('districtId', '這個鄉鎮市區不在所選的縣市，請重新選擇');
  }
  const road = required(fields.address, 'address');
  const point = { lat: required(fields.lat, 'lat'), lng: required(fields.lng, 'lat') };
  requirePointInDistrict(region.name, district.name, point);
  const buildType = required(fields.buildType, 'buildType');
  const purpose = required(fields.purpose, 'purpose');
  const shape = required(fields.shape, 'shape');
  const priced = !fields.priceUndecided;
  const unitPrice = priced ? range(fields, 'unitPriceMin', 'unitPriceMax', '單價') : null;
  const totalPrice = priced ? range(fields, 'totalPriceMin', 'totalPriceMax', '總價') : null;
  const [areaMin, areaMax] = range(fields, 'areaMin', 'areaMax', '坪數');
  const rooms = required(fields.rooms?.length ? fields.rooms : undefined, 'rooms');
  const households = required(fields.households, 'households');
  const buildings = required(fields.buildings, 'buildings');
  const floorsAbove = required(fields.floorsAbove, 'floorsAbove');
  const floorsBelow = required(fields.floorsBelow, 'floorsBelow');
  const siteArea = required(fields.siteArea, 'siteArea');
  const coverageRatio = required(fields.coverageRatio, 'coverageRatio');
  const publicRatio = required(fields.publicRatio, 'publicRatio');
  const parkingPlan = required(fields.parkingPlan, 'parkingPlan');
  const parkingCount = required(fields.parkingCount, 'parkingCount');
  const managementFee = required(fields.managementFee, 'managementFee');
  const completion = required(fields.completion, 'completion');
  const permitNumber = required(fields.permitNumber, 'permitNumber');
  const officeAddress = required(fields.officeAddress, 'officeAddress');
  const officeHours = required(fields.officeHours, 'officeHours');
  const officePhone = required(fields.officePhone, 'officePhone');
  if (!isValidPhonePrefix(officePhone)) {
    throw new FieldError(
      'officePhone',
      '接待中心電話請填手機號碼（09 開頭）或 0800、0809 免付費電話',
    );
  }
  if (photos.exterior === 0) throw new FieldError('photos', MISSING.photos);

  const stations = [...catalog.stationById.values()]
    .map((station) => ({
      stationId: station.id,
      metres: Math.round(distanceMetres(station, point)),
    }))
    .filter((near) => near.metres <= NEARBY_STATION_METRES)
    .sort((a, b) => a.metres - b.metres || a.stationId - b.stationId);
  const nearestStation = stations[0];
  return {
    row: {
      regionId: region.id,
      districtId: district.id,
      name,
      builder,
      constructorName,
      salesAgent,
      architect,
      address: `${district.name}${road}`,
      lat: point.lat,
      lng: point.lng,
      buildType,
      saleStatus: 'selling',
      purpose,
      shape,
      unitPriceMin: unitPrice?.[0] ?? null,
      unitPriceMax: unitPrice?.[1] ?? null,
      totalPriceMin: totalPrice?.[0] ?? null,
      totalPriceMax: totalPrice?.[1] ?? null,
      areaMin,
      areaMax,
      rooms: [...rooms].sort((a, b) => a - b),
      households,
      buildings,
      floorsAbove,
      floorsBelow,
      siteArea,
      coverageRatio,
      publicRatio,
      parkingPlan,
      parkingCount,
      parkingPriceMin: null,
      parkingPriceMax: null,
      managementFee,
      completion,
      handover: buildType === 2 ? '即可交屋' : '依合約約定',
      permitNumber,
      officeAddress,
      officeHours,
      officePhone,
      tags: (fields.tags ?? []) as NewBuildTag[],
      openedOn: taiwanDate(now),
      views: 0,
      photoSeed: 0,
      exteriorPhotos: photos.exterior,
      floorPlanPhotos: photos.floorPlans,
      surroundingsPhotos: photos.surroundings,
      photoSet: photos.photoSet,
      hasPanorama: false,
      stationId: nearestStation?.stationId ?? null,
      stationMetres: nearestStation?.metres ?? null,
      ownerMemberId,
      updatedAt: now,
    },
    stations,
  };
}
