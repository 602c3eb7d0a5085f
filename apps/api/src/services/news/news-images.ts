import type { PhotoStorage } from '../photo-uploads/photo-storage.ts';
import type { PhotoVariant } from '../photo-uploads/process-upload.ts';
import { PHOTO_ASPECT, PHOTO_WIDTHS, type PhotoFormat, type PhotoWidth } from '../photo-urls.ts';

/** Where the API serves an article's images: `{id}/{width}.{format}` follows. */
export const NEWS_IMAGE_PATH = '/v1/news-images/';
export const NEWS_IMAGE_FILE_PATTERN = '^(320|640|1280)\\.(webp|avif)$';

const LARGEST = PHOTO_WIDTHS.at(-1)!;
const fileOf = (width: PhotoWidth, format: PhotoFormat) => `${width}.${format}`;

export const newsImageKey = (imageId: string, file: string) => `news/${imageId}/${file}`;

export function storeNewsImage(storage: PhotoStorage, imageId: string, variants: PhotoVariant[]) {
  return Promise.all(
    variants.map((variant) =>
      storage.put(newsImageKey(imageId, fileOf(variant.width, variant.format)), variant.bytes),
    ),
  );
}

/**
 * An image as the article's markdown names it: `api:` is the API's host wherever the site
 * runs (articleHtml makes it the address), so an article moves between sites intact.
 */
export const newsImageMarkdownUrl = (imageId: string) =>
  `api:${NEWS_IMAGE_PATH}${imageId}/${fileOf(LARGEST, 'webp')}`;

export const newsImageUrl = (apiOrigin: string, imageId: string) =>
  `${apiOrigin}${NEWS_IMAGE_PATH}${imageId}/${fileOf(LARGEST, 'webp')}`;

/**
 * The id of one of the site's own article images at this address, or null for any other
 * address: only those are shown as images in an article.
 */
export function ownNewsImageId(href: string, apiOrigin: string): string | null {
  const prefix = `${apiOrigin}${NEWS_IMAGE_PATH}`;
  if (!href.startsWith(prefix)) return null;
  const match = /^([0-9a-f]{32})\/(320|640|1280)\.(webp|avif)$/.exec(href.slice(prefix.length));
  return match ? match[1]! : null;
}

/** The `<img>` of an article image: every width, its size reserved before it loads. */
export function newsImageTag(apiOrigin: string, imageId: string, altHtml: string): string {
  const base = `${apiOrigin}${NEWS_IMAGE_PATH}${imageId}/`;
  const srcset = PHOTO_WIDTHS.map((width) => `${base}${fileOf(width, 'webp')} ${width}w`).join(
    ', ',
  );
  return `<img src="${base}${fileOf(640, 'webp')}" srcset="${srcset}" sizes="(min-width: 760px) 720px, 100vw" width="${LARGEST}" height="${LARGEST * PHOTO_ASPECT}" alt="${altHtml}" loading="lazy" decoding="async">`;
}
