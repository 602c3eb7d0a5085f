/** News (新聞): articles written for the site and data stories from the deals. */
import { type Static, Type } from 'typebox';
import { IsoTime, OneOf, Page, PageParams, PositiveId, RegionParam, Shape } from './common.ts';
import { ListingCard } from './listings.ts';

const CATEGORY_IDS = ['market', 'newhouse', 'policy', 'tax-loan', 'rent', 'area'] as const;

/** GET /v1/news?category=&region=&page=&pageSize=: published articles, newest first. */
export const NewsQuery = Shape({
  category: Type.Optional(OneOf(CATEGORY_IDS)),
  /** Articles tagged with this region (city). */
  region: Type.Optional(RegionParam),
  ...PageParams,
});
export type NewsQuery = Static<typeof NewsQuery>;

export const NewsSummary = Shape({
  id: Type.Integer(),
  title: Type.String(),
  lead: Type.String(),
  category: OneOf(CATEGORY_IDS),
  categoryName: Type.String(),
  regions: Type.Array(Shape({ id: Type.Integer(), name: Type.String() })),
  author: Type.String(),
  /** A data story, computed from the imported deals. */
  data: Type.Boolean(),
  publishedAt: IsoTime,
  updatedAt: IsoTime,
});
export type NewsSummary = Static<typeof NewsSummary>;

export const NewsPage = Page(NewsSummary);
export type NewsPage = Static<typeof NewsPage>;

/** GET /v1/news/:id: a published article, its body as HTML, and what to read next. */
export const NewsArticle = Shape({
  ...NewsSummary.properties,
  /** The markdown body as HTML; raw HTML in the markdown is shown as text. */
  bodyHtml: Type.String(),
  /** The newest other articles of its category (at most 3). */
  related: Type.Array(NewsSummary),
  /** Homes for sale in its first region, newest first (at most 3); none for a national one. */
  listings: Type.Array(ListingCard),
});
export type NewsArticle = Static<typeof NewsArticle>;

export const NewsParams = Shape({ id: PositiveId });
