import { HttpError } from '../../lib/http-errors.ts';
import { newPhotoId, storeDraftPhoto } from './draft-photo-files.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { PhotoRejected, processUpload } from './process-upload.ts';

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
