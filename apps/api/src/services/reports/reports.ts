import {
  LISTING_REPORT_REASONS,
  MESSAGE_REPORT_REASONS,
  REPORT_DETAIL_MAX_CHARS,
} from '@591/config';
import type { ReportBody, ReportTarget, ReportTargetQuery } from '@591/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversationMessages, conversations, listings, reports } from '../../db/schema/index.ts';
import { FieldError, HttpError } from '../../lib/http-errors.ts';
import { NOT_FOUND_MESSAGE } from '../../lib/not-found-messages.ts';
import { lengthOf } from '../conversations/message-text.ts';

export const ALREADY_REPORTED = '您已檢舉過，我們會盡快處理，結果將通知您';
export const OWN_LISTING = '這是您刊登的物件，無法檢舉';
export const NOT_A_TARGET = '請選擇要檢舉的物件或留言';
export const MESSAGE_NOT_FOUND = '找不到這則留言';

const listingColumns = {
  id: listings.id,
  section: listings.section,
  type: listings.type,
  title: listings.title,
  posterId: listings.memberId,
};

/**
 * What a member may report: a listing that is not theirs, or a message the other side wrote in
 * one of their conversations. Anything else answers 404, saying nothing of whose it is.
 */
async function targetOf(db: Database, memberId: number, query: ReportTargetQuery) {
  if (query.messageId) {
    const [row] = await db
      .select({
        listing: listingColumns,
        message: conversationMessages,
        conversation: conversations,
      })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .innerJoin(listings, eq(listings.id, conversations.listingId))
      .where(eq(conversationMessages.id, query.messageId));
    const side =
      row?.conversation.posterMemberId === memberId
        ? 'poster'
        : row?.conversation.seekerMemberId === memberId
          ? 'seeker'
          : null;
    // A member reports what the other side wrote, never their own words nor the site's.
    if (!row || !side || row.message.author === side || row.message.author === 'system') {
      throw new HttpError(404, MESSAGE_NOT_FOUND);
    }
    const from = row.message.author === 'seeker' ? row.conversation.seekerName : '刊登者';
    return {
      listing: row.listing,
      message: { id: row.message.id, from, body: row.message.body },
    };
  }
  if (!query.listingId) throw new HttpError(400, NOT_A_TARGET);
  const [listing] = await db
    .select(listingColumns)
    .from(listings)
    .where(and(eq(listings.id, query.listingId), eq(listings.status, 'active')));
  if (!listing) throw new HttpError(404, NOT_FOUND_MESSAGE);
  if (listing.posterId === memberId) throw new HttpError(409, OWN_LISTING);
  return { listing, message: null };
}

const reportOf = (memberId: number, listingId: number, messageId: number | null) =>
  and(
    eq(reports.reporterMemberId, memberId),
    messageId === null
      ? and(eq(reports.listingId, listingId), isNull(reports.messageId))
      : eq(reports.messageId, messageId),
  );

/** What the report form names, and whether the member reported it already. */
export async function reportTarget(
  db: Database,
  memberId: number,
  query: ReportTargetQuery,
): Promise<ReportTarget> {
  const { listing, message } = await targetOf(db, memberId, query);
  const [earlier] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(reportOf(memberId, listing.id, message?.id ?? null));
  const { posterId: _, ...shown } = listing;
  return {
    listing: { ...shown, section: shown.section as ReportTarget['listing']['section'] },
    message,
    reported: Boolean(earlier),
  };
}

/**
 * Files a report: a reason of the listing's (or the message's) list, with words for 其他; one
 * per member and listing, and per member and message (a second is refused, in words).
 */
export async function fileReport(
  db: Database,
  memberId: number,
  body: ReportBody,
  now: Date,
): Promise<number> {
  const { listing, message } = await targetOf(db, memberId, body);
  const reasons = message ? MESSAGE_REPORT_REASONS : LISTING_REPORT_REASONS;
  if (!reasons.some((reason) => reason.id === body.reason)) {
    throw new FieldError('reason', '請選擇檢舉原因');
  }
  const detail = body.detail?.trim() ?? '';
  if (body.reason === 'other' && detail === '') {
    throw new FieldError('detail', '選擇「其他」時，請說明檢舉原因');
  }
  if (lengthOf(detail) > REPORT_DETAIL_MAX_CHARS) {
    throw new FieldError('detail', `說明請在 ${REPORT_DETAIL_MAX_CHARS} 字以內`);
  }
  const [filed] = await db
    .insert(reports)
    .values({
      listingId: listing.id,
      messageId: message?.id ?? null,
      reporterMemberId: memberId,
      reason: body.reason,
      detail: detail || null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!filed) throw new HttpError(409, ALREADY_REPORTED);
  return filed.id;
}
