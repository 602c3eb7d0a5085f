/** The house comparison (house-pk): up to six sale listings side by side. */
import { type Static, type TSchema, Type } from 'typebox';
import { Envelope, IdName, Nullable, Shape } from './common.ts';
import { ListingCard, ListingDetail, SaleFacts } from './listings.ts';

/** A comma-separated list of one to six listing ids in one parameter, e.g. ids=12,345,6789. */
export const ListingIdsParam = Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,5}$' });

/** GET /v1/web/pk/sale/{info,community,surrounding}?ids=: the listings compared, in order. */
export const PkQuery = Shape({ ids: ListingIdsParam });
export type PkQuery = Static<typeof PkQuery>;

/** One answer of the comparison calls: items in the order asked, and the ids that are no sale. */
export const PkAnswer = <Item extends TSchema>(item: Item) =>
  Envelope(Shape({ items: Type.Array(item), missing: Type.Array(Type.Integer()) }));

/** A sale listing as the comparison shows it: its card and its sale facts (null when none). */
export const PkListing = Shape({ ...ListingCard.properties, sale: Nullable(SaleFacts) });
export type PkListing = Static<typeof PkListing>;

/** GET /v1/web/pk/sale/info: each sale listing's card and sale facts. */
export const PkInfoAnswer = PkAnswer(PkListing);
export type PkInfoAnswer = Static<typeof PkInfoAnswer>;

/** The community a compared listing belongs to, with what is on sale there now. */
export const PkCommunity = Shape({
  ...ListingDetail.properties.community.anyOf[0].properties,
  /** Listings of the community on sale now. */
  onSale: Type.Integer(),
  /** Their average unit price, 萬/坪; 0 when none is on sale. */
  averageUnitPrice: Type.Number(),
});
export type PkCommunity = Static<typeof PkCommunity>;

/** GET /v1/web/pk/sale/community: each listing's community, or null when it has none. */
export const PkCommunityAnswer = PkAnswer(
  Shape({ id: Type.Integer(), community: Nullable(PkCommunity) }),
);
export type PkCommunityAnswer = Static<typeof PkCommunityAnswer>;

/** A place near a compared listing, in metres as the crow flies. */
const NearPlace = Shape({ ...IdName.properties, metres: Type.Integer() });

/** What is near a compared listing, nearest first, three of each at most. */
export const PkSurrounding = Shape({
  id: Type.Integer(),
  /** Stations within 1.5 km. */
  metro: Type.Array(
    Shape({
      stationId: Type.Integer(),
      stationName: Type.String(),
      lineName: Type.String(),
      metres: Type.Integer(),
    }),
  ),
  /** Universities within 3 km. */
  universities: Type.Array(NearPlace),
  /** Business circles within 2 km. */
  businessCircles: Type.Array(NearPlace),
});
export type PkSurrounding = Static<typeof PkSurrounding>;

/** GET /v1/web/pk/sale/surrounding: metro stations, universities and business circles nearby. */
export const PkSurroundingAnswer = PkAnswer(PkSurrounding);
export type PkSurroundingAnswer = Static<typeof PkSurroundingAnswer>;
