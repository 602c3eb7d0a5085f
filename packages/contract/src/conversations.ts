/**
 * Conversations between a seeker and a listing's poster. The seeker's first message (POST
 * /home/housing/sendMsg) opens one; both sides read and answer it in the member centre (the
 * poster's 收到的留言, the seeker's 我的訊息), a visitor through the link texted to them.
 */
import { CONVERSATION_AUTHORS, QUICK_REPLY_MAX_CHARS } from '@591/config';
import { type Static, Type } from 'typebox';
import {
  Envelope,
  IsoTime,
  Nullable,
  OneOf,
  OneOfIds,
  Page,
  PageParams,
  PositiveId,
  Shape,
} from './common.ts';
import { Section } from './listings.ts';
import { ViewingStatusValue } from './viewings.ts';

/** The listing a conversation is about, as its rows show it. */
export const ConversationListing = Shape({
  id: Type.Integer(),
  section: Section,
  /** 1 rent, 2 sale, 6 shop transfer. */
  type: Type.Integer(),
  title: Type.String(),
});
export type ConversationListing = Static<typeof ConversationListing>;

export const ConversationMessage = Shape({
  id: Type.Integer(),
  author: OneOfIds(CONVERSATION_AUTHORS),
  body: Type.String(),
  at: IsoTime,
});
export type ConversationMessage = Static<typeof ConversationMessage>;

/**
 * One conversation as a side sees it: `role` is the reader's side; `unread`, whether the other
 * side wrote since the reader last opened it. The seeker's mobile is shown to the poster only.
 */
export const ConversationSummary = Shape({
  id: Type.Integer(),
  role: OneOf(['seeker', 'poster']),
  listing: ConversationListing,
  /** The other side's name: the seeker's as they gave it, or the poster's as the listing shows it. */
  with: Type.String(),
  seekerMobile: Nullable(Type.String()),
  last: ConversationMessage,
  unread: Type.Boolean(),
  handled: Type.Boolean(),
  /** The poster blocked this seeker's mobile. */
  blocked: Type.Boolean(),
});
export type ConversationSummary = Static<typeof ConversationSummary>;

/** GET /v1/user/conversations?role=poster|seeker&listingId=: unread first, then newest. */
export const ConversationsQuery = Shape({
  role: OneOf(['seeker', 'poster'], { default: 'seeker' }),
  listingId: Type.Optional(PositiveId),
  ...PageParams,
});
export type ConversationsQuery = Static<typeof ConversationsQuery>;

export const ConversationPage = Page(ConversationSummary);
export const ConversationsAnswer = Envelope(ConversationPage);
export type ConversationsAnswer = Static<typeof ConversationsAnswer>;

/** GET /v1/user/conversations/listings: the poster's listings that received messages. */
export const ConversationListingCount = Shape({
  listing: ConversationListing,
  conversations: Type.Integer(),
  unread: Type.Integer(),
});
export type ConversationListingCount = Static<typeof ConversationListingCount>;
export const ConversationListingsAnswer = Envelope(Type.Array(ConversationListingCount));
export type ConversationListingsAnswer = Static<typeof ConversationListingsAnswer>;

/** Unread conversations of each side, counted in the header's member menu (UnreadAlerts). */
export const UnreadConversations = Shape({ received: Type.Integer(), sent: Type.Integer() });
export type UnreadConversations = Static<typeof UnreadConversations>;

/** A 預約看屋 of the conversation's listing by its seeker's mobile, newest first. */
export const ConversationViewing = Shape({
  id: Type.Integer(),
  /** `3/7（六）10:30`, or `3/7（六）下午` for a day asked for. */
  when: Type.String(),
  status: ViewingStatusValue,
});
export type ConversationViewing = Static<typeof ConversationViewing>;

/**
 * One conversation with its messages, oldest first, and the seeker's bookings of the listing
 * (a seeker without an account cancels one here); opening it marks it read for the reader.
 */
export const Conversation = Shape({
  ...ConversationSummary.properties,
  messages: Type.Array(ConversationMessage),
  viewings: Type.Array(ConversationViewing),
});
export type Conversation = Static<typeof Conversation>;
export const ConversationAnswer = Envelope(Conversation);
export type ConversationAnswer = Static<typeof ConversationAnswer>;

/** POST /v1/user/conversations/:id/messages, and by link: a reply (checked by the API). */
export const ReplyBody = Shape({ body: Type.Optional(Type.String()) });
export type ReplyBody = Static<typeof ReplyBody>;

/** POST /v1/user/conversations/:id/handled: the poster marks it handled, or open again. */
export const HandledBody = Shape({ handled: Type.Boolean() });
export type HandledBody = Static<typeof HandledBody>;

/** POST /v1/user/conversations/:id/block: the poster blocks the seeker, or lets them write again. */
export const BlockBody = Shape({ blocked: Type.Boolean() });
export type BlockBody = Static<typeof BlockBody>;

/** A texted link's token: `?t=` of the page, sent back to read and answer by link. */
export const LinkQuery = Shape({ t: Type.String({ maxLength: 100 }) });
export type LinkQuery = Static<typeof LinkQuery>;

/** GET/PUT /v1/user/quick-replies: the poster's saved phrases, in their order. */
export const QuickReplies = Shape({
  items: Type.Array(Type.String({ maxLength: QUICK_REPLY_MAX_CHARS * 2 }), { maxItems: 50 }),
});
export type QuickReplies = Static<typeof QuickReplies>;
export const QuickRepliesAnswer = Envelope(QuickReplies);
export type QuickRepliesAnswer = Static<typeof QuickRepliesAnswer>;
