import type { ConversationAuthor } from '@591/config';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  conversationMessages,
  conversations,
  listings,
  posterBlocks,
} from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { NOT_FOUND_MESSAGE } from '../../lib/not-found-messages.ts';
import { insertAlerts } from '../alert-rows.ts';

export const NO_POSTER = '這個物件的刊登者已無法收到留言';
export const OWN_LISTING = '這是您刊登的物件，無法留言給自己';
export const BLOCKED = '刊登者已不再接收您的留言';
export const CONVERSATION_NOT_FOUND = '找不到這則對話';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;
export type Side = 'seeker' | 'poster';

/** A conversation as one of its sides opened it. */
export interface Reader {
  role: Side;
  conversation: ConversationRow;
}

type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

/** Whether the poster blocked this mobile. */
async function isBlocked(db: Executor, posterId: number | null, mobile: string) {
  if (posterId === null) return false;
  const [block] = await db
    .select({ mobile: posterBlocks.mobile })
    .from(posterBlocks)
    .where(and(eq(posterBlocks.posterMemberId, posterId), eq(posterBlocks.mobile, mobile)));
  return block !== undefined;
}

/** Tells the member in 通知中心 of a new message; answers the alert (none for a visitor). */
const alertMessage = (db: Executor, message: MessageRow, memberId: number | null) =>
  insertAlerts(db, { kind: 'message', messageId: message.id }, [memberId]);

export interface SeekerMessage {
  listingId: number;
  name: string;
  /** Confirmed: the member's own, or one a visitor proved by SMS code. */
  mobile: string;
  body: string;
  seekerMemberId: number | null;
}

export interface Written {
  conversation: ConversationRow;
  message: MessageRow;
  /** The alerts it made, to push. */
  alertIds: number[];
}

/**
 * A seeker's message about a listing: it opens their conversation with the listing's poster,
 * or continues it (one per listing and mobile), and opens it again if the poster had marked it
 * handled. Refused for a listing without a poster, the seeker's own, and a blocked mobile.
 */
export async function sendSeekerMessage(
  db: Database,
  input: SeekerMessage,
  now: Date,
): Promise<Written> {
  const [listing] = await db
    .select({ id: listings.id, posterId: listings.memberId })
    .from(listings)
    .where(eq(listings.id, input.listingId));
  if (!listing) throw new HttpError(404, NOT_FOUND_MESSAGE);
  if (listing.posterId === null) throw new HttpError(409, NO_POSTER);
  if (input.seekerMemberId === listing.posterId) throw new HttpError(409, OWN_LISTING);
  if (await isBlocked(db, listing.posterId, input.mobile)) throw new HttpError(403, BLOCKED);
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({
        listingId: listing.id,
        posterMemberId: listing.posterId,
        seekerMemberId: input.seekerMemberId,
        seekerName: input.name,
        seekerMobile: input.mobile,
        createdAt: now,
        lastMessageAt: now,
        lastSeekerMessageAt: now,
        seekerReadAt: now,
      })
      .onConflictDoUpdate({
        target: [conversations.listingId, conversations.seekerMobile],
        set: {
          seekerName: input.name,
          // A visitor who later writes as a member (with the same mobile) finds it in 我的訊息.
          seekerMemberId: sql`coalesce(${conversations.seekerMemberId}, excluded.seeker_member_id)`,
          lastMessageAt: now,
          lastSeekerMessageAt: now,
          seekerReadAt: now,
          handledAt: null,
        },
      })
      .returning();
    const [message] = await tx
      .insert(conversationMessages)
      .values({
        conversationId: conversation!.id,
        author: 'seeker',
        body: input.body,
        createdAt: now,
      })
      .returning();
    const alertIds = await alertMessage(tx, message!, conversation!.posterMemberId);
    return { conversation: conversation!, message: message!, alertIds };
  });
}

/**
 * The conversation as the member's side of it. Anyone else, and a conversation that does not
 * exist, get the same 404: a stranger learns nothing of which exist.
 */
export async function conversationOfMember(
  db: Database,
  id: number,
  memberId: number,
): Promise<Reader> {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (conversation?.posterMemberId === memberId) return { role: 'poster', conversation };
  if (conversation?.seekerMemberId === memberId) return { role: 'seeker', conversation };
  throw new HttpError(404, CONVERSATION_NOT_FOUND);
}

