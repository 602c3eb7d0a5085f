import { type Section, sectionRules } from '@591/config';
import type { SearchQuery } from '@591/contract';
import { FEATURES, type FeatureCode, LABELS } from '../domain/attributes.ts';
import { BUSINESS_FLOORS } from '../domain/business-floors.ts';
import { LAND_SPECIALS, LAND_ZONES, type LandSpecial } from '../domain/land-zones.ts';
import type { Range, SearchFilters } from '../domain/search-filters.ts';
import { HttpError } from '../lib/http-errors.ts';
import { parseBox } from './map-box.ts';

/** How deep anyone pages in practice; deeper offsets only cost the database. */
export const MAX_RESULT_OFFSET = 10_000;

const FEATURE_CODES = new Set<string>([...FEATURES.map((feature) => feature.code), 'new']);
const LABEL_IDS = new Set<number>(LABELS.map((label) => label.id));

/** Comma lists and repeated parameters both work: section=1,2 or section=1&section=2. */
function list(values: string[] | undefined): string[] | undefined {
  const items = values?.flatMap((value) => value.split(',')).filter((item) => item !== '');
  return items?.length ? items : undefined;
}

/** Most id filters hit smallint columns; station ids are larger. */
const SMALLINT_MAX = 32_767;
const STATION_ID_MAX = 99_999;

function ids(
  name: string,
  values: string[] | undefined,
  maxCount = 50,
  maxId = SMALLINT_MAX,
): number[] | undefined {
  const items = list(values);
  if (!items) return undefined;
  if (items.length > maxCount)
    throw new HttpError(400, `querystring/${name} has more than ${maxCount} values`);
  return items.map((item) => {
    const id = Number(item);
    if (!/^\d{1,6}$/.test(item) || id > maxId) {
      throw new HttpError(400, `querystring/${name} must list whole numbers up to ${maxId}`);
    }
    return id;
  });
}

function ranges(name: string, values: string[] | undefined): Range[] | undefined {
  const items = list(values);
  if (!items) return undefined;
  if (items.length > 10) throw new HttpError(400, `querystring/${name} has more than 10 ranges`);
  const parsed = items.map((item) => {
    const match = /^(\d{0,9}(?:\.\d{1,2})?)_(\d{0,9}(?:\.\d{1,2})?)$/.exec(item);
    if (!match)
      throw new HttpError(400, `querystring/${name} must look like lower_upper, e.g. 10000_20000`);
    const lower = match[1] ? Number(match[1]) : null;
    const upper = match[2] ? Number(match[2]) : null;
    if (lower !== null && upper !== null && lower > upper) {
      throw new HttpError(400, `querystring/${name} has a lower bound above its upper bound`);
    }
    return { lower, upper };
  });
  const bounded = parsed.filter((range) => range.lower !== null || range.upper !== null);
  return bounded.length ? bounded : undefined;
}

/** Parameters that only mean something in one section; elsewhere they are an error. */
const SECTION_ONLY: Partial<Record<keyof SearchQuery, Section>> = {
  zone: 'land',
  roadwidth: 'land',
  special: 'land',
  floor: 'business',
  frontage: 'business',
};

function rejectOtherSections(section: Section, query: SearchQuery) {
  for (const [name, only] of Object.entries(SECTION_ONLY)) {
    if (only !== section && list(query[name as keyof SearchQuery] as string[] | undefined)) {
      throw new HttpError(400, `querystring/${name} applies to ${only} listings only`);
    }
  }
}

const ZONE_IDS = new Set<number>(LAND_ZONES.map((zone) => zone.id));
const FLOOR_IDS = new Set<number>(BUSINESS_FLOORS.map((floor) => floor.id));
const SPECIAL_IDS = new Set<string>(LAND_SPECIALS.map((special) => special.id));

function choices<T extends string | number>(
  name: string,
  values: T[] | undefined,
  allowed: Set<T>,
): T[] | undefined {
  if (values?.some((value) => !allowed.has(value))) {
    throw new HttpError(400, `querystring/${name} must list ${[...allowed].join(', ')}`);
  }
  return values;
}

export function parseSearch(section: Section, query: SearchQuery): SearchFilters {
  const rules = sectionRules(section);
  rejectOtherSections(section, query);
  const kinds = ids('kind', query.kind, 12);
  const badKind = kinds?.find((kind) => !rules.kinds.includes(kind));
  if (badKind !== undefined) {
    throw new HttpError(
      400,
      `querystring/kind ${badKind} is not listed in ${section}; use ${rules.kinds.join(', ')}`,
    );
  }
  if (query.type !== undefined && !rules.types.includes(query.type)) {
    throw new HttpError(400, `querystring/type must be ${rules.types.join(' or ')} in ${section}`);
  }
  const type = query.type ?? (rules.types.length === 1 ? rules.types[0] : undefined);
  const price = ranges('price', query.price);
  if (price && type === undefined) {
    throw new HttpError(
      400,
      'querystring/price needs type: rents are NT$ a month, sale prices are 萬',
    );
  }
  const features = list(query.features);
  const unknown = features?.find((code) => !FEATURE_CODES.has(code));
  if (unknown)
    throw new HttpError(
      400,
      `querystring/features has an unknown feature "${unknown.slice(0, 40)}"`,
    );
  const labels = ids('label', query.label, 3);
  if (labels?.some((label) => !LABEL_IDS.has(label)))
    throw new HttpError(400, 'querystring/label must be 1, 10 or 13');
  const schools = ids('school', query.school);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 30;
  if ((page - 1) * pageSize >= MAX_RESULT_OFFSET) {
    throw new HttpError(
      400,
      `querystring/page goes past the first ${MAX_RESULT_OFFSET} results; narrow the search instead`,
    );
  }
  return {
    section,
    region: query.region ?? query.regionid ?? query.region_id,
    districts: ids('section', query.section),
    type,
    kinds,
    price,
    area: ranges('area', query.area),
    unitPrice: ranges('unitprice', query.unitprice),
    age: ranges('houseage', query.houseage),
    rooms: ids(query.layout ? 'layout' : 'pattern', query.layout ?? query.pattern, 10),
    buildingTypes: ids('shape', query.shape, 5),
    features: features?.filter((code): code is FeatureCode => code !== 'new'),
    newOnly: features?.includes('new'),
    recentlyConfirmed: query.confirmed === 7,
    nearMetro: query.mrt === 1,
    stations: ids('station', query.station, 50, STATION_ID_MAX),
    lines: ids(query.mrtline ? 'mrtline' : 'metro', query.mrtline ?? query.metro, 20),
    schools: schools?.includes(0) ? 'any' : schools,
    circles: ids('circle', query.circle),
    keyword: query.keyword?.trim() || undefined,
    ownerOnly: query.shType === 'host',
    belowMarket: query.market === 'below',
    labels,
    zones: choices('zone', ids('zone', query.zone, 9), ZONE_IDS),
    roadWidth: ranges('roadwidth', query.roadwidth),
    specials: choices('special', list(query.special), SPECIAL_IDS) as LandSpecial[] | undefined,
    floors: choices('floor', ids('floor', query.floor, 3), FLOOR_IDS),
    frontage: ranges('frontage', query.frontage),
    box: query.bbox === undefined ? undefined : parseBox(query.bbox),
    order: query.order ?? 'posttime',
    direction: query.orderType ?? 'desc',
    page,
    pageSize,
  };
}
