import sharp from 'sharp';
import {
  PHOTO_ASPECT,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoFormat,
  type PhotoWidth,
} from '../photo-urls.ts';

/** What a phone or camera sends: a photo up to 15 MB. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** 50 megapixels: any real camera, and far below what could exhaust memory when decoded. */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** The formats accepted, as sharp names what it finds in the bytes (HEIC is 'heif'). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export type RejectionReason = 'not-a-photo' | 'too-many-pixels' | 'unreadable';

const MESSAGES: Record<RejectionReason, string> = {
  'not-a-photo': '這個檔案不是照片，請上傳 JPEG、PNG、WebP 或 HEIC 照片',
  'too-many-pixels': '照片尺寸過大（超過 5,000 萬像素），請縮小後再上傳',
  unreadable: '無法讀取這張照片，檔案可能已損壞；HEIC 照片請改存為 JPEG 後再上傳',
};

/** A file refused as a listing photo, with the words the poster sees. */
export class PhotoRejected extends Error {
  constructor(readonly reason: RejectionReason) {
    super(MESSAGES[reason]);
  }
}

export interface PhotoVariant {
  width: PhotoWidth;
  format: PhotoFormat;
  bytes: Buffer;
}

/**
 * A posted photo made ready for the site: the real type checked from its bytes (not its name),
 * a decompression bomb refused from its header before any pixel is decoded, turned upright as
 * the camera recorded, every metadata block dropped (a phone photo's EXIF carries GPS), and
 * cropped to the site's 4:3 at the widths and formats the cards and gallery ask for.
 */
export async function processUpload(bytes: Buffer): Promise<PhotoVariant[]> {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new PhotoRejected('not-a-photo');
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PHOTO_PIXELS) {
    throw new PhotoRejected('too-many-pixels');
  }
  let upright: Buffer;
  try {
    // Decoded once: every variant is made from this. sharp writes no metadata unless asked.
    upright = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({
        width: PHOTO_WIDTHS.at(-1),
        height: Math.round(PHOTO_WIDTHS.at(-1)! * PHOTO_ASPECT),
        fit: 'cover',
        position: 'centre',
      })
      .png({ compressionLevel: 0 })
      .toBuffer();
  } catch {
    throw new PhotoRejected('unreadable');
  }
  const variants: PhotoVariant[] = [];
  for (const width of PHOTO_WIDTHS) {
    const resized = sharp(upright).resize({ width, height: Math.round(width * PHOTO_ASPECT) });
    for (const format of PHOTO_FORMATS) {
      const encoded =
        format === 'avif'
          ? resized.clone().avif({ quality: 50, effort: 2 })
          : resized.clone().webp({ quality: 72 });
      variants.push({ width, format, bytes: await encoded.toBuffer() });
    }
  }
  return variants;
}
