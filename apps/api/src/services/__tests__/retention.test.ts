import { RETENTION_DAYS } from '@591/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  deviceIdentities,
  idempotentWrites,
  members,
  pushReachEvents,
  pushTokens,
  recommendationReports,
} from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { deleteExpiredRecords } from '../retention.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const DAY = 86_400_000;

describe('deleteExpiredRecords', () => {
  it('deletes what the privacy page keeps no longer, and nothing still in use', async () => {
    const { db } = database;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const [member] = await db
      .insert(members)
      .values({ mobile: '0911000111', passwordHash: 'x', realName: '林', sex: 1, role: 'seeker' })
      .returning();
    await db.insert(pushTokens).values([
      { fcmToken: 'kept-member-token', memberId: member!.id, device: 'pc', updatedAt: ago(6) },
      {
        fcmToken: 'stale-member-token',
        memberId: member!.id,
        device: 'touch',
        updatedAt: ago(RETENTION_DAYS.pushToken + 1),
      },
      { fcmToken: 'a-visitor-token', memberId: null, device: 'pc', updatedAt: ago(1) },
    ]);
    const identity = { localType: 'fp', oneId: 'one', device: 'pc', bu: '591' };
    await db.insert(deviceIdentities).values([
      { ...identity, localId: 'seen-lately', lastSeenAt: ago(30) },
      { ...identity, localId: 'long-gone', lastSeenAt: ago(RETENTION_DAYS.deviceIdentity + 1) },
    ]);
    await db.insert(pushReachEvents).values([
      { pushId: '1', recordId: '1', action: 'reach', device: 'pc', receivedAt: ago(1) },
      {
        pushId: '2',
        recordId: '2',
        action: 'reach',
        device: 'pc',
        receivedAt: ago(RETENTION_DAYS.statistics + 1),
      },
    ]);
    const answer = { status: 201, answer: { status: 1 }, fingerprint: 'f' };
    await db.insert(idempotentWrites).values([
      {
        ...answer,
        scope: 'visitor',
        key: 'answered-an-hour-ago',
        createdAt: new Date(now.getTime() - 3_600_000),
      },
      { ...answer, scope: 'visitor', key: 'answered-two-days-ago', createdAt: ago(2) },
    ]);

    expect(await deleteExpiredRecords(db, now)).toEqual({
      pushTokens: 2,
      deviceIdentities: 1,
      pushReachEvents: 1,
      recommendationReports: 0,
      idempotentWrites: 1,
    });
    const keys = await db.select({ key: idempotentWrites.key }).from(idempotentWrites);
    expect(keys).toEqual([{ key: 'answered-an-hour-ago' }]);
    const tokens = await db.select({ token: pushTokens.fcmToken }).from(pushTokens);
    expect(tokens).toEqual([{ token: 'kept-member-token' }]);
    const identities = await db.select({ id: deviceIdentities.localId }).from(deviceIdentities);
    expect(identities).toEqual([{ id: 'seen-lately' }]);
    expect(await db.select().from(recommendationReports)).toEqual([]);
  });
});
