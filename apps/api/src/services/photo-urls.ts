/**
 * Photo URLs carry the renderer's version: a change to the drawings gets a new version and so
 * new URLs, which is what lets browsers and CDNs keep every photo for a year.
 */
export const PHOTO_RENDER_VERSION = 'r1';
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export const PHOTO_ASPECT = 3 / 4;
export const MAX_PHOTOS_PER_LISTING = 8;

/** A 720 panorama's only width: the viewer shows a quarter of it at a time. */
export const PANORAMA_WIDTH = 2560;

export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** The widths a drawn picture comes in: a photo's, or a panorama's. */
export type DrawnWidth = PhotoWidth | typeof PANORAMA_WIDTH;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export interface PhotoId {
  kind: number;
  seed: number;
  index: number;
}

export interface PhotoLinks {
  index: number;
  width: number;
  height: number;
  /** Ready for <source type="image/avif" srcset> and <img srcset>. */
  srcset: Record<PhotoFormat, string>;
  /** The 640 px WebP, for a plain <img src>. */
  src: string;
}

export const PHOTO_FILE_PATTERN =
  '^(\\d{1,2})-(\\d{1,2})-(\\d{1,2})-(320|640|1280|2560)\\.(webp|avif)$';

export function photoFileName(id: PhotoId, width: DrawnWidth, format: PhotoFormat): string {
  return `${id.kind}-${id.seed}-${id.index}-${width}.${format}`;
}

export function parsePhotoFileName(
  file: string,
): (PhotoId & { width: DrawnWidth; format: PhotoFormat }) | null {
  const match = new RegExp(PHOTO_FILE_PATTERN).exec(file);
  if (!match) return null;
  return {
    kind: Number(match[1]),
    seed: Number(match[2]),
    index: Number(match[3]),
    width: Number(match[4]) as DrawnWidth,
    format: match[5] as PhotoFormat,
  };
}

/** A posted listing's photo file: `{index}-{width}.{format}` in the listing's photo set. */
export function postedPhotoFileName(index: number, width: PhotoWidth, format: PhotoFormat) {
  return `${index}-${width}.${format}`;
}

export const POSTED_PHOTO_FILE_PATTERN = '^(\\d{1,2})-(320|640|1280)\\.(webp|avif)$';

export function photoLinks(
  apiOrigin: string,
  listing: { kind: number; photoSeed: number; photoCount: number; photoSet?: string | null },
): PhotoLinks[] {
  // A posted listing's own photos, or the drawings of the seeded catalogue.
  const { photoSet } = listing;
  const base = photoSet
    ? `${apiOrigin}/v1/listing-photos/${photoSet}/`
    : `${apiOrigin}/v1/photos/${PHOTO_RENDER_VERSION}/`;
  return Array.from({ length: listing.photoCount }, (_, index) => {
    const id = { kind: listing.kind, seed: listing.photoSeed, index };
    const file = (width: PhotoWidth, format: PhotoFormat) =>
      photoSet ? postedPhotoFileName(index, width, format) : photoFileName(id, width, format);
    const set = (format: PhotoFormat) =>
      PHOTO_WIDTHS.map((width) => `${base}${file(width, format)} ${width}w`).join(', ');
    return {
      index,
      width: 1280,
      height: 1280 * PHOTO_ASPECT,
      srcset: { avif: set('avif'), webp: set('webp') },
      src: `${base}${file(640, 'webp')}`,
    };
  });
}
