import { sectionRules } from '@591/config';
import {
  DraftAnswer,
  DraftDeleted,
  DraftFields,
  DraftList,
  IdParams,
  NewDraft,
  PublishAnswer,
} from '@591/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { listingDrafts } from '../../../db/schema/index.ts';
import { POSTING_FIELD_MESSAGES } from '../../../domain/posting-fields.ts';
import type { Api } from '../../../lib/api.ts';
import { FieldError, HttpError } from '../../../lib/http-errors.ts';
import { sessionOf } from '../../../plugins/member-guard.ts';
import { POSTING_LIMIT } from '../../../plugins/security.ts';
import type { ApiDeps } from '../../../services/api-deps.ts';
import { draftSaveColumns, draftSaveOf, laterThanSaved } from '../../../services/draft-saves.ts';
import { type DraftRow, draftView, ownDraftOf } from '../../../services/drafts.ts';
import { idempotencyScope, sendWrittenOnce } from '../../../services/idempotent-writes.ts';
import type { LocationCatalog } from '../../../services/location-catalog.ts';
import {
  deleteDraftPhotoFiles,
  orderedDraftPhotos,
} from '../../../services/photo-uploads/draft-photo-files.ts';
import { publishDraft } from '../../../services/publishing.ts';

/** A member keeps at most this many drafts: enough for a broker's week, not a spam run. */
export const MAX_DRAFTS_PER_MEMBER = 50;

/** Checks that need more than one field: a district must lie in the region chosen. */
function refuseInconsistentPlace(fields: DraftFields, catalog: LocationCatalog) {
  if (fields.regionId !== undefined && !catalog.regionById.has(fields.regionId)) {
    throw new FieldError('regionId', POSTING_FIELD_MESSAGES.regionId);
  }
  if (fields.districtId === undefined) return;
  const district = catalog.districtById.get(fields.districtId);
  if (!district || (fields.regionId !== undefined && district.regionId !== fields.regionId)) {
    throw new FieldError('districtId', '這個鄉鎮市區不在所選的縣市，請重新選擇');
  }
}

/**
 * Drafts of listings: created, saved as the poster goes, listed in 我的物件, deleted, and
 * published: a published draft becomes a listing and is gone.
 */
export default async function draftRoutes(app: Api, deps: ApiDeps) {
  const { db, site, catalog, postedPhotos } = deps;
  const view = (row: DraftRow) => draftView(db, site.apiOrigin, row);
  const config = {
    rateLimit: POSTING_LIMIT,
    fieldMessages: POSTING_FIELD_MESSAGES,
  };

  const ownDraft = (memberId: number, id: number) => ownDraftOf(db, memberId, id);

  app.post(
    '/v1/user/drafts',
    {
      config: {
        ...config,
        fieldMessages: { section: '請選擇刊登的類別', type: '請選擇出租或出售' },
      },
      schema: { body: NewDraft, response: { 201: DraftAnswer } },
    },
    async (request, reply) => {
      const { member } = sessionOf(request);
      const { section, type } = request.body;
      if (!sectionRules(section).types.includes(type)) {
        throw new FieldError('type', '這個類別沒有這種刊登方式');
      }
      // Sent again with its Idempotency-Key (an instance lost on the way, the answer lost):
      // one draft, answered as before.
      return sendWrittenOnce(db, request, reply, idempotencyScope(member.id), async (write) => {
        const [{ drafts } = { drafts: 0 }] = await write
          .select({ drafts: count() })
          .from(listingDrafts)
          .where(eq(listingDrafts.memberId, member.id));
        if (drafts >= MAX_DRAFTS_PER_MEMBER) {
          throw new HttpError(
            409,
            `草稿最多 ${MAX_DRAFTS_PER_MEMBER} 份，請先刪除不需要的草稿或完成刊登`,
          );
        }
        const [row] = await write
          .insert(listingDrafts)
          .values({ memberId: member.id, section, type })
          .returning();
        const data = await draftView(write, site.apiOrigin, row!);
        return { status: 201, body: { status: 1 as const, data } };
      });
    },
  );

  app.get('/v1/user/drafts', { schema: { response: { 200: DraftList } } }, async (request) => {
    const { member } = sessionOf(request);
    const rows = await db
      .select()
      .from(listingDrafts)
      .where(eq(listingDrafts.memberId, member.id))
      .orderBy(desc(listingDrafts.updatedAt), desc(listingDrafts.id));
    return { status: 1 as const, data: { items: await Promise.all(rows.map(view)) } };
  });

  app.get(
    '/v1/user/drafts/:id',
    { schema: { params: IdParams, response: { 200: DraftAnswer } } },
    async (request) => {
      const { member } = sessionOf(request);
      return { status: 1 as const, data: await view(await ownDraft(member.id, request.params.id)) };
    },
  );

  // The whole form as it stands replaces what was saved: the form always sends all it holds,
  // with its Draft-Save number (services/draft-saves.ts).
  app.put(
    '/v1/user/drafts/:id',
    {
      config,
      bodyLimit: 64 * 1024,
      schema: { params: IdParams, body: DraftFields, response: { 200: DraftAnswer } },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const draft = await ownDraft(member.id, request.params.id);
      refuseInconsistentPlace(request.body, catalog);
      const save = draftSaveOf(request);
      const [row] = await db
        .update(listingDrafts)
        .set({ fields: request.body, updatedAt: new Date(), ...draftSaveColumns(save) })
        .where(and(eq(listingDrafts.id, draft.id), laterThanSaved(listingDrafts, save)))
        .returning();
      // A try of an earlier save, arriving late: the draft stays as the later save left it.
      return { status: 1 as const, data: await view(row ?? (await ownDraft(member.id, draft.id))) };
    },
  );

  // The draft becomes its listing (publishDraft): 201 with a new listing, 200 with an edited one.
  // Sent again with its Idempotency-Key (the answer lost on the way), it is answered as before.
  app.post(
    '/v1/user/drafts/:id/publish',
    {
      config,
      schema: { params: IdParams, response: { 200: PublishAnswer, 201: PublishAnswer } },
    },
    async (request, reply) => {
      const { member } = sessionOf(request);
      return sendWrittenOnce(db, request, reply, idempotencyScope(member.id), async (write) => {
        const draft = await ownDraftOf(write, member.id, request.params.id);
        const { published, afterCommit } = await publishDraft(deps, draft, member, write);
        const { created, ...listing } = published;
        return {
          status: created ? 201 : 200,
          body: { status: 1 as const, data: listing },
          afterCommit,
        };
      });
    },
  );

  app.delete(
    '/v1/user/drafts/:id',
    {
      schema: { params: IdParams, response: { 200: DraftDeleted } },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const draft = await ownDraft(member.id, request.params.id);
      const photoIds = (await orderedDraftPhotos(db, draft.id)).map((photo) => photo.id);
      await db.delete(listingDrafts).where(eq(listingDrafts.id, draft.id));
      await deleteDraftPhotoFiles(postedPhotos, photoIds);
      return { status: 1 as const, data: { id: draft.id } };
    },
  );
}