/** The other side's member, told of a message from `author`; null for a visitor seeker. */
const otherSide = (conversation: ConversationRow, author: Side) =>
  author === 'poster' ? conversation.seekerMemberId : conversation.posterMemberId;

/**
 * A reply from one side. The seeker's reopens a handled conversation; a blocked seeker's is
 * refused. The other side is told in 通知中心 (a visitor seeker by text, see notifySeeker).
 */
export async function reply(
  db: Database,
  { role, conversation }: Reader,
  body: string,
  now: Date,
): Promise<Written> {
  if (
    role === 'seeker' &&
    (await isBlocked(db, conversation.posterMemberId, conversation.seekerMobile))
  ) {
    throw new HttpError(403, BLOCKED);
  }
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(conversationMessages)
      .values({ conversationId: conversation.id, author: role, body, createdAt: now })
      .returning();
    const [updated] = await tx
      .update(conversations)
      .set(
        role === 'poster'
          ? { lastMessageAt: now, lastPosterMessageAt: now, posterReadAt: now }
          : { lastMessageAt: now, lastSeekerMessageAt: now, seekerReadAt: now, handledAt: null },
      )
      .where(eq(conversations.id, conversation.id))
      .returning();
    const alertIds = await alertMessage(tx, message!, otherSide(conversation, role));
    return { conversation: updated!, message: message!, alertIds };
  });
}

export interface BookingNote extends SeekerMessage {
  posterId: number;
  viewingId: number;
}

/**
 * A line from the site in the conversation of a listing and a seeker's mobile (a 預約看屋's
 * change), opening one if they had not written yet: both sides then read the booking's story
 * where they talk. Tells no one: the booking's own alerts do.
 */
export async function addSystemMessage(
  db: Executor,
  input: BookingNote,
  now: Date,
): Promise<number> {
  const [conversation] = await db
    .insert(conversations)
    .values({
      listingId: input.listingId,
      posterMemberId: input.posterId,
      seekerMemberId: input.seekerMemberId,
      seekerName: input.name,
      seekerMobile: input.mobile,
      createdAt: now,
      lastMessageAt: now,
    })
    .onConflictDoUpdate({
      target: [conversations.listingId, conversations.seekerMobile],
      set: {
        lastMessageAt: now,
        seekerMemberId: sql`coalesce(${conversations.seekerMemberId}, excluded.seeker_member_id)`,
      },
    })
    .returning({ id: conversations.id });
  await db.insert(conversationMessages).values({
    conversationId: conversation!.id,
    author: 'system' satisfies ConversationAuthor,
    body: input.body,
    viewingId: input.viewingId,
    createdAt: now,
  });
  return conversation!.id;
}

/** Opening a conversation marks the other side's messages read for the reader. */
export async function markRead(db: Database, { role, conversation }: Reader, now: Date) {
  await db
    .update(conversations)
    .set(role === 'poster' ? { posterReadAt: now } : { seekerReadAt: now })
    .where(eq(conversations.id, conversation.id));
}

/** Refuses anything but the poster: handling and blocking are theirs. */
export function posterOnly({ role }: Reader): void {
  if (role !== 'poster') throw new HttpError(403, '只有刊登者可以這樣做');
}

export async function setHandled(db: Database, reader: Reader, handled: boolean, now: Date) {
  posterOnly(reader);
  await db
    .update(conversations)
    .set({ handledAt: handled ? now : null })
    .where(eq(conversations.id, reader.conversation.id));
}

/** Blocks the seeker's mobile from writing to this poster again, or lets it write again. */
export async function setBlocked(db: Database, reader: Reader, blocked: boolean) {
  posterOnly(reader);
  const { posterMemberId, seekerMobile } = reader.conversation;
  if (posterMemberId === null) return;
  if (blocked) {
    await db
      .insert(posterBlocks)
      .values({ posterMemberId, mobile: seekerMobile })
      .onConflictDoNothing();
  } else {
    await db
      .delete(posterBlocks)
      .where(
        and(eq(posterBlocks.posterMemberId, posterMemberId), eq(posterBlocks.mobile, seekerMobile)),
      );
  }
}
