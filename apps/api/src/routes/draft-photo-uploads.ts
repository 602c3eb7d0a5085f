import type { FastifyError } from 'fastify';
import { HttpError, replyWithError } from '../plugins/error-handler.ts';
import { newPhotoId, storeDraftPhoto } from '../services/photo-uploads/draft-photo-files.ts';
import type { PhotoStorage } from '../services/photo-uploads/photo-storage.ts';
import {
  MAX_PHOTO_BYTES,
  PhotoRejected,
  processUpload,
} from '../services/photo-uploads/process-upload.ts';
import type { Api } from './deps.ts';

const TOO_LARGE = '每張照片不能超過 15 MB，請縮小後再上傳';

/**
 * Lets a scope's routes take a photo as the request body itself (so the browser can show the
 * upload's progress), up to MAX_PHOTO_BYTES, and says in words when one is larger.
 */
export function acceptImageBodies(scope: Api) {
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
}

/** The uploaded image's bytes; a request that brought none is refused. */
export function imageBodyOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new HttpError(415, '請上傳 JPEG、PNG、WebP 或 HEIC 照片');
  }
  return body;
}

/** Checks and converts an uploaded image, stores it as a draft's photo, and gives its new id. */
export async function storeUploadedPhoto(storage: PhotoStorage, image: Buffer): Promise<string> {
  const variants = await processUpload(image).catch((error: unknown) => {
    if (error instanceof PhotoRejected) throw new HttpError(400, error.message);
    throw error;
  });
  const id = newPhotoId();
  await storeDraftPhoto(storage, id, variants);
  return id;
}

/** A new order must hold exactly the photos there are now: one added or deleted meanwhile is refused. */
export function refuseChangedOrder(ids: string[], current: string[]) {
  if (ids.length !== current.length || !ids.every((id) => current.includes(id))) {
    throw new HttpError(409, '照片已變更，請重新整理後再排序');
  }
}
