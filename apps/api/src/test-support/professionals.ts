import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addModeratorMember, SEED_MODERATOR } from '../seed/staff-members.ts';
import { logIn, sessionCookieOf } from './members.ts';
import { siteRequest } from './site-requests.ts';
import type { TestApp } from './test-app.ts';

const MODERATOR_PASSWORD = 'moderator-test-password';

/** The seeded moderator's session (the account is made, with a password, if it is not yet). */
export async function moderatorSession(api: TestApp): Promise<string> {
  await addModeratorMember(api.db, MODERATOR_PASSWORD);
  const response = await logIn(api.app, SEED_MODERATOR.mobile, MODERATOR_PASSWORD);
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

/** A real brokerage's shape: a licence, a company and a 統一編號 whose checksum holds. */
export const BROKER_APPLICATION = {
  kind: 'broker',
  licence: '(105)北市經字第01234號',
  company: '信義房屋',
  taxId: '04595257',
};

/** The member applies as a professional and the moderator approves them, as the desk does. */
export async function approvedProfessional(
  app: FastifyInstance,
  moderator: string,
  member: { cookie: string; id: number },
  application: object = BROKER_APPLICATION,
): Promise<void> {
  const applied = await siteRequest(
    app,
    'POST',
    '/v1/user/professional',
    member.cookie,
    application,
  );
  expect(applied.statusCode).toBe(200);
  const approved = await siteRequest(
    app,
    'POST',
    `/v1/moderation/professionals/${member.id}`,
    moderator,
    { status: 'approved', reason: '證書與公司登記相符' },
  );
  expect(approved.statusCode).toBe(200);
}
