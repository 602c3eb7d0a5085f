import type { Conversation, ConversationMessage, ConversationSummary } from '@591/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  conversationMessages,
  conversations,
  listings,
  posterBlocks,
  viewings,
} from '../../db/schema/index.ts';
import { whenText } from '../viewings/viewing-view.ts';
import type { MessageRow, Reader, Side } from './conversations.ts';

const toMessage = (row: MessageRow): ConversationMessage => ({
  id: row.id,
  author: row.author,
  body: row.body,
  at: row.createdAt.toISOString(),
});

/** Whether the other side wrote since the reader last opened it (the site's lines do not count). */
const unreadFor = (role: Side): SQL<boolean> =>
  role === 'poster'
    ? sql<boolean>`coalesce(${conversations.lastSeekerMessageAt} > coalesce(${conversations.posterReadAt}, '-infinity'), false)`
    : sql<boolean>`coalesce(${conversations.lastPosterMessageAt} > coalesce(${conversations.seekerReadAt}, '-infinity'), false)`;

const blocked = sql<boolean>`exists (select 1 from ${posterBlocks} where ${posterBlocks.posterMemberId} = ${conversations.posterMemberId} and ${posterBlocks.mobile} = ${conversations.seekerMobile})`;

const summaryColumns = (role: Side) => ({
  conversation: conversations,
  listing: {
    id: listings.id,
    section: listings.section,
    type: listings.type,
    title: listings.title,
  },
  posterName: listings.posterName,
  unread: unreadFor(role),
  blocked,
});

type SummaryRow = {
  conversation: typeof conversations.$inferSelect;
  listing: ConversationSummary['listing'];
  posterName: string;
  unread: boolean;
  blocked: boolean;
};

function toSummary(role: Side, row: SummaryRow, last: MessageRow): ConversationSummary {
  const { conversation } = row;
  return {
    id: conversation.id,
    role,
    listing: row.listing,
    with: role === 'poster' ? conversation.seekerName : row.posterName,
    seekerMobile: role === 'poster' ? conversation.seekerMobile : null,
    last: toMessage(last),
    unread: row.unread,
    handled: conversation.handledAt !== null,
    blocked: row.blocked,
  };
}

/** The newest message of each conversation given. */
async function lastMessages(db: Database, ids: number[]): Promise<Map<number, MessageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([conversationMessages.conversationId])
    .from(conversationMessages)
    .where(inArray(conversationMessages.conversationId, ids))
    .orderBy(conversationMessages.conversationId, desc(conversationMessages.id));
  return new Map(rows.map((row) => [row.conversationId, row]));
}

const sideOf = (role: Side, memberId: number) =>
  role === 'poster'
    ? eq(conversations.posterMemberId, memberId)
    : eq(conversations.seekerMemberId, memberId);

/** A page of the member's conversations on one side: unread first, then the newest. */
export async function listConversations(
  db: Database,
  memberId: number,
  query: { role: Side; listingId?: number | undefined; page: number; pageSize: number },
) {
  const where = and(
    sideOf(query.role, memberId),
    query.listingId === undefined ? undefined : eq(conversations.listingId, query.listingId),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns(query.role))
      .from(conversations)
      .innerJoin(listings, eq(listings.id, conversations.listingId))
      .where(where)
      .orderBy(
        desc(unreadFor(query.role)),
        desc(conversations.lastMessageAt),
        desc(conversations.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(conversations).where(where),
  ]);
  const last = await lastMessages(
    db,
    rows.map((row) => row.conversation.id),
  );
  const items = rows.map((row) => toSummary(query.role, row, last.get(row.conversation.id)!));
  return { items, totals };
}

/** The poster's listings that received messages: how many conversations, how many unread. */
export async function conversationListings(db: Database, memberId: number) {
  const rows = await db
    .select({
      listing: {
        id: listings.id,
        section: listings.section,
        type: listings.type,
        title: listings.title,
      },
      conversations: count(),
      unread: sql<number>`count(*) filter (where ${unreadFor('poster')})::int`,
      newest: sql<Date>`max(${conversations.lastMessageAt})`,
    })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(eq(conversations.posterMemberId, memberId))
    .groupBy(listings.id)
    .orderBy(desc(sql`max(${conversations.lastMessageAt})`));
  return rows.map(({ newest: _newest, ...row }) => row);
}

/** What the header's member menu counts: conversations with something unread, per side. */
export async function unreadCounts(db: Database, memberId: number) {
  const countOf = async (role: Side) => {
    const [row] = await db
      .select({ n: count() })
      .from(conversations)
      .where(and(sideOf(role, memberId), unreadFor(role)));
    return row?.n ?? 0;
  };
  const [received, sent] = await Promise.all([countOf('poster'), countOf('seeker')]);
  return { received, sent };
}

/** The conversation with every message, oldest first, as the reader's side sees it. */
export async function conversationView(
  db: Database,
  { role, conversation }: Reader,
): Promise<Conversation> {
  const [[row], messages, bookings] = await Promise.all([
    db
      .select(summaryColumns(role))
      .from(conversations)
      .innerJoin(listings, eq(listings.id, conversations.listingId))
      .where(eq(conversations.id, conversation.id)),
    db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation.id))
      .orderBy(asc(conversationMessages.id)),
    db
      .select()
      .from(viewings)
      .where(
        and(
          eq(viewings.listingId, conversation.listingId),
          eq(viewings.mobile, conversation.seekerMobile),
        ),
      )
      .orderBy(desc(viewings.id)),
  ]);
  return {
    ...toSummary(role, row!, messages.at(-1)!),
    messages: messages.map(toMessage),
    viewings: bookings.map((each) => ({ id: each.id, when: whenText(each), status: each.status })),
  };
}
