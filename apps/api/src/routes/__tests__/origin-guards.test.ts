import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, registerApi } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { TEST_SITE } from '../../test-support/test-app.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';

let database: DatabaseHandle;
let photoCacheDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  photoCacheDir = await mkdtemp(path.join(tmpdir(), 'api-photos-'));
});
afterAll(async () => {
  await database.close();
  await rm(photoCacheDir, { recursive: true, force: true });
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API's routes as Fastify was given them, plus whatever `addRoutes` adds after. */
async function routeTable(addRoutes?: (app: ReturnType<typeof createServer>) => void) {
  const app = createServer({ trustProxy: 'loopback' });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await registerApi(app, {
    db: database.db,
    site: TEST_SITE,
    photoCacheDir,
    rateLimitPerMinute: 0,
    trustProxy: 'loopback',
  });
  addRoutes?.(app);
  await app.ready();
  await app.close();
  return routes;
}

const writesOf = (routes: RouteOptions[]) =>
  routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => STATE_CHANGING.has(method.toUpperCase()))
      .map((method) => ({ name: `${method.toUpperCase()} ${route.url}`, route })),
  );

/** The origin guard checks a route by its `config.origin` (its area's autohooks.ts sets it). */
const hasOriginGuard = (route: RouteOptions) =>
  route.config?.origin === 'refuse' || route.config?.origin === 'site';

const unguarded = (routes: RouteOptions[]) =>
  writesOf(routes)
    .filter(({ route }) => !hasOriginGuard(route))
    .map(({ name }) => name);

describe('origin guards on state-changing routes', () => {
  it('guards every POST, PUT, PATCH and DELETE route of the API', async () => {
    const routes = await routeTable();
    const writes = writesOf(routes).map(({ name }) => name);
    // The walk must see the routes it vouches for, or an empty table would pass.
    expect(writes).toEqual(
      expect.arrayContaining([
        'POST /v1/user/login',
        'POST /v1/user/register',
        'POST /v1/user/password',
        'POST /v1/user/profile',
        'POST /v1/user/sessions/logout-others',
        'POST /api/collect/collectWare',
        'PUT /v1/user/new-build-favourites/:id',
        'DELETE /v1/user/new-build-favourites/:id',
        'POST /home/housing/sendMsg',
        'POST /home/detail/recommend/report',
        'POST /logout',
      ]),
    );
    expect(unguarded(routes)).toEqual([]);
  });

  it('catches a route that forgot its guard', async () => {
    const routes = await routeTable((app) => {
      app.post('/v1/forgetful', async () => ({ status: 1 }));
      app.delete('/v1/forgetful', { preHandler: async () => {} }, async () => ({ status: 1 }));
      app.post('/v1/careful', { config: { origin: 'refuse' } }, async () => ({}));
    });
    expect(unguarded(routes)).toEqual(['POST /v1/forgetful', 'DELETE /v1/forgetful']);
  });
});
