import {
  type AlertDelivery,
  IdParams,
  NewSavedSearch,
  SAVED_SEARCH_NAME_MAX,
  SavedSearchAnswer,
  SavedSearchChange,
  SavedSearchDeleted,
  SavedSearchList,
  SavedSearchSaved,
  type SavedSearchSection,
  SavedSearchSeen,
  SearchQuery,
  type Section,
} from '@591/contract';
import { and, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { alerts, savedSearches } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import {
  newBuildFiltersOf,
  newBuildSavedSearch,
  newBuildSearchSummary,
} from '../../services/new-build-saved-searches.ts';
import { matchFiltersOf, searchIndexColumns, searchKey } from '../../services/search-key.ts';
import { parseSearch } from '../../services/search-params.ts';
import { searchSummary } from '../../services/search-summary.ts';

/** Enough for every city and kind a family looks at; past it, the member tidies up. */
export const MAX_SAVED_SEARCHES = 20;
export const TOO_MANY_SEARCHES = `最多可訂閱 ${MAX_SAVED_SEARCHES} 個搜尋條件，請先刪除不再需要的訂閱。`;
const SEARCH_NOT_FOUND = '找不到這個訂閱，可能已刪除';

/** A list URL's query as the list sends it to the API, one value or several per name. */
function queryObject(query: string): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const seen = object[name];
    object[name] = seen === undefined ? value : [...[seen].flat(), value];
  }
  return object;
}

/** The list's own reading of a query: the same coercion, the same 400s with the same words. */
function parseListQuery(request: FastifyRequest, section: Section, query: string) {
  const validate = request.compileValidationSchema(SearchQuery, 'querystring');
  const params = queryObject(query);
  if (!validate(params)) {
    const [first] = validate.errors ?? [];
    throw new HttpError(400, `query${first?.instancePath ?? ''} ${first?.message ?? 'is invalid'}`);
  }
  return parseSearch(section, params as SearchQuery);
}

/** A listing list's search, as a saved search: its filters, its key and its index columns. */
function listingSavedSearch(request: FastifyRequest, section: Section, query: string) {
  const filters = matchFiltersOf(parseListQuery(request, section, query));
  return { filters, searchKey: searchKey(filters), ...searchIndexColumns(filters) };
}

