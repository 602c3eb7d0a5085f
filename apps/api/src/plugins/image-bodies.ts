import type { FastifyError } from 'fastify';
import type { Api } from '../lib/api.ts';
import { HttpError } from '../lib/http-errors.ts';
import { MAX_PHOTO_BYTES } from '../services/photo-uploads/process-upload.ts';
import { replyWithError } from './error-handler.ts';

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
