import {
  IdParams,
  NewBuildDraftAnswer,
  NewBuildDraftDeleted,
  NewBuildDraftFields,
  NewBuildDraftList,
  PublishedNewBuild,
} from '@591/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { newBuildDrafts } from '../../../db/schema/index.ts';
import { NEW_BUILD_FIELD_MESSAGES } from '../../../domain/new-build-posting-fields.ts';
import type { Api } from '../../../lib/api.ts';
import { FieldError, HttpError } from '../../../lib/http-errors.ts';
import { sessionOf } from '../../../plugins/member-guard.ts';
import { POSTING_LIMIT } from '../../../plugins/security.ts';
import type { ApiDeps } from '../../../services/api-deps.ts';
import { draftSaveColumns, draftSaveOf, laterThanSaved } from '../../../services/draft-saves.ts';
import { idempotencyScope, sendWrittenOnce } from '../../../services/idempotent-writes.ts';
import {
  draftAlbumIds,
  type NewBuildDraftRow,
  newBuildDraftView,
  ownNewBuildDraftOf,
} from '../../../services/new-build-drafts.ts';
import { startProjectEdit } from '../../../services/new-build-edits.ts';
import { deleteDraftPhotoFiles } from '../../../services/photo-uploads/draft-photo-files.ts';
import { publishNewBuildDraft } from '../../../services/publish-new-build.ts';

/** A builder keeps a few projects in writing at once; past this, they finish or delete some. */
export const MAX_NEW_BUILD_DRAFTS = 20;

/**
 * 免費刊登建案: a member's project drafts, created, saved as they type, deleted, and published:
 * a published draft is a project on newhouse, owned by the member, and the draft is gone.
 * 修改 of a published project is a draft too, starting from the project as it stands.
 */
export default async function newBuildDraftRoutes(app: Api, deps: ApiDeps) {
  const { db, site, catalog, postedPhotos } = deps;
  const view = (row: NewBuildDraftRow) => newBuildDraftView(db, site.apiOrigin, row);
  const config = {
    rateLimit: POSTING_LIMIT,
    fieldMessages: NEW_BUILD_FIELD_MESSAGES,
  };

  app.post(
    '/v1/user/new-build-drafts',
    { config, schema: { response: { 201: NewBuildDraftAnswer } } },
    async (request, reply) => {
      const { member } = sessionOf(request);
      // Sent again with its Idempotency-Key (an instance lost on the way, the answer lost):
      // one draft, answered as before.
      return sendWrittenOnce(db, request, reply, idempotencyScope(member.id), async (write) => {
        const [{ drafts } = { drafts: 0 }] = await write
          .select({ drafts: count() })
          .from(newBuildDrafts)
          .where(eq(newBuildDrafts.memberId, member.id));
        if (drafts >= MAX_NEW_BUILD_DRAFTS) {
          throw new HttpError(
            409,
            `建案草稿最多 ${MAX_NEW_BUILD_DRAFTS} 份，請先刪除不需要的草稿或完成刊登`,
          );
        }
        const [row] = await write
          .insert(newBuildDrafts)
          .values({ memberId: member.id })
          .returning();
        const data = await newBuildDraftView(write, site.apiOrigin, row!);
        return { status: 201, body: { status: 1 as const, data } };
      });
    },
  );

  app.get(
    '/v1/user/new-build-drafts',
    { schema: { response: { 200: NewBuildDraftList } } },
    async (request) => {
      const { member } = sessionOf(request);
      const rows = await db
        .select()
        .from(newBuildDrafts)
        .where(eq(newBuildDrafts.memberId, member.id))
        .orderBy(desc(newBuildDrafts.updatedAt), desc(newBuildDrafts.id));
      return { status: 1 as const, data: { items: await Promise.all(rows.map(view)) } };
    },
  );

  app.get(
    '/v1/user/new-build-drafts/:id',
    {
      schema: { params: IdParams, response: { 200: NewBuildDraftAnswer } },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const row = await ownNewBuildDraftOf(db, member.id, request.params.id);
      return { status: 1 as const, data: await view(row) };
    },
  );

  // The whole form as it stands replaces what was saved: the form always sends all it holds,
  // with its Draft-Save number (services/draft-saves.ts).
  app.put(
    '/v1/user/new-build-drafts/:id',
    {
      config,
      bodyLimit: 64 * 1024,
      schema: {
        params: IdParams,
        body: NewBuildDraftFields,
        response: { 200: NewBuildDraftAnswer },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const draft = await ownNewBuildDraftOf(db, member.id, request.params.id);
      const { regionId, districtId } = request.body;
      const district = districtId === undefined ? undefined : catalog.districtById.get(districtId);
      if (regionId !== undefined && !catalog.regionById.has(regionId)) {
        throw new FieldError('regionId', NEW_BUILD_FIELD_MESSAGES.regionId);
      }
      if (districtId !== undefined && (!district || district.regionId !== regionId)) {
        throw new FieldError('districtId', '這個鄉鎮市區不在所選的縣市，請重新選擇');
      }
      const save = draftSaveOf(request);
      const [row] = await db
        .update(newBuildDrafts)
        .set({ fields: request.body, updatedAt: new Date(), ...draftSaveColumns(save) })
        .where(and(eq(newBuildDrafts.id, draft.id), laterThanSaved(newBuildDrafts, save)))
        .returning();
      // A try of an earlier save, arriving late: the draft stays as the later save left it.
      const kept = row ?? (await ownNewBuildDraftOf(db, member.id, draft.id));
      return { status: 1 as const, data: await view(kept) };
    },
  );

  app.post(
    '/v1/user/new-build-drafts/:id/publish',
    {
      config,
      schema: { params: IdParams, response: { 200: PublishedNewBuild, 201: PublishedNewBuild } },
    },
    async (request, reply) => {
      const { member } = sessionOf(request);
      // Sent again with its Idempotency-Key (the answer lost on the way): answered as before.
      return sendWrittenOnce(db, request, reply, idempotencyScope(member.id), async (write) => {
        const draft = await ownNewBuildDraftOf(write, member.id, request.params.id);
        const { published, afterCommit } = await publishNewBuildDraft(deps, draft, write);
        return {
          status: published.created ? 201 : 200,
          body: { status: 1 as const, data: { id: published.id } },
          afterCommit,
        };
      });
    },
  );

  // 修改: 201 with a new edit draft, 200 with the one already open for this project.
  app.post(
    '/v1/user/new-builds/:id/edit',
    {
      config,
      schema: {
        params: IdParams,
        response: { 200: NewBuildDraftAnswer, 201: NewBuildDraftAnswer },
      },
    },
    async (request, reply) => {
      const { member } = sessionOf(request);
      const { draft, created } = await startProjectEdit(db, catalog, member.id, request.params.id);
      return reply
        .status(created ? 201 : 200)
        .send({ status: 1 as const, data: await view(draft) });
    },
  );

  app.delete(
    '/v1/user/new-build-drafts/:id',
    {
      schema: { params: IdParams, response: { 200: NewBuildDraftDeleted } },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const draft = await ownNewBuildDraftOf(db, member.id, request.params.id);
      const albums = await draftAlbumIds(db, draft.id);
      await db.delete(newBuildDrafts).where(eq(newBuildDrafts.id, draft.id));
      await deleteDraftPhotoFiles(postedPhotos, Object.values(albums).flat());
      return { status: 1 as const, data: { id: draft.id } };
    },
  );
}
