import { DraftAnswer, IdParams } from '@591/contract';
import { eq, sql } from 'drizzle-orm';
import { listingDrafts } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { draftView } from '../../services/drafts.ts';
import { editableListing } from '../../services/listing-edits.ts';

const NOT_EDITABLE = '這個物件不是在網站上刊登的，無法線上修改';

/**
 * 修改: a published listing is edited in the posting form, as a draft that starts from what
 * its poster filled in. Publishing that draft updates the listing in place (publishEdit).
 */
export default async function listingEditRoutes(app: Api, deps: ApiDeps) {
  const { db, site } = deps;
  app.post(
    '/v1/user/listings/:id/edit',
    {
      schema: { params: IdParams, response: { 200: DraftAnswer, 201: DraftAnswer } },
    },
    async (request, reply) => {
      const { member } = sessionOf(request);
      const listing = await editableListing(deps, member.id, request.params.id);
      if (!listing.postedFields) throw new HttpError(409, NOT_EDITABLE);
      // 修改 pressed twice at once (two tabs, a double tap): both start the one draft, and the
      // second answers it, as the unique index lets only one row in.
      const [draft] = await db
        .insert(listingDrafts)
        .values({
          memberId: member.id,
          section: listing.section,
          type: listing.type,
          fields: listing.postedFields,
          listingId: listing.id,
        })
        .onConflictDoNothing({
          target: listingDrafts.listingId,
          where: sql`${listingDrafts.listingId} is not null`,
        })
        .returning();
      if (draft) {
        return reply.status(201).send({
          status: 1 as const,
          data: await draftView(db, site.apiOrigin, draft),
        });
      }
      const [open] = await db
        .select()
        .from(listingDrafts)
        .where(eq(listingDrafts.listingId, listing.id));
      return { status: 1 as const, data: await draftView(db, site.apiOrigin, open!) };
    },
  );
}
