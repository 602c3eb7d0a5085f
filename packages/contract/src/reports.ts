/**
 * 檢舉: a member reports a listing or a message of their conversation; a moderator reads the
 * queue and hides the listing or finds the report unfounded.
 */
import { REPORT_DETAIL_MAX_CHARS, REPORT_STATUSES } from '@591/config';
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
import { ConversationListing } from './conversations.ts';
import { ListingStatus } from './listings.ts';

/** What a report is about: a listing (`listingId`), or a message (`messageId`). */
export const ReportTargetQuery = Shape({
  listingId: Type.Optional(PositiveId),
  messageId: Type.Optional(PositiveId),
});
export type ReportTargetQuery = Static<typeof ReportTargetQuery>;

/** GET /v1/user/reports/target: what the report form names, and whether it was reported. */
export const ReportTarget = Shape({
  listing: ConversationListing,
  /** The message reported, as its reader saw it; null for a listing's report. */
  message: Nullable(Shape({ id: Type.Integer(), from: Type.String(), body: Type.String() })),
  /** The member reported it already: one report each. */
  reported: Type.Boolean(),
});
export type ReportTarget = Static<typeof ReportTarget>;
export const ReportTargetAnswer = Envelope(ReportTarget);
export type ReportTargetAnswer = Static<typeof ReportTargetAnswer>;

/** POST /v1/user/reports: the reason and the words (needed for 其他), checked by the API. */
export const ReportBody = Shape({
  ...ReportTargetQuery.properties,
  reason: Type.String({ maxLength: 20 }),
  detail: Type.Optional(Type.String({ maxLength: REPORT_DETAIL_MAX_CHARS * 2 })),
});
export type ReportBody = Static<typeof ReportBody>;
export type ReportField = 'reason' | 'detail';
export const ReportAnswer = Envelope(Shape({ id: Type.Integer() }));
export type ReportAnswer = Static<typeof ReportAnswer>;

export const ReportStatusValue = OneOfIds(REPORT_STATUSES);

/** One report in the moderators' queue. */
export const QueuedReport = Shape({
  id: Type.Integer(),
  listing: Shape({ ...ConversationListing.properties, status: ListingStatus }),
  message: Nullable(Shape({ id: Type.Integer(), body: Type.String() })),
  reason: Type.String(),
  reasonName: Type.String(),
  detail: Nullable(Type.String()),
  reporter: Type.String(),
  status: ReportStatusValue,
  createdAt: IsoTime,
  /** Reports of the listing still open, this one among them. */
  openOfListing: Type.Integer(),
});
export type QueuedReport = Static<typeof QueuedReport>;

/** GET /v1/moderation/reports?status=: oldest open first; settled ones newest first. */
export const ReportQueueQuery = Shape({
  status: OneOf(['open', 'hidden', 'dismissed'], { default: 'open' }),
  ...PageParams,
});
export type ReportQueueQuery = Static<typeof ReportQueueQuery>;
export const ReportQueueAnswer = Envelope(Page(QueuedReport));
export type ReportQueueAnswer = Static<typeof ReportQueueAnswer>;

/**
 * POST /v1/moderation/reports/:id: `hide` the listing (with the reason its page and poster are
 * given; every open report of it is settled), or `dismiss` this report.
 */
export const ResolveReportBody = Shape({
  action: OneOf(['hide', 'dismiss']),
  reason: Type.Optional(Type.String({ maxLength: REPORT_DETAIL_MAX_CHARS * 2 })),
});
export type ResolveReportBody = Static<typeof ResolveReportBody>;
export const ResolveReportAnswer = Envelope(Shape({ settled: Type.Integer() }));
export type ResolveReportAnswer = Static<typeof ResolveReportAnswer>;

/**
 * A report alert: to the poster, their listing hidden (`role` poster, with the reason); to the
 * reporter, the outcome of their report.
 */
export const ReportAlert = Shape({
  role: OneOf(['poster', 'reporter']),
  status: ReportStatusValue,
  listing: ConversationListing,
  /** The moderator's reason for hiding; null for a report found unfounded. */
  hiddenReason: Nullable(Type.String()),
});
export type ReportAlert = Static<typeof ReportAlert>;
