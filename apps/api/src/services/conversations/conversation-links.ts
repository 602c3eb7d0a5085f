import { createHash, randomBytes } from 'node:crypto';
import { CONVERSATION_LINK_DAYS, CONVERSATION_TEXT_GAP_MINUTES, originOf } from '@591/config';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { SiteConfig } from '../../config/site.ts';
import type { Database } from '../../db/client.ts';
import { conversationLinks, conversations, listings } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Texts } from '../texts.ts';
import type { ConversationRow, Reader } from './conversations.ts';

const DAY_MS = 86_400_000;
export const LINK_NOT_FOUND = '這個連結無效，請確認簡訊中的網址';
export const LINK_EXPIRED = '這個連結已過期，請登入會員或重新留言';

/* A random token, kept only as its hash (as sessions are): the table cannot be read as links. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new link to the conversation for its visitor seeker: the token of `?t=`. */
export async function issueLink(db: Database, conversationId: number, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.delete(conversationLinks).where(lt(conversationLinks.expiresAt, now));
  await db.insert(conversationLinks).values({
    tokenHash: hashToken(token),
    conversationId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CONVERSATION_LINK_DAYS * DAY_MS),
  });
  return token;
}

/** The conversation a link opens, as its seeker: 404 for no such link, 410 once it expired. */
export async function conversationOfLink(db: Database, token: string, now: Date): Promise<Reader> {
  const [row] = await db
    .select({ conversation: conversations, expiresAt: conversationLinks.expiresAt })
    .from(conversationLinks)
    .innerJoin(conversations, eq(conversations.id, conversationLinks.conversationId))
    .where(eq(conversationLinks.tokenHash, hashToken(token)));
  if (!row) throw new HttpError(404, LINK_NOT_FOUND);
  if (row.expiresAt <= now) throw new HttpError(410, LINK_EXPIRED);
  return { role: 'seeker', conversation: row.conversation };
}

/** The page a texted link opens: the conversation on user., read and answered without an account. */
export const linkUrl = (site: SiteConfig, token: string) =>
  `${originOf('user', site.site)}/conversation?t=${token}`;

/**
 * Texts a visitor seeker (one without an account) that the poster answered, with a link to the
 * conversation: at most one text per conversation in CONVERSATION_TEXT_GAP_MINUTES, however
 * many replies, claimed in one statement so two instances never both send. Run in the reply's
 * transaction: the claim, the link and the queued text are saved with the reply, or none is.
 * Members are told in 通知中心 instead.
 */
export async function textSeeker(
  db: Database,
  texts: Texts,
  site: SiteConfig,
  conversation: ConversationRow,
  now: Date,
): Promise<boolean> {
  if (conversation.seekerMemberId !== null) return false;
  const gapStart = new Date(now.getTime() - CONVERSATION_TEXT_GAP_MINUTES * 60_000);
  const [claimed] = await db
    .update(conversations)
    .set({ textedAt: now })
    .where(
      and(
        eq(conversations.id, conversation.id),
        or(isNull(conversations.textedAt), lt(conversations.textedAt, gapStart)),
      ),
    )
    .returning({ id: conversations.id });
  if (!claimed) return false;
  const [listing] = await db
    .select({ title: listings.title, poster: listings.posterName })
    .from(listings)
    .where(eq(listings.id, conversation.listingId));
  const token = await issueLink(db, conversation.id, now);
  await texts.queue(
    conversation.seekerMobile,
    `【591房屋交易網】${listing?.poster ?? '刊登者'}回覆了您對「${listing?.title ?? ''}」的留言，請點連結查看並回覆：${linkUrl(site, token)}`,
    db,
  );
  return true;
}
