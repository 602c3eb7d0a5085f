/** Saved searches (訂閱) and the alerts (通知中心) they and favourites give. */
import { ACCOUNT_EVENTS, ALERT_DELIVERIES, SECTION_IDS } from '@591/config';
import { type Static, Type } from 'typebox';
import { Envelope, IsoTime, Nullable, OneOf, OneOfIds, Page, PositiveId, Shape } from './common.ts';
import { ConversationListing, UnreadConversations } from './conversations.ts';
import { EntrustBroker, EntrustPurposeValue } from './entrusts.ts';
import { ListingCard } from './listings.ts';
import { NewBuildSummary } from './new-builds.ts';
import { ReportAlert } from './reports.ts';
import { Viewing } from './viewings.ts';
import { Visit } from './visits.ts';

/** The longest name a saved search may have; a name made of its summary is cut to it. */
export const SAVED_SEARCH_NAME_MAX = 30;

/** The lists a search may be saved from: the four listing sections and the new-build list. */
export const SavedSearchSection = OneOf([...SECTION_IDS, 'newhouse']);
export type SavedSearchSection = Static<typeof SavedSearchSection>;

/** How new matches are pushed: at once, or gathered into one push a day. */
export const AlertDelivery = OneOfIds(ALERT_DELIVERIES);
export type AlertDelivery = Static<typeof AlertDelivery>;

/**
 * POST /v1/user/saved-searches: the list's search as it asks the API (`query`, checked as the
 * list checks it), the list page to open it again, and a name (the summary when none).
 */
export const NewSavedSearch = Shape({
  section: SavedSearchSection,
  query: Type.String({ maxLength: 2000 }),
  listPath: Type.String({ pattern: '^/[^/]', maxLength: 2000 }),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: SAVED_SEARCH_NAME_MAX })),
});
export type NewSavedSearch = Static<typeof NewSavedSearch>;

