import {
  DraftPhotoDeleted,
  IdParams,
  MAX_PHOTOS_PER_ALBUM,
  NewBuildPhotoOrder,
  NewBuildPhotoOrderAnswer,
  NewBuildPhotoParams,
  NewBuildPhotoQuery,
  NewBuildPhotoUploaded,
} from '@591/contract';
import { and, eq } from 'drizzle-orm';
import { newBuildDraftPhotos } from '../../../db/schema/index.ts';
import type { Api } from '../../../lib/api.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { acceptImageBodies } from '../../../plugins/image-bodies.ts';
import { sessionOf } from '../../../plugins/member-guard.ts';
import { UPLOAD_LIMIT } from '../../../plugins/security.ts';
import type { ApiDeps } from '../../../services/api-deps.ts';
import { idempotencyScope, sendWrittenOnce } from '../../../services/idempotent-writes.ts';
import {
  draftAlbumIds,
  orderAlbum,
  ownNewBuildDraftOf,
} from '../../../services/new-build-drafts.ts';
import { deleteDraftPhotoFiles } from '../../../services/photo-uploads/draft-photo-files.ts';
import {
  imageBodyOf,
  refuseChangedOrder,
  storeUploadedPhoto,
} from '../../../services/photo-uploads/uploaded-photos.ts';

const TOO_MANY = `每個相簿最多 ${MAX_PHOTOS_PER_ALBUM} 張照片`;

/**
 * A project draft's photos, in its albums (外觀, 格局圖, 周邊環境): uploaded one by one as the
 * image itself, through the listing drafts' pipeline (processUpload, the same stored files and
 * the same /v1/draft-photos/ links), reordered within an album and deleted.
 */
export default async function newBuildDraftPhotoRoutes(app: Api, { db, postedPhotos }: ApiDeps) {
  await app.register(async (scope: Api) => {
    acceptImageBodies(scope);
    scope.post(
      '/v1/user/new-build-drafts/:id/photos',
      {
        config: { rateLimit: UPLOAD_LIMIT },
        schema: {
          params: IdParams,
          querystring: NewBuildPhotoQuery,
          response: { 201: NewBuildPhotoUploaded },
        },
      },
      // Sent again with its Idempotency-Key (the answer lost on the way), it is stored once.
      async (request, reply) => {
        const { member } = sessionOf(request);
        const { album } = request.query;
        const image = imageBodyOf(request.body);
        return sendWrittenOnce(db, request, reply, idempotencyScope(member.id), async (write) => {
          const draft = await ownNewBuildDraftOf(write, member.id, request.params.id);
          const position = (await draftAlbumIds(write, draft.id))[album].length;
          if (position >= MAX_PHOTOS_PER_ALBUM) throw new HttpError(409, TOO_MANY);
          const id = await storeUploadedPhoto(postedPhotos, image);
          await write
            .insert(newBuildDraftPhotos)
            .values({ id, draftId: draft.id, album, position });
          return { status: 201, body: { status: 1 as const, data: { id, album, position } } };
        });
      },
    );
  });

  // One album's whole order at once: the move buttons send it.
  app.put(
    '/v1/user/new-build-drafts/:id/photos/order',
    {
      schema: {
        params: IdParams,
        body: NewBuildPhotoOrder,
        response: { 200: NewBuildPhotoOrderAnswer },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const draft = await ownNewBuildDraftOf(db, member.id, request.params.id);
      const { album, ids } = request.body;
      refuseChangedOrder(ids, (await draftAlbumIds(db, draft.id))[album]);
      await orderAlbum(db, ids);
      return { status: 1 as const, data: { album, ids } };
    },
  );

  app.delete(
    '/v1/user/new-build-drafts/:id/photos/:photoId',
    {
      schema: { params: NewBuildPhotoParams, response: { 200: DraftPhotoDeleted } },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const draft = await ownNewBuildDraftOf(db, member.id, request.params.id);
      const [deleted] = await db
        .delete(newBuildDraftPhotos)
        .where(
          and(
            eq(newBuildDraftPhotos.id, request.params.photoId),
            eq(newBuildDraftPhotos.draftId, draft.id),
          ),
        )
        .returning({ album: newBuildDraftPhotos.album });
      if (!deleted) throw new HttpError(404, '找不到這張照片，可能已刪除');
      // The rest of its album close up, so the first exterior photo is still the cover.
      await orderAlbum(db, (await draftAlbumIds(db, draft.id))[deleted.album]);
      await deleteDraftPhotoFiles(postedPhotos, [request.params.photoId]);
      return { status: 1 as const, data: { id: request.params.photoId } };
    },
  );
}
