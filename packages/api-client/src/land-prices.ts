import { apiClient } from './clients.ts';

/** One quarter of a region's (or district's) registered land sales, prices in 萬/坪. */
export interface PriceQuarter {
  /** e.g. 2024Q3 */
  quarter: string;
  count: number;
  medianUnitPrice: number;
  averageUnitPrice: number;
}

export interface PriceTrends {
  regionId: number;
  unit: '萬/坪';
  quarters: PriceQuarter[];
}

/** A land sale as the real-price (實價登錄) register records it. */
export interface PriceRecord {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  regionId: number;
  districtId: number;
  districtName: string;
  /** 段, e.g. 福德段 */
  landSection: string;
  zoning: string;
  /** 坪 */
  area: number;
  /** 萬 */
  totalPrice: number;
  /** 萬/坪 */
  unitPrice: number;
}

export interface PriceRecordPage {
  total: number;
  page: number;
  pageSize: number;
  items: PriceRecord[];
}

export type LandMapMode = 'in-sale' | 'real-price';

/** GET /v1/land/price-trends: region, section (district ids) and years (1–10). */
export function fetchPriceTrends(query: URLSearchParams): Promise<PriceTrends> {
  return apiClient('api').get('v1/land/price-trends', { searchParams: query }).json();
}

/** GET /v1/land/price-records: region, section, years, bbox, order, orderType, page, pageSize. */
export function fetchPriceRecords(
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<PriceRecordPage> {
  return apiClient('api').get('v1/land/price-records', { searchParams: query, signal }).json();
}
