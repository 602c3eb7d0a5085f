/**
 * Where registered deals (實價登錄) come from, as every page and answer that shows them must
 * say: the government's open data licence asks for attribution.
 */
export const REAL_PRICE_SOURCE = {
  name: '內政部不動產交易實價查詢服務網',
  licence: '政府資料開放授權條款－第1版',
  url: 'https://lvr.land.moi.gov.tw/',
} as const;

/**
 * The kinds of registered deal, by the letter of the government's file that holds them
 * ({city}_lvr_land_{a|b|c}.csv), with the names pages show.
 */
export const REAL_PRICE_KINDS = [
  { id: 'sale', file: 'a', name: '買賣' },
  { id: 'presale', file: 'b', name: '預售屋' },
  { id: 'rent', file: 'c', name: '租賃' },
] as const;

export type RealPriceKind = (typeof REAL_PRICE_KINDS)[number]['id'];
