import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { draftPhotos } from '../../db/schema/index.ts';
import {
  PHOTO_ASPECT,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoFormat,
  type PhotoLinks,
  type PhotoWidth,
  postedPhotoFileName,
} from '../photo-urls.ts';
import type { PhotoStorage } from './photo-storage.ts';
import type { PhotoVariant } from './process-upload.ts';

/** A random name for stored files: unguessable, so a draft's photos are private by obscurity. */
export const newPhotoId = () => randomBytes(16).toString('hex');

const variantFile = (width: PhotoWidth, format: PhotoFormat) => `${width}.${format}`;
const draftKey = (photoId: string, width: PhotoWidth, format: PhotoFormat) =>
  `drafts/${photoId}/${variantFile(width, format)}`;

export const DRAFT_PHOTO_FILE_PATTERN = '^(320|640|1280)\\.(webp|avif)$';

export async function storeDraftPhoto(
  storage: PhotoStorage,
  photoId: string,
  variants: PhotoVariant[],
) {
  await Promise.all(
    variants.map((variant) =>
      storage.put(draftKey(photoId, variant.width, variant.format), variant.bytes),
    ),
  );
}

/** A draft photo's links, as the form shows it while the listing is written. */
export function draftPhotoLinks(apiOrigin: string, photoId: string, index: number): PhotoLinks {
  const base = `${apiOrigin}/v1/draft-photos/${photoId}/`;
  const set = (format: PhotoFormat) =>
    PHOTO_WIDTHS.map((width) => `${base}${variantFile(width, format)} ${width}w`).join(', ');
  return {
    index,
    width: 1280,
    height: 1280 * PHOTO_ASPECT,
    srcset: { avif: set('avif'), webp: set('webp') },
    src: `${base}${variantFile(640, 'webp')}`,
  };
}

/** Puts a draft's photos in the order given (the first is the cover), all at once. */
export function orderDraftPhotos(db: Database, ids: string[]): Promise<void> {
  return db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) {
      await tx.update(draftPhotos).set({ position }).where(eq(draftPhotos.id, id));
    }
  });
}

export function orderedDraftPhotos(db: Database, draftId: number) {
  return db
    .select({ id: draftPhotos.id, position: draftPhotos.position })
    .from(draftPhotos)
    .where(eq(draftPhotos.draftId, draftId))
    .orderBy(asc(draftPhotos.position), asc(draftPhotos.createdAt));
}

/**
 * Copies a draft's photos, in their order, to the new listing's photo set, whose URLs never
 * change (so they are cached for a year). The draft's own files are removed afterwards.
 */
export async function copyToListing(
  storage: PhotoStorage,
  photoIds: string[],
): Promise<{ photoSet: string | null; count: number }> {
  if (photoIds.length === 0) return { photoSet: null, count: 0 };
  const photoSet = newPhotoId();
  await Promise.all(
    photoIds.flatMap((photoId, index) =>
      PHOTO_WIDTHS.flatMap((width) =>
        PHOTO_FORMATS.map(async (format) => {
          const bytes = await storage.get(draftKey(photoId, width, format));
          if (!bytes) throw new Error(`Draft photo ${photoId} has no ${width}.${format}`);
          await storage.put(
            `listings/${photoSet}/${postedPhotoFileName(index, width, format)}`,
            bytes,
          );
        }),
      ),
    ),
  );
  return { photoSet, count: photoIds.length };
}

export function deleteDraftPhotoFiles(storage: PhotoStorage, photoIds: string[]) {
  return Promise.all(photoIds.map((photoId) => storage.deletePrefix(`drafts/${photoId}`)));
}
