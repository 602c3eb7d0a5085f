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
import type { FastifyError } from 'fastify';
import { newBuildDraftPhotos } from '../db/schema/index.ts';
import { HttpError, replyWithError } from '../plugins/error-handler.ts';
import { sessionOf } from '../plugins/member-guard.ts';
import { refuseForeignOrigin } from '../plugins/origin-guard.ts';
import { draftAlbumIds, orderAlbum, ownNewBuildDraftOf } from '../services/new-build-drafts.ts';
import {
  deleteDraftPhotoFiles,
  newPhotoId,
  storeDraftPhoto,
} from '../services/photo-uploads/draft-photo-files.ts';
import {
  MAX_PHOTO_BYTES,
  PhotoRejected,
  processUpload,
} from '../services/photo-uploads/process-upload.ts';
import type { Api, ApiDeps } from './deps.ts';
import { UPLOAD_LIMIT } from './draft-photos.ts';

const TOO_LARGE = '每張照片不能超過 15 MB，請縮小後再上傳';
const TOO_MANY = `每個相簿最多 ${MAX_PHOTOS_PER_ALBUM} 張照片`;

/**
 * A project draft's photos, in its albums (外觀, 格局圖, 周邊環境): uploaded one by one as the
 * image itself, through the listing drafts' pipeline (processUpload, the same stored files and
 * the same /v1/draft-photos/ links), reordered within an album and deleted.
 */
export async function registerNewBuildDraftPhotoRoutes(
  app: Api,
  { db, site, postedPhotos }: ApiDeps,
) {
  const guard = refuseForeignOrigin(site);

  await app.register(async (scope: Api) => {
    // Whatever the type the browser names, the bytes decide; the parser only takes them in.
    scope.addContentTypeParser(
      /^(image\/[\w.+-]+|application\/octet-stream)$/,
      { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) =>
      replyWithError(
        error.statusCode === 413 ? new HttpError(413, TOO_LARGE) : error,
        request,
        reply,
      ),
    );
    scope.post(
      '/v1/user/new-build-drafts/:id/photos',
      {
        preHandler: guard,
        config: { member: true, rateLimit: UPLOAD_LIMIT },
        schema: {
          params: IdParams,
          querystring: NewBuildPhotoQuery,
          response: { 201: NewBuildPhotoUploaded },
        },
      },
      async (request, reply) => {
        const { member } = sessionOf(request);
        const draft = await ownNewBuildDraftOf(db, member.id, request.params.id);
        const { album } = request.query;
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new HttpError(415, '請上傳 JPEG、PNG、WebP 或 HEIC 照片');
        }
        const position = (await draftAlbumIds(db, draft.id))[album].length;
        if (position >= MAX_PHOTOS_PER_ALBUM) throw new HttpError(409, TOO_MANY);
        const variants = await processUpload(request.body).catch((error: unknown) => {
          if (error instanceof PhotoRejected) throw new HttpError(400, error.message);
          throw error;
        });
        const id = newPhotoId();
        await storeDraftPhoto(postedPhotos, id, variants);
        await db.insert(newBuildDraftPhotos).values({ id, draftId: draft.id, album, position });
        return reply.status(201).send({ status: 1 as const, data: { id, album, position } });
      },
    );
  });

  // One album's whole order at once: the move buttons send it.
  app.put(
    '/v1/user/new-build-drafts/:id/photos/order',
    {
      config: { member: true },
      preHandler: guard,
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
      const current = (await draftAlbumIds(db, draft.id))[album];
      if (ids.length !== current.length || !ids.every((id) => current.includes(id))) {
        throw new HttpError(409, '照片已變更，請重新整理後再排序');
      }
      await orderAlbum(db, ids);
      return { status: 1 as const, data: { album, ids } };
    },
  );

  app.delete(
    '/v1/user/new-build-drafts/:id/photos/:photoId',
    {
      config: { member: true },
      preHandler: guard,
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
