/** Posting a new-build project (免費刊登建案): its draft, the draft's photo albums, publishing. */
import {
  NEW_BUILD_ALBUMS,
  NEW_BUILD_PURPOSES,
  NEW_BUILD_SHAPES,
  NEW_BUILD_TAGS,
} from '@591/config';
import { type Static, Type } from 'typebox';
import { Envelope, IsoTime, Nullable, OneOf, PositiveId, Shape } from './common.ts';
import { DraftPhoto, DraftPhotoId } from './posting.ts';

/** At most this many photos in each of a project's albums. */
export const MAX_PHOTOS_PER_ALBUM = 20;

export const NewBuildAlbum = OneOf(NEW_BUILD_ALBUMS.map((album) => album.id));

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const whole = (minimum: number, maximum: number) =>
  Type.Optional(Type.Integer({ minimum, maximum }));
const amount = (minimum: number, maximum: number) =>
  Type.Optional(Type.Number({ minimum, maximum }));

/**
 * What a builder or agent has typed of a project so far. Every field is optional until
 * publishing; each is checked for type and range as it is saved. PUT sends it whole.
 */
export const NewBuildDraftFields = Shape({
  name: text(30),
  /** 投資興建, 營造, 企劃銷售, 建築設計. */
  builder: text(40),
  constructorName: text(40),
  salesAgent: text(40),
  architect: text(40),
  regionId: whole(1, 99),
  districtId: whole(1, 9999),
  /** The road, without the district: 和平東路二段. */
  address: text(60),
  lat: amount(21.8, 26.4),
  lng: amount(118.1, 122.1),
  /** 1 預售屋, 2 新成屋. */
  buildType: Type.Optional(OneOf([1, 2])),
  purpose: Type.Optional(OneOf(NEW_BUILD_PURPOSES.map((purpose) => purpose.id))),
  shape: Type.Optional(OneOf(NEW_BUILD_SHAPES.map((shape) => shape.id))),
  /** 價格待定: no prices yet, and the price fields are not asked for. */
  priceUndecided: Type.Optional(Type.Boolean()),
  /** 萬/坪. */
  unitPriceMin: amount(1, 1000),
  unitPriceMax: amount(1, 1000),
  /** 萬. */
  totalPriceMin: whole(1, 1_000_000),
  totalPriceMax: whole(1, 1_000_000),
  /** 坪. */
  areaMin: amount(1, 10_000),
  areaMax: amount(1, 10_000),
  /** The room counts of its room types (0 for 開放式). */
  rooms: Type.Optional(
    Type.Array(Type.Integer({ minimum: 0, maximum: 8 }), { maxItems: 9, uniqueItems: true }),
  ),
  households: whole(1, 30_000),
  buildings: whole(1, 100),
  floorsAbove: whole(1, 120),
  floorsBelow: whole(0, 20),
  /** 基地面積, 坪. */
  siteArea: amount(1, 1_000_000),
  /** 建蔽率 and 公設比, %. */
  coverageRatio: amount(1, 100),
  publicRatio: amount(0, 60),
  parkingPlan: text(40),
  parkingCount: whole(0, 30_000),
  /** 元/坪/月. */
  managementFee: whole(0, 1000),
  /** 完工, `YYYY-MM`. */
  completion: Type.Optional(Type.String({ pattern: '^$|^20\\d{2}-(0[1-9]|1[0-2])$' })),
  permitNumber: text(40),
  tags: Type.Optional(
    Type.Array(OneOf([...NEW_BUILD_TAGS]), { maxItems: NEW_BUILD_TAGS.length, uniqueItems: true }),
  ),
  officeAddress: text(60),
  officeHours: text(40),
  officePhone: text(20),
});
export type NewBuildDraftFields = Static<typeof NewBuildDraftFields>;

/** The draft's photos by album, each in its order; the exterior's first is the cover. */
export const NewBuildDraftAlbums = Shape({
  exterior: Type.Array(DraftPhoto),
  floorPlans: Type.Array(DraftPhoto),
  surroundings: Type.Array(DraftPhoto),
});
export type NewBuildDraftAlbums = Static<typeof NewBuildDraftAlbums>;

/** A project being written, saved on the server as the poster goes. */
export const NewBuildDraft = Shape({
  id: Type.Integer(),
  fields: NewBuildDraftFields,
  albums: NewBuildDraftAlbums,
  /** The published project this draft edits (修改); null for a new project. */
  newBuildId: Nullable(Type.Integer()),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type NewBuildDraft = Static<typeof NewBuildDraft>;

/** POST (201), GET and PUT /v1/user/new-build-drafts[/:id]. */
export const NewBuildDraftAnswer = Envelope(NewBuildDraft);
export type NewBuildDraftAnswer = Static<typeof NewBuildDraftAnswer>;

/** GET /v1/user/new-build-drafts: the member's project drafts, the latest saved first. */
export const NewBuildDraftList = Envelope(Shape({ items: Type.Array(NewBuildDraft) }));
export type NewBuildDraftList = Static<typeof NewBuildDraftList>;

/**
 * POST /v1/user/new-build-drafts/:id/publish: the project it is now, on newhouse (201 a new
 * one, 200 the project an edit draft updated).
 */
export const PublishedNewBuild = Envelope(Shape({ id: Type.Integer() }));
export type PublishedNewBuild = Static<typeof PublishedNewBuild>;

/** POST /v1/user/new-build-drafts/:id/photos?album= : the body is the image itself. */
export const NewBuildPhotoQuery = Shape({ album: NewBuildAlbum });
export type NewBuildPhotoQuery = Static<typeof NewBuildPhotoQuery>;

export const NewBuildPhotoUploaded = Envelope(
  Shape({ id: DraftPhotoId, album: NewBuildAlbum, position: Type.Integer() }),
);
export type NewBuildPhotoUploaded = Static<typeof NewBuildPhotoUploaded>;

/** PUT /v1/user/new-build-drafts/:id/photos/order: one album's photos in their new order. */
export const NewBuildPhotoOrder = Shape({
  album: NewBuildAlbum,
  ids: Type.Array(DraftPhotoId, { maxItems: MAX_PHOTOS_PER_ALBUM, uniqueItems: true }),
});
export type NewBuildPhotoOrder = Static<typeof NewBuildPhotoOrder>;

export const NewBuildPhotoOrderAnswer = Envelope(NewBuildPhotoOrder);

/** DELETE /v1/user/new-build-drafts/:id/photos/:photoId. */
export const NewBuildPhotoParams = Shape({ id: PositiveId, photoId: DraftPhotoId });

export const NewBuildDraftDeleted = Envelope(Shape({ id: Type.Integer() }));
