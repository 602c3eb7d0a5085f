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
  /** 屋齡 now, in years: from `ageMin`, below `ageMax`. */
  ageMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  ageMax: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /**
   * listings: most on sale and for rent first; deals: most registered deals; price: highest
   * median 萬/坪 (those without one last); newest: youngest building first; households.
   */
  order: OneOf(['listings', 'deals', 'price', 'newest', 'households'], { default: 'listings' }),
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
   * Its registered sales, newest first (at most 20): those at its door numbers on its road
   * (the register names addresses, not buildings; see communityDealsOf).
   */
  deals: Type.Array(RealPriceDeal),
  /** The median 萬/坪 without parking of the road's and of the district's home sales (special deals left out). */

  roadMedianUnitPrice: Nullable(Type.Number()),
  districtMedianUnitPrice: Nullable(Type.Number()),
  dealSource: DealSource,
  /** The deals are the seed's (範例資料): the region has none of the government's. */
  dealsSample: SampleDeals,
});
export type CommunityDetail = Static<typeof CommunityDetail>;

/** GET /v1/communities/:id/deals?page=&pageSize=: all of a community's registered sales. */
export const CommunityDealsQuery = Shape(PageParams);
