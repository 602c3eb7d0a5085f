import {
  NEW_BUILD_PURPOSES,
  NEW_BUILD_ROOMS,
  NEW_BUILD_SHAPES,
  NEW_BUILD_TAGS,
  NEW_BUILD_UNIT_PRICE_BANDS,
  type NewBuildPurpose,
  type NewBuildShape,
  newBuildPriceBands,
  regionIdIn,
} from '@591/config';
import { wholeNumberParam } from '@591/router';

/**
 * The list's search, from its URL, by the names the header's 新建案 menu uses (`regionid`,
 * `build_type`, `now=1`, `type=1`). A value that is not one of the page's choices is dropped:
 * the list shows the wider search instead of an error.
 */
export interface ProjectSearch {
  regionId: number;
  sectionId: number | null;
  buildType: 1 | 2 | null;
  newlyOpened: boolean;
  metro: boolean;
  lineId: number | null;
  stationId: number | null;
  unitPrice: string | null;
  /** The position of a band of newBuildPriceBands(regionId). */
  price: number | null;
  rooms: number | null;
  shape: NewBuildShape | null;
  purpose: NewBuildPurpose | null;
  tag: string | null;
  keyword: string;
  order: ProjectOrder;
  page: number;
  /** Only projects with a 720 panorama (the /vr page). */
  vr: boolean;
}

export const PROJECT_ORDERS = [
  { id: 'opened', name: '最新公開' },
  { id: 'unitprice', name: '單價低到高' },
  { id: 'price', name: '總價低到高' },
  { id: 'views', name: '最多人看' },
] as const;
export type ProjectOrder = (typeof PROJECT_ORDERS)[number]['id'];

export const PROJECT_PAGE_SIZE = 20;

const oneOf = <T extends string | number>(choices: readonly T[], value: T | null): T | null =>
  value !== null && choices.includes(value) ? value : null;

export function parseProjectSearch(params: URLSearchParams, { vr = false } = {}): ProjectSearch {
  const regionId = regionIdIn(params, 'regionid');
  const buildType = wholeNumberParam(params, 'build_type');
  const price = wholeNumberParam(params, 'price');
  return {
    regionId,
    sectionId: wholeNumberParam(params, 'sectionid'),
    buildType: buildType === 1 || buildType === 2 ? buildType : null,
    newlyOpened: params.get('now') === '1',
    metro: params.get('type') === '1',
    lineId: wholeNumberParam(params, 'mrtline'),
    stationId: wholeNumberParam(params, 'station'),
    unitPrice: oneOf(
      NEW_BUILD_UNIT_PRICE_BANDS.map((band) => band.id),
      params.get('unitprice'),
    ),
    price: price !== null && price < newBuildPriceBands(regionId).length ? price : null,
    rooms: oneOf(
      NEW_BUILD_ROOMS.map((choice) => choice.id as number),
      wholeNumberParam(params, 'rooms'),
    ),
    shape: oneOf(
      NEW_BUILD_SHAPES.map((choice) => choice.id),
      params.get('shape') as NewBuildShape | null,
    ),
    purpose: oneOf(
      NEW_BUILD_PURPOSES.map((choice) => choice.id),
      params.get('purpose') as NewBuildPurpose | null,
    ),
    tag: oneOf(NEW_BUILD_TAGS as readonly string[], params.get('tag')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    order: PROJECT_ORDERS.find((order) => order.id === params.get('order'))?.id ?? 'opened',
    page: Math.min(10_000, Math.max(1, wholeNumberParam(params, 'page') ?? 1)),
    vr: vr || params.get('vr') === '1',
  };
}

/** The API's query for the search. */
export function projectApiQuery(search: ProjectSearch): URLSearchParams {
  const query = new URLSearchParams({
    regionid: String(search.regionId),
    order: search.order,
    page: String(search.page),
    pageSize: String(PROJECT_PAGE_SIZE),
  });
  const set = (key: string, value: string | number | null | false) => {
    if (value !== null && value !== false && value !== '') query.set(key, String(value));
  };
  set('sectionid', search.sectionId);
  set('build_type', search.buildType);
  set('now', search.newlyOpened && 1);
  set('type', search.metro && 1);
  set('mrtline', search.lineId);
  set('station', search.stationId);
  set('unitprice', search.unitPrice);
  set('price', search.price);
  set('rooms', search.rooms);
  set('shape', search.shape);
  set('purpose', search.purpose);
  set('tag', search.tag);
  set('keyword', search.keyword);
  set('vr', search.vr && 1);
  return query;
}

/** The list's heading: 台北市大安區預售屋, 新北市捷運宅, 台中市新建案. */
export function searchTitle(search: ProjectSearch, place: string): string {
  if (search.vr) return `${place}VR720看屋`;
  if (search.metro) return `${place}捷運宅`;
  if (search.newlyOpened) return `${place}最新公開建案`;
  if (search.buildType === 1) return `${place}預售屋`;
  if (search.buildType === 2) return `${place}新成屋`;
  return `${place}全部建案`;
}
