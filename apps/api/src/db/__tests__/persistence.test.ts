import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { isSeeded, seedDatabase } from '../../seed/seed-database.ts';
import { SESSION_COOKIE } from '../../services/sessions.ts';
import { registerMember } from '../../test-support/members.ts';
import { onDatabase, SITE_ORIGIN, TEST_SITE } from '../../test-support/test-app.ts';
import { openDatabase } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import { pushTokens } from '../schema/index.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'api-pglite-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Starts the API on the PGlite folder, as `start` does after a restart. */
async function start() {
  const database = await openDatabase({ dataDir });
  await applyMigrations(database);
  if (!(await isSeeded(database.db))) await seedDatabase(database.db, { listings: 20 });
  const app = onDatabase(
    await buildApp({
      db: database.db,
      site: TEST_SITE,
      photoCacheDir: dataDir,
      rateLimitPerMinute: 0,
      trustProxy: 'loopback',
    }),
    database.db,
  );
  return {
    app,
    db: database.db,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

// Two boots of PGlite on disk with a seed in between: slow on a busy machine, hence the time-out.
describe('PGlite on disk', () => {
  it('keeps members, sessions, favourites, push tokens and one-ids across a restart', async () => {
    const first = await start();
    const { response: registered } = await registerMember(first.app, {
      mobile: '0911222333',
      password: 'survives restarts',
      realname: '吳',
      sex: 2,
    });
    const token = registered.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const cookie = `${SESSION_COOKIE}=${token}`;
    await first.app.inject({
      method: 'POST',
      url: '/api/collect/collectWare',
      headers: { cookie },
      payload: { id: 12 },
    });
    await first.app.inject({
      method: 'POST',
      url: '/v1/user/privacy',
      headers: { cookie, device: 'pc', origin: SITE_ORIGIN },
      payload: { fcm_token: 'persisted-token-0123456789' },
    });
    const oneId = (await first.app.inject('/v1/one-id/get?local_id=FPdisk&device=pc')).json().data
      .one_id;
    await first.stop();

    const second = await start();
    const oauth = (await second.app.inject({ url: '/v1/user/oauth', headers: { cookie } })).json();
    expect(oauth).toMatchObject({ status: 1, data: { mobile: '0911222333', realname: '吳' } });
    const favourites = (
      await second.app.inject({ url: '/v1/web/fav-list', headers: { cookie } })
    ).json();
    expect(favourites.data.items.map((item: { id: number }) => item.id)).toEqual([12]);
    const [tokenRow] = await second.db
      .select()
      .from(pushTokens)
      .where(eq(pushTokens.fcmToken, 'persisted-token-0123456789'));
    expect(tokenRow).toMatchObject({ memberId: oauth.data.user_id, device: 'pc' });
    expect(
      (await second.app.inject('/v1/one-id/get?local_id=FPdisk&device=pc')).json().data.one_id,
    ).toBe(oneId);
    const login = await second.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      payload: { mobile: '0911222333', password: 'survives restarts' },
    });
    expect(login.statusCode).toBe(200);
    await second.stop();
  }, 120_000);
});
