import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { communities, listings } from '../db/schema/index.ts';
import { type CardRow, cardColumns, communityJoin } from '../services/listing-columns.ts';
import { toCard } from '../services/listing-view.ts';
import type { ApiDeps } from './deps.ts';
import { requireMember } from './require-member.ts';
import { pageParams } from './schemas.ts';

/** 我的物件: the listings the member published, the latest first, as cards. */
export function registerMemberListingRoutes(app: FastifyInstance, { db, site, catalog }: ApiDeps) {
  const view = { catalog, apiOrigin: site.apiOrigin };

  app.get<{ Querystring: { page: number; pageSize: number } }>(
    '/v1/user/listings',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: pageParams },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(db, request, reply);
      const { page, pageSize } = request.query;
      const own = eq(listings.memberId, member.id);
      const [rows, totals] = await Promise.all([
        db
          .select(cardColumns)
          .from(listings)
          .leftJoin(communities, communityJoin)
          .where(own)
          .orderBy(desc(listings.postedAt), desc(listings.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(listings).where(own),
      ]);
      return {
        status: 1,
        data: {
          total: totals[0]?.total ?? 0,
          page,
          pageSize,
          items: rows.map((row) => toCard(row as CardRow, view)),
        },
      };
    },
  );
}
