/** Posting: drafts and their photos, edits of published listings, and the member's own listings. */
import {
  LISTING_FEATURES,
  LISTING_TYPE_IDS,
  POSTER_LISTING_STATUSES,
  POSTER_ROLES,
  RENT_INCLUDES,
} from '@591/config';
import { type Static, Type } from 'typebox';
import { Envelope, IsoTime, Nullable, OneOf, PositiveId, Shape } from './common.ts';
import { ListingPage, ListingStatus, Photo, Section } from './listings.ts';

/** At most this many photos per listing. */
export const MAX_PHOTOS_PER_DRAFT = 20;

/** The four sections as a request names one (a refusal lists them). */
export const SectionName = Section;

/** The feature tags a poster may tick: the catalogue's codes (each a bit of listings.features). */
const FEATURE_CODES = LISTING_FEATURES.map((feature) => feature.code);

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const whole = (minimum: number, maximum: number) =>
  Type.Optional(Type.Integer({ minimum, maximum }));
const amount = (minimum: number, maximum: number) =>
  Type.Optional(Type.Number({ minimum, maximum }));

/**
 * What a poster has typed so far. Every field is optional until publishing; each is checked
 * for type and range as it is saved, so a draft never holds what could not be published.
 * PUT /v1/user/drafts/:id sends it whole.
 */
export const DraftFields = Shape({
  kind: whole(1, 99),
  regionId: whole(1, 99),
  districtId: whole(1, 9999),
  /** Road, lane and alley, e.g. 復興南路一段 100巷. */
  road: text(60),
  /** The house number: hidden from visitors unless `showNumber`. */
  number: text(20),
  showNumber: Type.Optional(Type.Boolean()),
  lat: amount(21.8, 26.4),
  lng: amount(118.1, 122.1),
  title: text(40),
  description: text(2000),
  /** NT$ a month for rentals and transfers, 萬 for sales (of homes, land and premises). */
  price: whole(1, 100_000_000),
  depositMonths: whole(0, 12),
  /** NT$ a month. */
  managementFee: whole(0, 1_000_000),
  rentIncludes: Type.Optional(
    Type.Array(OneOf(RENT_INCLUDES.map((item) => item.code)), {
      maxItems: RENT_INCLUDES.length,
      uniqueItems: true,
    }),
  ),
  /** 坪: 權狀 for sales, 地坪 for land, the rented area otherwise. */
  area: amount(0.1, 1_000_000),
  mainArea: amount(0, 1_000_000),
  publicArea: amount(0, 1_000_000),
  rooms: whole(0, 30),
  livingRooms: whole(0, 10),
  bathrooms: whole(0, 30),
  floor: whole(-5, 120),
  totalFloors: whole(1, 120),
  age: whole(0, 120),
  features: Type.Optional(
    Type.Array(OneOf(FEATURE_CODES), {
      maxItems: FEATURE_CODES.length,
      uniqueItems: true,
    }),
  ),
  /** Land: 使用分區, an id of the zones the land list filters by (第一種住宅區 … 山坡地保育區). */
  landZone: whole(1, 9),
  /** Land: 面前路寬, the width in 米 of the road the plot faces. */
  roadWidth: amount(0.5, 100),
  /** Land and shops: 面寬, street frontage in 米. */
  frontage: amount(0.5, 500),
  /** Land: 地號, e.g. 信義段 123-4地號. */
  lotNumber: text(40),
  /** Shop transfers (頂讓, type 6): 頂讓金 in 萬, paid on top of the monthly rent. */
  transferFee: whole(1, 100_000),
  posterRole: Type.Optional(OneOf(POSTER_ROLES.map((role) => role.code))),
  /** 經紀人證號: required of a broker (仲介), shown on the listing. */
  brokerLicence: text(30),
});
export type DraftFields = Static<typeof DraftFields>;

/** POST /v1/user/drafts: a new, empty draft of a section and type (1 rent, 2 sale, 6 transfer). */
export const NewDraft = Shape({
  section: SectionName,
  type: OneOf(LISTING_TYPE_IDS),
});
export type NewDraft = Static<typeof NewDraft>;

/** The name of a draft photo's stored files, and of a published listing's photo set: 32 hex. */
export const DraftPhotoId = Type.String({ pattern: '^[0-9a-f]{32}$' });

/** A draft photo as the form shows it; the first is the listing's cover. */
export const DraftPhoto = Shape({ id: DraftPhotoId, ...Photo.properties });
export type DraftPhoto = Static<typeof DraftPhoto>;