/** PATCH /v1/user/saved-searches/:id: a new name, delivery, or paused or resumed; one at least. */
export const SavedSearchChange = Type.Object(
  {
    name: Type.Optional(
      Type.String({ minLength: 1, maxLength: SAVED_SEARCH_NAME_MAX, pattern: '\\S' }),
    ),
    delivery: Type.Optional(AlertDelivery),
    paused: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SavedSearchChange = Static<typeof SavedSearchChange>;

/** A member's saved search (訂閱), as 我的訂閱 lists it. */
export const SavedSearch = Shape({
  id: Type.Integer(),
  section: SavedSearchSection,
  name: Type.String(),
  /** 台北市 大安區 獨立套房 10,000-20,000元. */
  summary: Type.String(),
  /** The list page on the section's own host, to open the search again. */
  listPath: Type.String(),
  delivery: AlertDelivery,
  paused: Type.Boolean(),
  /** Listings that matched since the member last opened the search. */
  newCount: Type.Integer(),
  lastSeenAt: IsoTime,
  createdAt: IsoTime,
});
export type SavedSearch = Static<typeof SavedSearch>;

/**
 * POST /v1/user/saved-searches: 201 with the new search (`saved` true); 200 with the equal
 * search already saved (`saved` false).
 */
export const SavedSearchSaved = Envelope(
  Shape({ ...SavedSearch.properties, saved: Type.Boolean() }),
);
export type SavedSearchSaved = Static<typeof SavedSearchSaved>;

/** PATCH /v1/user/saved-searches/:id: the search as it is now. */
export const SavedSearchAnswer = Envelope(SavedSearch);
export type SavedSearchAnswer = Static<typeof SavedSearchAnswer>;

/** GET /v1/user/saved-searches: every saved search, the newest first. */
export const SavedSearchList = Envelope(Shape({ items: Type.Array(SavedSearch) }));
export type SavedSearchList = Static<typeof SavedSearchList>;

/** DELETE /v1/user/saved-searches/:id. */
export const SavedSearchDeleted = Envelope(
  Shape({ id: Type.Integer(), deleted: Type.Literal(true) }),
);
export type SavedSearchDeleted = Static<typeof SavedSearchDeleted>;

/**
 * POST /v1/user/saved-searches/:id/seen: the listings new until now, for the list to mark (the
 * projects, for a new-build search).
 */
export const SavedSearchSeen = Envelope(Shape({ newListingIds: Type.Array(Type.Integer()) }));
export type SavedSearchSeen = Static<typeof SavedSearchSeen>;

/**
 * What an alert tells of: a saved search's new match, a favourite's price drop or its close,
 * a broker who accepted the member's 委託, a 預約賞屋 (see MemberAlert's `visit`) or a change to a
 * 預約看屋 (`viewing`).
 */
export const AlertKind = Type.Union([
  Type.Literal('search'),
  Type.Literal('price_drop'),
  Type.Literal('closed'),
  Type.Literal('entrust'),
  Type.Literal('visit'),
  Type.Literal('viewing'),
  Type.Literal('new_build'),
  Type.Literal('message'),
  Type.Literal('report'),
  Type.Literal('account'),
]);
export type AlertKind = Static<typeof AlertKind>;

/** One thing the member was told of in 通知中心. */
export const MemberAlert = Shape({
  id: Type.Integer(),
  kind: AlertKind,
  at: IsoTime,
  read: Type.Boolean(),
  /** The saved search that matched; null for a favourite's alerts. */
  search: Nullable(Shape({ id: Type.Integer(), name: Type.String(), listPath: Type.String() })),
  /** A price drop's old and new price, in the listing's price unit; null for other alerts. */
  priceChange: Nullable(Shape({ oldPrice: Type.Integer(), newPrice: Type.Integer() })),
  /** The listing it tells of; null for an entrust or visit alert. */
  listing: Nullable(ListingCard),
  /** The request a broker accepted, and the broker; null for other alerts. */
  entrust: Nullable(
    Shape({
      id: Type.Integer(),
      purpose: EntrustPurposeValue,
      address: Type.String(),
      broker: EntrustBroker,
    }),
  ),
  /**
   * The booking a visit alert tells of; null for other alerts. `forBuilder`: a new booking at
   * one of the member's projects (who, their mobile, when); otherwise the member's own
   * booking, confirmed.
   */
  visit: Nullable(Shape({ ...Visit.properties, forBuilder: Type.Boolean() })),
  /** The project a new_build alert tells of (newly published, matching `search`); else null. */
  newBuild: Nullable(NewBuildSummary),
  /** The 預約看屋 a viewing alert tells of, and what happened to it; null for other alerts. */
  viewing: Nullable(
    Shape({
      event: OneOf([
        'requested',
        'booked',
        'confirmed',
        'proposed',
        'accepted',
        'declined',
        'cancelled',
        'expired',
      ]),
      booking: Viewing,
    }),
  ),
  /**
   * The message a message alert tells of, the conversation it is in, and the reader's side of
   * it (`role`); null for other alerts.
   */
  message: Nullable(
    Shape({
      conversationId: Type.Integer(),
      role: OneOf(['seeker', 'poster']),
      listing: ConversationListing,
      /** Who wrote it: the seeker's name, or the poster's as the listing shows it. */
      from: Type.String(),
      body: Type.String(),
    }),
  ),
  /** The report a report alert tells of; null for other alerts. */
  report: Nullable(ReportAlert),
  /** What happened to the member's own account (a reset, repeated failed log-ins); else null. */
  account: Nullable(Shape({ event: OneOfIds(ACCOUNT_EVENTS), text: Type.String() })),
});
export type MemberAlert = Static<typeof MemberAlert>;

/** GET /v1/user/alerts?page=&pageSize= (PageQuery): the newest first. */
export const AlertPage = Envelope(Page(MemberAlert));
export type AlertPage = Static<typeof AlertPage>;

/**
 * GET /v1/user/alerts/unread: what the header's member menu counts, in one read: unread alerts,
 * and conversations whose other side wrote since the member last opened them (收到的留言 as
 * poster, 我的訊息 as seeker).
 */
export const UnreadAlerts = Envelope(
  Shape({ unread: Type.Integer(), conversations: UnreadConversations }),
);
export type UnreadAlerts = Static<typeof UnreadAlerts>;

/** POST /v1/user/alerts/read: the alerts given, or every one when none is given. */
export const ReadAlerts = Shape({
  ids: Type.Optional(Type.Array(PositiveId, { maxItems: 100 })),
});
export type ReadAlerts = Static<typeof ReadAlerts>;

/** How many alerts were unread and are read now. */
export const AlertsRead = Envelope(Shape({ read: Type.Integer() }));
export type AlertsRead = Static<typeof AlertsRead>;
