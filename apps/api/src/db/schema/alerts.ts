import { type AccountEvent, ALERT_DELIVERIES, SECTION_IDS } from '@591/config';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MatchFilters } from '../../domain/search-filters.ts';
import { conversationMessages } from './conversations.ts';
import { entrustOffers } from './entrusts.ts';
import { listings, priceChanges } from './listings.ts';
import { members } from './members.ts';
import { newBuildVisits } from './new-build-visits.ts';
import { newBuilds } from './new-builds.ts';
import { idsOf, oneOf } from './one-of.ts';
import { reports } from './reports.ts';
import { type ViewingEvent, viewings } from './viewings.ts';

/**
 * A member's saved search (訂閱): the list's filters, matched against every listing that is
 * published or comes down in price. `region_id`, `kinds` and the price bounds repeat what
 * `filters` says in columns an index can use, so a new listing is checked only against the
 * searches that could want it.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    name: text('name').notNull(),
    /** The list's query to the API, as the list page sent it. */
    query: text('query').notNull(),
    /** The list page on the section's own host, path and query, to open the search again. */
    listPath: text('list_path').notNull(),
    /** The search in one normal form: a member saves each search once. */
    searchKey: text('search_key').notNull(),
    filters: jsonb('filters').$type<MatchFilters>().notNull(),
    /** Null when the search is of every region. */
    regionId: smallint('region_id'),
    /** Null when the search takes every kind. */
    kinds: smallint('kinds').array(),
    /** The lowest and highest price any of its price bands allows; null when open. */
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    /** instant: each match at once; daily: one digest a day. */
    delivery: text('delivery').notNull().default('instant'),
    paused: boolean('paused').notNull().default(false),
    /** When the member last opened its results: newer matches are "new". */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('saved_searches_section_check', oneOf(table.section, [...SECTION_IDS, 'newhouse'])),
    check('saved_searches_delivery_check', oneOf(table.delivery, idsOf(ALERT_DELIVERIES))),
    uniqueIndex('saved_searches_member_key_idx').on(table.memberId, table.searchKey),
    index('saved_searches_match_idx')
      .on(table.section, table.regionId)
      .where(sql`not ${table.paused}`),
  ],
);

export const ALERT_KINDS = [
  'search',
  'price_drop',
  'closed',
  'entrust',
  'visit',
  'viewing',
  'new_build',
  'message',
  'report',
  'account',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
/** The alerts about a listing: every kind but an accepted 委託, a 預約賞屋 and a 預約看屋. */
export type ListingAlertKind = Exclude<
  AlertKind,
  'entrust' | 'visit' | 'viewing' | 'new_build' | 'message' | 'report' | 'account'
>;

/**
 * One thing a member is told of (通知中心): a listing new to one of their saved searches, a
 * favourite's price drop, a favourite rented or sold, a broker who accepted their 委託, a
 * 預約賞屋 (to the project's builder, and to the visitor who booked as a member), or a change to
 * a 預約看屋 (to its poster and to the seeker who booked as a member).
 * The unique indexes make each alert once: per search and listing, per favourite and price
 * change, per favourite closed, per accepted offer, per visit and member.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AlertKind>().notNull(),
    /** The listing it tells of; null for an entrust or visit alert only. */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, {
      onDelete: 'cascade',
    }),
    priceChangeId: integer('price_change_id').references(() => priceChanges.id, {
      onDelete: 'cascade',
    }),
    /** The broker's acceptance an entrust alert tells of. */
    entrustOfferId: integer('entrust_offer_id').references(() => entrustOffers.id, {
      onDelete: 'cascade',
    }),
    /** The booking a visit alert tells of. */
    visitId: integer('visit_id').references(() => newBuildVisits.id, { onDelete: 'cascade' }),
    /** The 預約看屋 a viewing alert tells of, and what happened to it. */
    viewingId: integer('viewing_id').references(() => viewings.id, { onDelete: 'cascade' }),
    viewingEvent: text('viewing_event').$type<ViewingEvent>(),
    /** The message a message alert tells of: a seeker's to a poster, or a reply. */
    messageId: bigint('message_id', { mode: 'number' }).references(() => conversationMessages.id, {
      onDelete: 'cascade',
    }),
    /** The report a report alert tells of: its listing hidden (to the poster), or the outcome. */
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'cascade' }),
    /** What happened to the member's own account (AccountEvent) an account alert tells of. */
    accountEvent: text('account_event').$type<AccountEvent>(),
    /** The project a new_build alert tells of: just published, and matching a saved search. */
    newBuildId: integer('new_build_id').references(() => newBuilds.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Sent by web push (or in the day's digest); null while waiting or with push off. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'alerts_kind_check',
      sql`${table.kind} in ('search', 'price_drop', 'closed', 'entrust', 'visit', 'viewing', 'new_build', 'message', 'report', 'account')`,
    ),
    check(
      'alerts_subject_check',
      sql`(${table.kind} = 'entrust') = (${table.entrustOfferId} is not null) and (${table.kind} = 'visit') = (${table.visitId} is not null) and (${table.kind} = 'viewing') = (${table.viewingId} is not null and ${table.viewingEvent} is not null) and (${table.kind} = 'new_build') = (${table.newBuildId} is not null) and (${table.kind} = 'message') = (${table.messageId} is not null) and (${table.kind} = 'report') = (${table.reportId} is not null) and (${table.kind} = 'account') = (${table.accountEvent} is not null) and (${table.kind} in ('entrust', 'visit', 'viewing', 'new_build', 'message', 'report', 'account')) = (${table.listingId} is null)`,
    ),
    uniqueIndex('alerts_entrust_offer_idx')
      .on(table.entrustOfferId)
      .where(sql`${table.entrustOfferId} is not null`),
    uniqueIndex('alerts_visit_member_idx')
      .on(table.visitId, table.memberId)
      .where(sql`${table.visitId} is not null`),
    uniqueIndex('alerts_viewing_event_idx')
      .on(table.viewingId, table.memberId, table.viewingEvent)
      .where(sql`${table.viewingId} is not null`),
    uniqueIndex('alerts_message_member_idx')
      .on(table.messageId, table.memberId)
      .where(sql`${table.messageId} is not null`),
    uniqueIndex('alerts_report_member_idx')
      .on(table.reportId, table.memberId)
      .where(sql`${table.reportId} is not null`),
    uniqueIndex('alerts_search_new_build_idx')
      .on(table.savedSearchId, table.newBuildId)
      .where(sql`${table.newBuildId} is not null`),
    uniqueIndex('alerts_search_listing_idx')
      .on(table.savedSearchId, table.listingId)
      .where(sql`${table.savedSearchId} is not null`),
    uniqueIndex('alerts_price_change_idx')
      .on(table.memberId, table.priceChangeId)
      .where(sql`${table.priceChangeId} is not null`),
    uniqueIndex('alerts_closed_idx')
      .on(table.memberId, table.listingId)
      .where(sql`${table.kind} = 'closed'`),
    index('alerts_member_idx').on(table.memberId, table.createdAt.desc()),
  ],
);
