/** Communities (找社區): the named buildings listings belong to, with their listings and deals. */
import { type Static, Type } from 'typebox';
import { Nullable, OneOf, Page, PageParams, RegionParam, Shape } from './common.ts';
import { ListingCard, ListingDetail } from './listings.ts';
import { DealSource, RealPriceDeal, SampleDeals } from './real-price.ts';

/** GET /v1/communities */
export const CommunitiesQuery = Shape({
  regionid: RegionParam,
  sectionid: Type.Optional(Type.Integer({ minimum: 1, maximum: 32_767 })),
  /** Part of the community's name, or of its road. */
  q: Type.Optional(Type.String({ maxLength: 40 })),
  /** listings: most on sale and for rent first; newest: youngest building first; households. */
  order: OneOf(['listings', 'newest', 'households'], { default: 'listings' }),
  ...PageParams,
});
export type CommunitiesQuery = Static<typeof CommunitiesQuery>;

export const CommunitySummary = Shape({
  /** As a listing's detail gives its community; `address` is district and road: 大安區和平東路二段. */
  ...ListingDetail.properties.community.anyOf[0].properties,
  regionId: Type.Integer(),
  regionName: Type.String(),
  districtId: Type.Integer(),
  districtName: Type.String(),
  /** Its listings in search now. */
  saleCount: Type.Integer(),
  rentCount: Type.Integer(),
});
export type CommunitySummary = Static<typeof CommunitySummary>;

export const CommunityPage = Page(CommunitySummary);
export type CommunityPage = Static<typeof CommunityPage>;

/** GET /v1/communities/:id */
export const CommunityDetail = Shape({
  ...CommunitySummary.properties,
  road: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  /** Its listings on sale and for rent now, newest first (at most 12 each). */
  sale: Type.Array(ListingCard),
  rent: Type.Array(ListingCard),
  /**
   * Registered sales on the community's road in its district, newest first (at most 20): the
   * register names addresses, not buildings, so these are the road's, said so on the page.
   */
  roadDeals: Type.Array(RealPriceDeal),
  /** The median 萬/坪 without parking of the road's and of the district's home sales (special deals left out). */
  roadMedianUnitPrice: Nullable(Type.Number()),
  districtMedianUnitPrice: Nullable(Type.Number()),
  dealSource: DealSource,
  /** The deals are the seed's (範例資料): the region has none of the government's. */
  dealsSample: SampleDeals,
});
export type CommunityDetail = Static<typeof CommunityDetail>;