export default async function savedSearchRoutes(app: Api, { db, catalog }: ApiDeps) {
  const summaryOf = (row: Pick<typeof savedSearches.$inferSelect, 'section' | 'filters'>) =>
    row.section === 'newhouse'
      ? newBuildSearchSummary(newBuildFiltersOf(row), catalog)
      : searchSummary(row.filters, catalog);

  const view = (row: typeof savedSearches.$inferSelect, newCount: number) => ({
    id: row.id,
    // The table's checks keep both to the contract's values.
    section: row.section as SavedSearchSection,
    name: row.name,
    summary: summaryOf(row),
    listPath: row.listPath,
    delivery: row.delivery as AlertDelivery,
    paused: row.paused,
    newCount,
    lastSeenAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  });

  /** One of the member's own searches; anyone else's is as absent as a deleted one (404). */
  const ownSearch = async (memberId: number, which: SQL) => {
    const [row] = await db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.memberId, memberId), which));
    if (!row) throw new HttpError(404, SEARCH_NOT_FOUND);
    return row;
  };
  const byId = (id: number) => eq(savedSearches.id, id);

  app.post(
    '/v1/user/saved-searches',
    {
      schema: {
        body: NewSavedSearch,
        response: { 200: SavedSearchSaved, 201: SavedSearchSaved },
      },
    },
    async (request, reply) => {
      const memberId = sessionOf(request).member.id;
      const { section, query, listPath } = request.body;
      // The new-build list has filters of its own, read by its own rules.
      const search =
        section === 'newhouse'
          ? newBuildSavedSearch(request, query, catalog)
          : listingSavedSearch(request, section, query);
      const key = search.searchKey;
      const [existing] = await db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.memberId, memberId), eq(savedSearches.searchKey, key)));
      // Equal searches are one: saving it again keeps the one there is.
      if (existing) return { status: 1 as const, data: { ...view(existing, 0), saved: false } };
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(savedSearches)
        .where(eq(savedSearches.memberId, memberId));
      if (total >= MAX_SAVED_SEARCHES) throw new HttpError(409, TOO_MANY_SEARCHES);
      const name =
        request.body.name?.trim() ||
        summaryOf({ section, ...search }).slice(0, SAVED_SEARCH_NAME_MAX);
      const [row] = await db
        .insert(savedSearches)
        .values({
          memberId,
          section,
          name,
          query,
          listPath,
          ...search,
        })
        .onConflictDoNothing()
        .returning();
      // Saved a moment ago by the same member in another tab: the one search it is.
      const saved = row ?? (await ownSearch(memberId, eq(savedSearches.searchKey, key)));
      reply.code(row ? 201 : 200);
      return { status: 1 as const, data: { ...view(saved, 0), saved: !!row } };
    },
  );

  app.get(
    '/v1/user/saved-searches',
    { schema: { response: { 200: SavedSearchList } } },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const mine = eq(savedSearches.memberId, memberId);
      const [rows, counts] = await Promise.all([
        db
          .select()
          .from(savedSearches)
          .where(mine)
          .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id)),
        // Per search, the alerts since the member last opened it.
        db
          .select({ searchId: savedSearches.id, newCount: count() })
          .from(alerts)
          .innerJoin(
            savedSearches,
            and(
              eq(savedSearches.id, alerts.savedSearchId),
              gt(alerts.createdAt, savedSearches.lastSeenAt),
            ),
          )
          .where(mine)
          .groupBy(savedSearches.id),
      ]);
      const newCounts = new Map(counts.map((row) => [row.searchId, row.newCount]));
      return {
        status: 1 as const,
        data: { items: rows.map((row) => view(row, newCounts.get(row.id) ?? 0)) },
      };
    },
  );

  app.patch(
    '/v1/user/saved-searches/:id',
    {
      schema: { params: IdParams, body: SavedSearchChange, response: { 200: SavedSearchAnswer } },
    },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      await ownSearch(memberId, byId(request.params.id));
      const { name, delivery, paused } = request.body;
      const [row] = await db
        .update(savedSearches)
        .set({ name: name?.trim(), delivery, paused })
        .where(eq(savedSearches.id, request.params.id))
        .returning();
      return { status: 1 as const, data: view(row!, 0) };
    },
  );

  app.delete(
    '/v1/user/saved-searches/:id',
    {
      schema: { params: IdParams, response: { 200: SavedSearchDeleted } },
    },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      await ownSearch(memberId, byId(request.params.id));
      await db.delete(savedSearches).where(eq(savedSearches.id, request.params.id));
      return { status: 1 as const, data: { id: request.params.id, deleted: true as const } };
    },
  );

  /** The member opened the search's results: what matched until now is no longer new. */
  app.post(
    '/v1/user/saved-searches/:id/seen',
    {
      schema: { params: IdParams, response: { 200: SavedSearchSeen } },
    },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const before = await ownSearch(memberId, byId(request.params.id));
      const newAlerts = await db
        .select({ listingId: alerts.listingId, newBuildId: alerts.newBuildId })
        .from(alerts)
        .where(and(eq(alerts.savedSearchId, before.id), gt(alerts.createdAt, before.lastSeenAt)));
      await db
        .update(savedSearches)
        .set({ lastSeenAt: new Date() })
        .where(eq(savedSearches.id, before.id));
      // The list marks these as new on this visit.
      return {
        status: 1 as const,
        // A new-build search's alerts are each about a project: its id stands in for a listing's.
        data: {
          newListingIds: newAlerts.flatMap((row) => {
            const id = row.listingId ?? row.newBuildId;
            return id === null ? [] : [id];
          }),
        },
      };
    },
  );
}
