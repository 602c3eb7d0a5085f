/** The real-price (實價登錄) register of land sales: trends by quarter and the records. */
import { type Static, Type } from 'typebox';
import { ListParam, OneOf, Page, PageParams, RegionParam, Shape } from './common.ts';
import { SampleDeals } from './real-price.ts';

/** A region and some of its districts (`section`, district ids): what every register query has. */
export const LandRecordFilters = Shape({ region: RegionParam, section: Type.Optional(ListParam) });

/** GET /v1/land/price-trends: region, section and the last `years` years (1–10, 5 by default). */
export const PriceTrendsQuery = Shape({
  ...LandRecordFilters.properties,
  years: Type.Integer({ minimum: 1, maximum: 10, default: 5 }),
});
export type PriceTrendsQuery = Static<typeof PriceTrendsQuery>;

/** GET /v1/land/price-records: the filters, a map's box, order and page. */
export const PriceRecordsQuery = Shape({
  ...LandRecordFilters.properties,
  years: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  /** west,south,east,north: the records a map shows. */
  bbox: Type.Optional(Type.String({ maxLength: 80 })),
  order: OneOf(['date', 'unitprice', 'area', 'total'], { default: 'date' }),
  orderType: OneOf(['asc', 'desc'], { default: 'desc' }),
  ...PageParams,
});
export type PriceRecordsQuery = Static<typeof PriceRecordsQuery>;

/** One quarter of a region's (or district's) registered land sales, prices in 萬/坪. */
export const PriceQuarter = Shape({
  /** e.g. 2024Q3 */
  quarter: Type.String(),
  count: Type.Integer(),
  medianUnitPrice: Type.Number(),
  averageUnitPrice: Type.Number(),
});
export type PriceQuarter = Static<typeof PriceQuarter>;

/** The region's land sales are the seed's, not the government's (see SampleDeals). */
const sample = SampleDeals;

export const PriceTrends = Shape({
  regionId: Type.Integer(),
  sample,
  unit: Type.Literal('萬/坪'),
  quarters: Type.Array(PriceQuarter),
});
export type PriceTrends = Static<typeof PriceTrends>;

/** A land sale as the real-price register records it. */
export const PriceRecord = Shape({
  id: Type.Integer(),
  /** 編號: the register's id of the deal. */
  serial: Type.String(),
  /** YYYY-MM-DD */
  date: Type.String(),
  regionId: Type.Integer(),
  districtId: Type.Integer(),
  districtName: Type.String(),
  /** 段, e.g. 福德段 */
  landSection: Type.String(),
  zoning: Type.String(),
  /** 坪 */
  area: Type.Number(),
  /** 萬 */
  totalPrice: Type.Number(),
  /** 萬/坪 */
  unitPrice: Type.Number(),
  /** A price of another kind (related parties, reserved land…): flagged, left out of medians. */
  special: Type.Boolean(),
});
export type PriceRecord = Static<typeof PriceRecord>;

export const PriceRecordPage = Shape({ ...Page(PriceRecord).properties, sample });
export type PriceRecordPage = Static<typeof PriceRecordPage>;
