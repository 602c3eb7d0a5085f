import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/client.ts';
import { idempotentWrites } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-errors.ts';

/** The request header a client names a write with, to send it again safely. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** On an answer given again for a key already answered. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key's answer is kept: a client retries within minutes, never a day later. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Printable ASCII without spaces, as a UUID or any random token is. */
const KEY = /^[\x21-\x7e]{8,255}$/;

/** What a write answers, and what it does once its transaction has committed (never again). */
export interface Written<T> {
  status: number;
  body: T;
  afterCommit?: () => Promise<void>;
}

/** Thrown inside the transaction when another request with the key committed first. */
class AnsweredMeanwhile extends Error {}

/**
 * Sends the answer of `write`, made at most once per `Idempotency-Key`: the write and its
 * answer are committed together, so a request sent again (the answer lost on the way, a second
 * tap) is answered as the first was and writes nothing. Two requests with the same key at once:
 * the second waits on the first's claim of the key, then gets the first's answer. A key used
 * before with another request is refused (422). Without the header the write simply runs.
 * `scope` is whose key it is (a member's keys are theirs alone).
 */
export async function sendWrittenOnce<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  write: (db: Database | Transaction) => Promise<Written<T>>,
  /**
   * Runs before the write and outside its transaction, so what it records stands when it
   * refuses (an SMS code's wrong try counts). A copy of an answered request skips it.
   */
  check?: () => Promise<void>,
) {
  const key = idempotencyKeyOf(request);
  if (key === null) {
    await check?.();
    return sendWritten(reply, await write(db));
  }
  const fingerprint = fingerprintOf(request);
  const earlier = await answeredBefore(db, scope, key);
  if (earlier) return replay(reply, earlier, fingerprint);
  try {
    await check?.();
  } catch (error) {
    // A copy sent at the same time may have spent the code meanwhile: its answer is this one's.
    const meanwhile = await answeredBefore(db, scope, key);
    if (meanwhile) return replay(reply, meanwhile, fingerprint);
    throw error;
  }
  try {
    const written = await db.transaction(async (tx) => {
      // The key is claimed first: a copy sent meanwhile waits here until this one commits, and
      // then finds the key answered. (The row is seen by others only with its answer.)
      const [claimed] = await tx
        .insert(idempotentWrites)
        .values({ scope, key, fingerprint, status: 0, answer: {} })
        .onConflictDoNothing()
        .returning({ key: idempotentWrites.key });
      if (!claimed) throw new AnsweredMeanwhile();
      const made = await write(tx);
      await tx
        .update(idempotentWrites)
        .set({ status: made.status, answer: made.body })
        .where(ofKey(scope, key));
      return made;
    });
    return sendWritten(reply, written);
  } catch (error) {
    if (!(error instanceof AnsweredMeanwhile)) throw error;
    return replay(reply, (await answeredBefore(db, scope, key))!, fingerprint);
  }
}

/** Does what follows a committed write (pushes, texts), then sends its answer. */
async function sendWritten<T>(reply: FastifyReply, written: Written<T>) {
  await written.afterCommit?.();
  return reply.status(written.status).send(written.body);
}

const ofKey = (scope: string, key: string) =>
  and(eq(idempotentWrites.scope, scope), eq(idempotentWrites.key, key));

/** The request's key; null without one; 400 for one no client would send. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !KEY.test(key)) {
    throw new HttpError(400, 'Idempotency-Key 格式有誤：須為 8 至 255 個英數或符號字元。');
  }
  return key;
}

/** The request a key stands for: the same method, path and body (a file's bytes as they are). */
function fingerprintOf(request: FastifyRequest): string {
  const { body } = request;
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(Buffer.isBuffer(body) ? body : JSON.stringify(body ?? null))
    .digest('base64url');
}

async function answeredBefore(db: Database, scope: string, key: string) {
  const [row] = await db.select().from(idempotentWrites).where(ofKey(scope, key));
  return row;
}

function replay(
  reply: FastifyReply,
  earlier: typeof idempotentWrites.$inferSelect,
  fingerprint: string,
) {
  if (earlier.fingerprint !== fingerprint) {
    throw new HttpError(422, '這個 Idempotency-Key 已用於另一個請求，請以新的鍵送出。');
  }
  return reply.status(earlier.status).header(REPLAYED_HEADER, 'true').send(earlier.answer);
}

/** Whose keys a request's are: its member's, or every visitor's together. */
export const idempotencyScope = (memberId: number | null | undefined) =>
  memberId ? `member:${memberId}` : 'visitor';

/** Forgets answers older than a day (the retention job). */
export async function deleteExpiredIdempotentWrites(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);
  const gone = await db
    .delete(idempotentWrites)
    .where(lt(idempotentWrites.createdAt, before))
    .returning({ key: idempotentWrites.key });
  return gone.length;
}
