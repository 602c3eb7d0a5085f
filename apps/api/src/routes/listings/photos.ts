import { Type } from 'typebox';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { isKnownPhoto } from '../../services/photo-store.ts';
import {
  PHOTO_FILE_PATTERN,
  PHOTO_RENDER_VERSION,
  parsePhotoFileName,
} from '../../services/photo-urls.ts';

export default async function photoRoutes(app: Api, { photos }: ApiDeps) {
  app.get(
    '/v1/photos/:version/:file',
    {
      schema: {
        // An image, made by the API's own photo URLs: no answer schema, and no client type.
        params: Type.Object({
          version: Type.String({ pattern: '^r\\d{1,3}$' }),
          file: Type.String({ pattern: PHOTO_FILE_PATTERN }),
        }),
      },
      // Pictures are already compressed; a second pass only costs CPU.
      compress: false,
    },
    async (request, reply) => {
      const photo = parsePhotoFileName(request.params.file);
      if (request.params.version !== PHOTO_RENDER_VERSION || !photo || !isKnownPhoto(photo)) {
        throw new HttpError(404, 'No such photo');
      }
      const image = await photos.get(photo);
      return reply
        .type(`image/${photo.format}`)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  );
}
