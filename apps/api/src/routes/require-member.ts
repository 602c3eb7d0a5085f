import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { type CurrentSession, currentSession } from '../services/sessions.ts';

/**
 * The session of the logged-in member, or a 401 for visitors. Member answers are never stored
 * by a cache, and neither is the 401: the header goes on before the check.
 */
export async function requireMember(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CurrentSession> {
  reply.header('Cache-Control', 'private, no-store');
  const session = await currentSession(db, request);
  if (!session) throw new HttpError(401, '請先登入會員');
  return session;
}
