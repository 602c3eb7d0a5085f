import {
  CollectedIds,
  CollectState,
  CollectStatusQuery,
  IdParams,
  NewBuildFavouritePage,
  PageQuery,
} from '@591/contract';
import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { newBuildFavourites, newBuilds } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { parseListingIds } from '../../lib/listing-ids.ts';
import { NEW_BUILD_NOT_FOUND } from '../../lib/not-found-messages.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { toNewBuildSummary } from '../../services/new-build-view.ts';

const BASE = '/v1/user/new-build-favourites';

/** 收藏的建案: a member saves new-build projects, forgets them, and reads them back. */
export default async function newBuildFavouriteRoutes(app: Api, { db, site, catalog }: ApiDeps) {
  const view = { catalog, apiOrigin: site.apiOrigin };

  app.put(
    `${BASE}/:id`,
    {
      schema: { params: IdParams, response: { 200: CollectState } },
    },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const { id } = request.params;
      const [project] = await db
        .select({ id: newBuilds.id })
        .from(newBuilds)
        .where(eq(newBuilds.id, id));
      if (!project) throw new HttpError(404, NEW_BUILD_NOT_FOUND);
      await db
        .insert(newBuildFavourites)
        .values({ memberId, newBuildId: id })
        .onConflictDoNothing();
      return { id, collected: true };
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: { params: IdParams, response: { 200: CollectState } },
    },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const { id } = request.params;
      await db
        .delete(newBuildFavourites)
        .where(
          and(eq(newBuildFavourites.memberId, memberId), eq(newBuildFavourites.newBuildId, id)),
        );
      return { id, collected: false };
    },
  );

  // Which of a page's projects the member saved: lets the project page mark its button.
  app.get(
    `${BASE}/status`,
    {
      schema: { querystring: CollectStatusQuery, response: { 200: CollectedIds } },
    },
    async (request) => {
      const ids = parseListingIds(request.query.ids);
      const rows = await db
        .select({ id: newBuildFavourites.newBuildId })
        .from(newBuildFavourites)
        .where(
          and(
            eq(newBuildFavourites.memberId, sessionOf(request).member.id),
            inArray(newBuildFavourites.newBuildId, ids),
          ),
        );
      const saved = new Set(rows.map((row) => row.id));
      return { collected: ids.filter((id) => saved.has(id)) };
    },
  );

  app.get(
    BASE,
    {
      schema: { querystring: PageQuery, response: { 200: NewBuildFavouritePage } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const mine = eq(newBuildFavourites.memberId, sessionOf(request).member.id);
      const [rows, totals] = await Promise.all([
        db
          .select({ ...getTableColumns(newBuilds), collectedAt: newBuildFavourites.createdAt })
          .from(newBuildFavourites)
          .innerJoin(newBuilds, eq(newBuilds.id, newBuildFavourites.newBuildId))
          .where(mine)
          .orderBy(desc(newBuildFavourites.createdAt), desc(newBuildFavourites.newBuildId))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(newBuildFavourites).where(mine),
      ]);
      return {
        total: totals[0]?.total ?? 0,
        page,
        pageSize,
        items: rows.map(({ collectedAt, ...project }) => ({
          ...toNewBuildSummary(project, view),
          collectedAt: collectedAt.toISOString(),
        })),
      };
    },
  );
}
