import { METRO_PROJECT_METRES } from '@591/config';
import {
  IdParams,
  NewBuildDetail,
  NewBuildOverview,
  NewBuildOverviewQuery,
  NewBuildPage,
  NewBuildsQuery,
  PageQuery,
} from '@591/contract';
import { and, count, eq, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { newBuilds } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { NEW_BUILD_NOT_FOUND } from '../../lib/not-found-messages.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import {
  NEW_BUILDS_KEY,
  newBuildsVersion,
  REAL_PRICE_KEY,
  tellDataVersion,
} from '../../services/data-versions.ts';
import { toNewBuildDetail } from '../../services/new-build-detail.ts';
import { newBuildConditions, newBuildOrder } from '../../services/new-build-search.ts';
import { toNewBuildSummary } from '../../services/new-build-view.ts';
import { releasesVersion } from '../../services/real-price/releases.ts';

/** Projects change with the catalogue, as communities do. */
const CACHE = 'public, max-age=300';
/** Each of the landing's rows. */
const ROW_SIZE = 6;

/**
 * 新建案: a region's projects, searched and sorted; its landing; one project whole; a builder's
 * own projects.
 */
export default async function newBuildRoutes(app: Api, { db, catalog, site }: ApiDeps) {
  const view = { catalog, apiOrigin: site.apiOrigin };

  app.get(
    '/v1/new-builds',
    { schema: { querystring: NewBuildsQuery, response: { 200: NewBuildPage } } },
    async (request, reply) => {
      const { order, page, pageSize } = request.query;
      const where = newBuildConditions(request.query, catalog);
      tellDataVersion(reply, { [NEW_BUILDS_KEY]: await newBuildsVersion(db) });
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(newBuilds)
          .where(where)
          .orderBy(...newBuildOrder(order))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(newBuilds).where(where),
      ]);
      reply.header('Cache-Control', CACHE);
      return {
        total: totals[0]?.total ?? 0,
        page,
        pageSize,
        items: rows.map((row) => toNewBuildSummary(row, view)),
      };
    },
  );

  app.get(
    '/v1/new-builds/overview',
    { schema: { querystring: NewBuildOverviewQuery, response: { 200: NewBuildOverview } } },
    async (request, reply) => {
      const { regionid } = request.query;
      const region = catalog.regionById.get(regionid);
      if (!region) throw new HttpError(404, `Region ${regionid} does not exist`);
      tellDataVersion(reply, { [NEW_BUILDS_KEY]: await newBuildsVersion(db) });
      const inRegion = eq(newBuilds.regionId, regionid);
      const metro = lte(newBuilds.stationMetres, METRO_PROJECT_METRES);
      // Each row is the first page of the list it leads to: newest opening first.
      const firstOf = (where: SQL | undefined) =>
        db
          .select()
          .from(newBuilds)
          .where(where)
          .orderBy(...newBuildOrder('opened'))
          .limit(ROW_SIZE);
      const [[counts], newest, nearMetro] = await Promise.all([
        db
          .select({
            presale: sql<number>`(count(*) filter (where ${newBuilds.buildType} = 1))::int`,
            completed: sql<number>`(count(*) filter (where ${newBuilds.buildType} = 2))::int`,
            metro: sql<number>`(count(*) filter (where ${metro}))::int`,
          })
          .from(newBuilds)
          .where(inRegion),
        firstOf(and(inRegion, isNotNull(newBuilds.openedOn))),
        firstOf(and(inRegion, metro)),
      ]);
      reply.header('Cache-Control', CACHE);
      return {
        regionId: region.id,
        regionName: region.name,
        presaleCount: counts?.presale ?? 0,
        completedCount: counts?.completed ?? 0,
        metroCount: counts?.metro ?? 0,
        newest: newest.map((row) => toNewBuildSummary(row, view)),
        metro: nearMetro.map((row) => toNewBuildSummary(row, view)),
      };
    },
  );

  app.get(
    '/v1/new-builds/:id',
    { schema: { params: IdParams, response: { 200: NewBuildDetail } } },
    async (request, reply) => {
      // Read before the project: a change after them is a newer version than the answer's.
      const [projects, deals] = await Promise.all([newBuildsVersion(db), releasesVersion(db)]);
      const [row] = await db.select().from(newBuilds).where(eq(newBuilds.id, request.params.id));
      if (!row) throw new HttpError(404, NEW_BUILD_NOT_FOUND);
      reply.header('Cache-Control', CACHE);
      // The project and the district's registered sales it shows.
      tellDataVersion(reply, { [NEW_BUILDS_KEY]: projects, [REAL_PRICE_KEY]: deals });
      return toNewBuildDetail(db, row, view);
    },
  );

  app.get(
    '/v1/user/new-builds',
    {
      config: { member: true },
      schema: { querystring: PageQuery, response: { 200: NewBuildPage } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const mine = eq(newBuilds.ownerMemberId, sessionOf(request).member.id);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(newBuilds)
          .where(mine)
          .orderBy(...newBuildOrder('opened'))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(newBuilds).where(mine),
      ]);
      return {
        total: totals[0]?.total ?? 0,
        page,
        pageSize,
        items: rows.map((row) => toNewBuildSummary(row, view)),
      };
    },
  );
}
