import type { GeoBox, Section } from '@591/config';
import type { FeatureCode } from './attributes.ts';
import type { LandSpecial } from './land-zones.ts';

/**
 * What a list search asks for, as the services read it from a query and the saved searches keep
 * it: below the database and the services, so both can name it.
 */
export interface Range {
  lower: number | null;
  upper: number | null;
}

export type SortKey = 'posttime' | 'money' | 'area' | 'unitprice' | 'market';

export interface SearchFilters {
  section: Section;
  region?: number;
  districts?: number[];
  type?: number;
  kinds?: number[];
  price?: Range[];
  area?: Range[];
  unitPrice?: Range[];
  age?: Range[];
  /** Room counts; 4 means four or more. */
  rooms?: number[];
  buildingTypes?: number[];
  features?: FeatureCode[];
  newOnly?: boolean;
  /** Confirmed available by its poster within RECENTLY_CONFIRMED_DAYS (confirmed=7). */
  recentlyConfirmed?: boolean;
  nearMetro?: boolean;
  stations?: number[];
  lines?: number[];
  /** University ids, or 'any' for school=0. */
  schools?: number[] | 'any';
  circles?: number[];
  keyword?: string;
  ownerOnly?: boolean;
  /** Sale: asking less than the median of its registered deals (listings.market_ratio < 1). */
  belowMarket?: boolean;
  labels?: number[];
  /** Land: use zone ids, road widths in metres, and the special kinds of land. */
  zones?: number[];
  roadWidth?: Range[];
  specials?: LandSpecial[];
  /** Business: floor ids (1 ground, 2 upper, 3 basement) and street frontage in metres. */
  floors?: number[];
  frontage?: Range[];
  /** Only listings inside this box: what a map shows. */
  box?: GeoBox;
  order: SortKey;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The search filters a saved search keeps: everything but the order and the page. */
export type MatchFilters = Omit<SearchFilters, 'order' | 'direction' | 'page' | 'pageSize'>;
