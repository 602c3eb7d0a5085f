import { DraftPhotoId, EditorImageUploaded } from '@591/contract';
import multipart from '@fastify/multipart';
import type { FastifyError } from 'fastify';
import { Type } from 'typebox';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { limitDeclaredBody } from '../../plugins/body-limit.ts';
import { guardEditorScope } from '../../plugins/editor-guard.ts';
import { replyWithError } from '../../plugins/error-handler.ts';
import { UPLOAD_LIMIT } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import {
  NEWS_IMAGE_FILE_PATTERN,
  NEWS_IMAGE_PATH,
  newsImageKey,
  newsImageMarkdownUrl,
  newsImageUrl,
  storeNewsImage,
} from '../../services/news/news-images.ts';
import { newPhotoId } from '../../services/photo-uploads/draft-photo-files.ts';
import {
  MAX_PHOTO_BYTES,
  PhotoRejected,
  processUpload,
} from '../../services/photo-uploads/process-upload.ts';

const TOO_LARGE = '每張照片不能超過 15 MB，請縮小後再上傳';
const NOT_A_FILE = '請上傳 JPEG、PNG、WebP 或 HEIC 照片';
/** The form's other parts (its boundary and the file's headers) on top of the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/**
 * An article's images: uploaded by an editor as a form's one file (`image`), checked and
 * converted as listing photos are (processUpload), and served to readers for good.
 */
export default async function newsImageRoutes(app: Api, { site, postedPhotos }: ApiDeps) {
  await app.register(async (scope: Api) => {
    guardEditorScope(scope);
    await scope.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope.setErrorHandler((error: FastifyError, request, reply) =>
      replyWithError(
        error.statusCode === 413
          ? new HttpError(413, TOO_LARGE)
          : error.statusCode === 406 || error.statusCode === 415
            ? new HttpError(415, NOT_A_FILE)
            : error,
        request,
        reply,
      ),
    );
    scope.post(
      '/v1/editor/images',
      {
        onRequest: limitDeclaredBody(MAX_PHOTO_BYTES + FORM_OVERHEAD_BYTES),
        config: { member: true, rateLimit: UPLOAD_LIMIT },
        schema: { response: { 201: EditorImageUploaded } },
      },
      async (request, reply) => {
        const file = await request.file();
        if (!file) throw new HttpError(415, NOT_A_FILE);
        // Throws 413 (above) when the file runs past MAX_PHOTO_BYTES.
        const bytes = await file.toBuffer();
        if (bytes.length === 0) throw new HttpError(415, NOT_A_FILE);
        const variants = await processUpload(bytes).catch((error: unknown) => {
          if (error instanceof PhotoRejected) throw new HttpError(400, error.message);
          throw error;
        });
        const imageId = newPhotoId();
        await storeNewsImage(postedPhotos, imageId, variants);
        return reply.status(201).send({
          status: 1 as const,
          data: {
            url: newsImageUrl(site.apiOrigin, imageId),
            markdown: `![](${newsImageMarkdownUrl(imageId)})`,
          },
        });
      },
    );
  });

  app.get(
    `${NEWS_IMAGE_PATH}:imageId/:file`,
    {
      schema: {
        // An image, at a URL the API made: no answer schema, and no client type.
        params: Type.Object({
          imageId: DraftPhotoId,
          file: Type.String({ pattern: NEWS_IMAGE_FILE_PATTERN }),
        }),
      },
      compress: false,
    },
    async (request, reply) => {
      const { imageId, file } = request.params;
      const bytes = await postedPhotos.get(newsImageKey(imageId, file));
      if (!bytes) throw new HttpError(404, 'No such photo');
      return reply
        .type(file.endsWith('.avif') ? 'image/avif' : 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
}
