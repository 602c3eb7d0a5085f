import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { HttpError } from '../lib/http-errors.ts';
import { type CurrentSession, currentSession } from '../services/sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Members only: the member guard answers anyone else 401 before anything else is checked. */
    member?: boolean;
  }
  interface FastifyRequest {
    memberSession: CurrentSession | null;
  }
}

/**
 * The one check of every member route: a route whose `config.member` is true (its area's
 * autohooks.ts marks it, or the route itself) gets the logged-in member's session on the request
 * (sessionOf), and a visitor gets 401 before the request is validated or the origin guard runs,
 * whatever it sent. Member answers are never stored by a cache, and neither is the 401: the
 * header goes on first.
 */
export function registerMemberGuard(app: FastifyInstance, db: Database): void {
  app.decorateRequest('memberSession', null);
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config.member !== true) return;
    reply.header('Cache-Control', 'private, no-store');
    const session = await currentSession(db, request);
    if (!session) throw new HttpError(401, '請先登入會員');
    request.memberSession = session;
  });
}

/** The member a member route answers for, as the guard found them. */
export function sessionOf(request: FastifyRequest): CurrentSession {
  if (!request.memberSession) {
    throw new Error(`${request.routeOptions.url} reads the member but is not a member route`);
  }
  return request.memberSession;
}