/** A listing being written, saved on the server as the poster goes. */
export const ListingDraft = Shape({
  id: Type.Integer(),
  section: Section,
  /** 1 rent, 2 sale, 6 shop transfer. */
  type: Type.Integer(),
  fields: DraftFields,
  /** The published listing this draft edits; null for a new listing. */
  listingId: Nullable(Type.Integer()),
  photos: Type.Array(DraftPhoto),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type ListingDraft = Static<typeof ListingDraft>;

/**
 * A draft as POST /v1/user/drafts (201), GET and PUT /v1/user/drafts/:id and
 * POST /v1/user/listings/:id/edit (201 for a new edit draft, 200 for the one already open) answer.
 */
export const DraftAnswer = Envelope(ListingDraft);
export type DraftAnswer = Static<typeof DraftAnswer>;

/** GET /v1/user/drafts: the member's drafts, the latest saved first. */
export const DraftList = Envelope(Shape({ items: Type.Array(ListingDraft) }));
export type DraftList = Static<typeof DraftList>;

/**
 * POST /v1/user/drafts/:id/publish: the listing the draft is now; 201 when it is a new listing,
 * 200 when the draft edited a published one.
 */
export const PublishedListing = Shape({
  id: Type.Integer(),
  section: Section,
  type: Type.Integer(),
});
export type PublishedListing = Static<typeof PublishedListing>;

export const PublishAnswer = Envelope(PublishedListing);
export type PublishAnswer = Static<typeof PublishAnswer>;

/** DELETE /v1/user/drafts/:id: the draft deleted, with its photos. */
export const DraftDeleted = Envelope(Shape({ id: Type.Integer() }));
export type DraftDeleted = Static<typeof DraftDeleted>;

/**
 * POST /v1/user/drafts/:id/photos (201): the photo stored, at its place in the order. The
 * request's body is the image itself, not JSON.
 */
export const DraftPhotoUploaded = Envelope(Shape({ id: DraftPhotoId, position: Type.Integer() }));
export type DraftPhotoUploaded = Static<typeof DraftPhotoUploaded>;

/** PUT /v1/user/drafts/:id/photos/order: every photo of the draft, in its new order. */
export const DraftPhotoOrder = Shape({
  ids: Type.Array(DraftPhotoId, { maxItems: MAX_PHOTOS_PER_DRAFT, uniqueItems: true }),
});
export type DraftPhotoOrder = Static<typeof DraftPhotoOrder>;

export const DraftPhotoOrderAnswer = Envelope(DraftPhotoOrder);
export type DraftPhotoOrderAnswer = Static<typeof DraftPhotoOrderAnswer>;

/** DELETE /v1/user/drafts/:id/photos/:photoId. */
export const DraftPhotoParams = Shape({ id: PositiveId, photoId: DraftPhotoId });
export type DraftPhotoParams = Static<typeof DraftPhotoParams>;

export const DraftPhotoDeleted = Envelope(Shape({ id: DraftPhotoId }));
export type DraftPhotoDeleted = Static<typeof DraftPhotoDeleted>;

/** GET /v1/user/listings (PageQuery): the listings the member published, the latest first. */
export const MyListings = Envelope(ListingPage);
export type MyListings = Static<typeof MyListings>;

/** POST /v1/user/listings/:id/price: a new asking price, in the listing's price unit. */
export const NewPrice = Shape({ price: Type.Integer({ minimum: 1, maximum: 100_000_000 }) });
export type NewPrice = Static<typeof NewPrice>;

export const PriceChange = Shape({
  id: Type.Integer(),
  price: Type.Number(),
  /** How much the price came down; null when it went up; absent when it stayed the same. */
  priceDrop: Type.Optional(Nullable(Type.Number())),
});
export type PriceChange = Static<typeof PriceChange>;

export const PriceChangeAnswer = Envelope(PriceChange);
export type PriceChangeAnswer = Static<typeof PriceChangeAnswer>;

/** POST /v1/user/listings/:id/status: 暫停刊登, 恢復刊登, or 已出租/已售出 (final). */
export const NewStatus = Shape({ status: OneOf(POSTER_LISTING_STATUSES) });
export type NewStatus = Static<typeof NewStatus>;

export const StatusChange = Shape({ id: Type.Integer(), status: ListingStatus });
export type StatusChange = Static<typeof StatusChange>;

export const StatusChangeAnswer = Envelope(StatusChange);
export type StatusChangeAnswer = Static<typeof StatusChangeAnswer>;

/** POST /v1/user/listings/:id/confirm: 確認仍可租／仍在售, fresh in search again. */
export const Confirmation = Shape({ id: Type.Integer(), confirmedAt: IsoTime });
export type Confirmation = Static<typeof Confirmation>;

export const ConfirmationAnswer = Envelope(Confirmation);
export type ConfirmationAnswer = Static<typeof ConfirmationAnswer>;
