/**
 * Brokers (找經紀人) and owners' requests to them (屋主委託): who posts as a broker in a
 * district, and an owner's home offered to them.
 */
import { ENTRUST_PURPOSES } from '@591/config';
import { type Static, Type } from 'typebox';
import {
  Envelope,
  IdName,
  IsoTime,
  Nullable,
  OneOf,
  Page,
  PageParams,
  PositiveId,
  RegionParam,
  Shape,
} from './common.ts';
import { ListingCard } from './listings.ts';

/** 委託售屋 or 委託出租. */
export const EntrustPurposeValue = OneOf(ENTRUST_PURPOSES.map((entry) => entry.purpose));

/** GET /v1/brokers: the brokers with listings in search in a region (or one district of it). */
export const BrokersQuery = Shape({
  regionid: RegionParam,
  sectionid: Type.Optional(Type.Integer({ minimum: 1, maximum: 32_767 })),
  ...PageParams,
});
export type BrokersQuery = Static<typeof BrokersQuery>;

/** A member who posts as a broker (仲介), as their listings name them. */
export const BrokerSummary = Shape({
  id: Type.Integer(),
  /** Brokerage and name, as their newest listing shows the poster: 信義房屋 王先生. */
  name: Type.String(),
  /** 經紀人證號 of their newest listing. */
  licence: Type.String(),
  /** The districts of the region they have listings in, most listings first. */
  districts: Type.Array(IdName),
  /** Their listings in search, in every section and region. */
  activeListings: Type.Integer(),
  /** Days since one of their listings was last confirmed as still available (or posted). */
  confirmedDaysAgo: Type.Integer(),
});
export type BrokerSummary = Static<typeof BrokerSummary>;

export const BrokerPage = Page(BrokerSummary);
export type BrokerPage = Static<typeof BrokerPage>;

/** GET /v1/brokers/:id: a broker and their listings in search, newest first. */
export const BrokerDetail = Shape({
  ...BrokerSummary.properties,
  listings: Type.Array(ListingCard),
});
export type BrokerDetail = Static<typeof BrokerDetail>;

/**
 * POST /v1/user/entrusts: an owner's home for brokers to sell or let. The form's values as
 * typed; the API checks each and answers a refusal in words with the field to correct.
 */
export const EntrustBody = Shape({
  purpose: EntrustPurposeValue,
  regionId: Type.Optional(Type.String({ maxLength: 10 })),
  districtId: Type.Optional(Type.String({ maxLength: 10 })),
  address: Type.Optional(Type.String({ maxLength: 200 })),
  homeType: Type.Optional(Type.String({ maxLength: 20 })),
  area: Type.Optional(Type.String({ maxLength: 20 })),
  rooms: Type.Optional(Type.String({ maxLength: 10 })),
  price: Type.Optional(Type.String({ maxLength: 20 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  mobile: Type.Optional(Type.String({ maxLength: 30 })),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type EntrustBody = Static<typeof EntrustBody>;
export type EntrustField = Exclude<keyof EntrustBody, 'purpose'>;

/** The request made, and how many brokers of the district it was offered to (201). */
export const EntrustCreated = Envelope(Shape({ id: Type.Integer(), offeredTo: Type.Integer() }));
export type EntrustCreated = Static<typeof EntrustCreated>;

/** The home as brokers read it: the door number and the owner only once they accept. */
const EntrustHome = {
  id: Type.Integer(),
  purpose: EntrustPurposeValue,
  regionName: Type.String(),
  districtName: Type.String(),
  homeType: Type.String(),
  area: Type.Number(),
  rooms: Nullable(Type.Integer()),
  /** 萬 for a sale, 元 a month for a rental. */
  price: Type.Integer(),
  note: Type.String(),
  createdAt: IsoTime,
};

/** A broker who accepted a request, as the owner sees them. */
export const EntrustBroker = Shape({
  id: Type.Integer(),
  name: Type.String(),
  licence: Type.String(),
  mobile: Type.String(),
  acceptedAt: IsoTime,
});
export type EntrustBroker = Static<typeof EntrustBroker>;

/** One of the owner's requests, with the brokers who accepted it. */
export const OwnEntrust = Shape({
  ...EntrustHome,
  address: Type.String(),
  offeredTo: Type.Integer(),
  accepted: Type.Array(EntrustBroker),
});
export type OwnEntrust = Static<typeof OwnEntrust>;

/** GET /v1/user/entrusts: the member's requests, newest first. */
export const OwnEntrustPage = Envelope(Page(OwnEntrust));
export type OwnEntrustPage = Static<typeof OwnEntrustPage>;

/** A request offered to the broker: the road only, and the owner once they accepted. */
export const EntrustOffer = Shape({
  ...EntrustHome,
  /** The road (忠孝東路四段) until accepted, the whole address after. */
  address: Type.String(),
  acceptedAt: Nullable(IsoTime),
  /** How many brokers accepted it: once ENTRUST_MAX_ACCEPTED have, no more can. */
  acceptedCount: Type.Integer(),
  owner: Nullable(Shape({ name: Type.String(), mobile: Type.String() })),
});
export type EntrustOffer = Static<typeof EntrustOffer>;

/** GET /v1/user/entrust-offers: requests offered to the member as a broker, newest first. */
export const EntrustOfferPage = Envelope(Page(EntrustOffer));
export type EntrustOfferPage = Static<typeof EntrustOfferPage>;

/** POST /v1/user/entrust-offers/:id/accept: the offer, now with the owner's contact. */
export const EntrustAccepted = Envelope(EntrustOffer);
export type EntrustAccepted = Static<typeof EntrustAccepted>;

export const EntrustOfferParams = Shape({ id: PositiveId });
