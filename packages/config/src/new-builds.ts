import { bandOptions } from './band-options.ts';
import type { FilterOption } from './filter-option.ts';

/**
 * The words of 新建案 (listing category 8): the project facts buyers filter on, shared by the
 * API that stores and filters them and the pages that show and ask for them.
 */

/** 建案狀態; the list's `build_type` takes 1 or 2. */
export const NEW_BUILD_TYPES = [
  { id: 1, name: '預售屋' },
  { id: 2, name: '新成屋' },
  { id: 3, name: '待確認' },
] as const;
export type NewBuildTypeId = (typeof NEW_BUILD_TYPES)[number]['id'];
/** The types a buyer searches by, the list's `build_type`: 待確認 is a project's state, not a search. */
export const NEW_BUILD_SEARCH_TYPES = [1, 2] as const satisfies readonly NewBuildTypeId[];

export const newBuildTypeName = (id: NewBuildTypeId) =>
  NEW_BUILD_TYPES.find((type) => type.id === id)!.name;

/** 銷售狀態. */
export const NEW_BUILD_SALE_STATUSES = [
  { id: 'coming', name: '即將公開' },
  { id: 'selling', name: '熱銷中' },
  { id: 'sold-out', name: '已完銷' },
] as const;
export type NewBuildSaleStatus = (typeof NEW_BUILD_SALE_STATUSES)[number]['id'];

/** 規劃用途. */
export const NEW_BUILD_PURPOSES = [
  { id: 'home', name: '住家' },
  { id: 'mixed', name: '住商' },
  { id: 'office', name: '辦公' },
  { id: 'shop', name: '店面' },
] as const;
export type NewBuildPurpose = (typeof NEW_BUILD_PURPOSES)[number]['id'];

/** 建築型態. */
export const NEW_BUILD_SHAPES = [
  { id: 'tower', name: '住宅大樓' },
  { id: 'mid-rise', name: '華廈' },
  { id: 'townhouse', name: '透天' },
  { id: 'villa', name: '別墅' },
] as const;
export type NewBuildShape = (typeof NEW_BUILD_SHAPES)[number]['id'];

/** 建案特色, the tags a project is searched by. */
export const NEW_BUILD_TAGS = [
  '近捷運',
  '重劃區',
  '近公園',
  '制震宅',
  '近學校',
  '景觀宅',
  '小坪數',
  '低公設',
  '綠建築',
  '智慧宅',
] as const;
export type NewBuildTag = (typeof NEW_BUILD_TAGS)[number];

/** 房數 choices: 1 to 3 rooms, and 4 for four or more. */
export const NEW_BUILD_ROOMS = [
  { id: 1, name: '1房' },
  { id: 2, name: '2房' },
  { id: 3, name: '3房' },
  { id: 4, name: '4房以上' },
] as const;

/** 單價 (萬/坪) bands: `lower_upper` ids as the other lists' bands. */
export const NEW_BUILD_UNIT_PRICE_BANDS: readonly FilterOption[] = bandOptions(
  [30, 50, 70, 90, 120],
  '萬/坪',
);

/** 捷運宅: a project within this walk of a station, as the crow flies. */
export const METRO_PROJECT_METRES = 800;

/** 最新公開: a project whose first public sale was within this many days. */
export const NEWLY_OPENED_DAYS = 120;

/**
 * 預約賞屋 takes days from tomorrow to this many days ahead, in Taiwan's calendar: sales
 * offices plan their weeks, not their year.
 */
export const VISIT_DAYS_AHEAD = 60;

/** 預約賞屋's parts of the day. */
export const VISIT_PARTS_OF_DAY = [
  { id: 'morning', name: '上午' },
  { id: 'afternoon', name: '下午' },
  { id: 'evening', name: '晚上' },
] as const;
export type VisitPartOfDay = (typeof VISIT_PARTS_OF_DAY)[number]['id'];
