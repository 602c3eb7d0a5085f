import {
  DraftPhotoDeleted,
  DraftPhotoId,
  DraftPhotoOrder,
  DraftPhotoOrderAnswer,
  DraftPhotoParams,
  DraftPhotoUploaded,
  IdParams,
  MAX_PHOTOS_PER_DRAFT,
} from '@591/contract';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { draftPhotos } from '../../../db/schema/index.ts';
import type { Api } from '../../../lib/api.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { acceptImageBodies } from '../../../plugins/image-bodies.ts';
import { sessionOf } from '../../../plugins/member-guard.ts';
import { UPLOAD_LIMIT } from '../../../plugins/security.ts';
import type { ApiDeps } from '../../../services/api-deps.ts';
import { ownDraftOf } from '../../../services/drafts.ts';
import { idempotencyScope, sendWrittenOnce } from '../../../services/idempotent-writes.ts';
import {
  DRAFT_PHOTO_FILE_PATTERN,
  deleteDraftPhotoFiles,
  orderDraftPhotos,
  orderedDraftPhotos,
} from '../../../services/photo-uploads/draft-photo-files.ts';
import {
  imageBodyOf,
  refuseChangedOrder,
  storeUploadedPhoto,
} from '../../../services/photo-uploads/uploaded-photos.ts';
import { POSTED_PHOTO_FILE_PATTERN } from '../../../services/photo-urls.ts';

const TOO_MANY = `每個物件最多 ${MAX_PHOTOS_PER_DRAFT} 張照片`;
const PHOTO_NOT_FOUND = '找不到這張照片，可能已刪除';

/**
 * A draft's photos: uploaded one by one as the image itself (the request body is the file,
 * so the browser can show progress), checked and converted by processUpload, reordered (the
 * first is the cover) and deleted; and the stored files, served to the form and the listing.
 */
export default async function draftPhotoRoutes(app: Api, { db, postedPhotos }: ApiDeps) {
  await app.register(async (scope: Api) => {
    acceptImageBodies(scope);
    // The body is the image (a Buffer, from the parser above): it has no schema.
    scope.post(
      '/v1/user/drafts/:id/photos',
      {
        config: { rateLimit: UPLOAD_LIMIT },
        schema: { params: IdParams, response: { 201: DraftPhotoUploaded } },
      },
      // Sent again with its Idempotency-Key (the answer lost on the way), it is stored once.
      async (request, reply) => {
        const { member } = sessionOf(request);
        const image = imageBodyOf(request.body);
        return sendWrittenOnce(db, request, reply, idempotencyScope(member.id), async (write) => {
          const draft = await ownDraftOf(write, member.id, request.params.id);
          const [{ photos } = { photos: 0 }] = await write
            .select({ photos: count() })
            .from(draftPhotos)
            .where(eq(draftPhotos.draftId, draft.id));
          if (photos >= MAX_PHOTOS_PER_DRAFT) throw new HttpError(409, TOO_MANY);
          // A file stored by a write that then fails is no draft's: the nightly sweep takes it.
          const id = await storeUploadedPhoto(postedPhotos, image);
          await write.insert(draftPhotos).values({ id, draftId: draft.id, position: photos });
          return { status: 201, body: { status: 1 as const, data: { id, position: photos } } };
        });
      },
    );
  });

  // The whole order at once: dragging or the keyboard's move buttons send the new order.
  app.put(
    '/v1/user/drafts/:id/photos/order',
    {
      schema: {
        params: IdParams,
        body: DraftPhotoOrder,
        response: { 200: DraftPhotoOrderAnswer },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const draft = await ownDraftOf(db, member.id, request.params.id);
      const current = (await orderedDraftPhotos(db, draft.id)).map((photo) => photo.id);
      const { ids } = request.body;
      refuseChangedOrder(ids, current);
      await orderDraftPhotos(db, ids);
      return { status: 1 as const, data: { ids } };
    },
  );

  app.delete(
    '/v1/user/drafts/:id/photos/:photoId',
    {
      schema: { params: DraftPhotoParams, response: { 200: DraftPhotoDeleted } },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const draft = await ownDraftOf(db, member.id, request.params.id);
      const deleted = await db
        .delete(draftPhotos)
        .where(and(eq(draftPhotos.id, request.params.photoId), eq(draftPhotos.draftId, draft.id)))
        .returning({ id: draftPhotos.id });
      if (deleted.length === 0) throw new HttpError(404, PHOTO_NOT_FOUND);
      // The others close up, so positions stay 0..n-1 and the first is still the cover.
      const rest = await orderedDraftPhotos(db, draft.id);
      await orderDraftPhotos(
        db,
        rest.map((photo) => photo.id),
      );
      await deleteDraftPhotoFiles(postedPhotos, [request.params.photoId]);
      return { status: 1 as const, data: { id: request.params.photoId } };
    },
  );

  async function sendStored(key: string, file: string, cacheControl: string, reply: FastifyReply) {
    const bytes = await postedPhotos.get(key);
    if (!bytes) throw new HttpError(404, 'No such photo');
    return reply
      .type(file.endsWith('.avif') ? 'image/avif' : 'image/webp')
      .header('Cache-Control', cacheControl)
      .send(bytes);
  }

  app.get(
    '/v1/draft-photos/:photoId/:file',
    {
      // The photo files themselves, read by any page that shows them.
      config: { member: false },
      schema: {
        // An image, at a URL the API made (draftPhotoLinks): no answer schema, and no client type.
        params: Type.Object({
          photoId: DraftPhotoId,
          file: Type.String({ pattern: DRAFT_PHOTO_FILE_PATTERN }),
        }),
      },
      compress: false,
    },
    (request, reply) =>
      sendStored(
        `drafts/${request.params.photoId}/${request.params.file}`,
        request.params.file,
        // A draft's photo may still be deleted: kept briefly, and only by the poster's browser.
        'private, max-age=600',
        reply,
      ),
  );

  app.get(
    '/v1/listing-photos/:set/:file',
    {
      // The photo files themselves, read by any page that shows them.
      config: { member: false },
      schema: {
        // An image, at a URL the API made (a listing's photo links): no answer schema either.
        params: Type.Object({
          set: DraftPhotoId,
          file: Type.String({ pattern: POSTED_PHOTO_FILE_PATTERN }),
        }),
      },
      compress: false,
    },
    (request, reply) =>
      sendStored(
        `listings/${request.params.set}/${request.params.file}`,
        request.params.file,
        'public, max-age=31536000, immutable',
        reply,
      ),
  );
}
