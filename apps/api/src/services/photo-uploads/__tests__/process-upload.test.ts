import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_FORMATS, PHOTO_WIDTHS } from '../../photo-urls.ts';
import { PhotoRejected, processUpload } from '../process-upload.ts';

/** A photo as a phone takes it: portrait pixels stored sideways, with EXIF and GPS. */
async function phonePhoto(): Promise<Buffer> {
  // Stored 400 wide and 300 high, red on the left half: Orientation 6 turns it upright.
  const left = await sharp({
    create: { width: 200, height: 300, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '25/1 2/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 33/1 0/1',
      },
    })
    .toBuffer();
}

/** A PNG header claiming 30,000 x 30,000 pixels, with a tiny body: a decompression bomb. */
function hugePngHeader(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rejectionOf = (bytes: Buffer) =>
  processUpload(bytes).then(
    () => null,
    (error: unknown) => (error instanceof PhotoRejected ? error.reason : error),
  );

describe('processUpload', () => {
  it('makes every width and format the site asks for, at 4:3', async () => {
    const variants = await processUpload(await phonePhoto());
    expect(variants.map((v) => `${v.width}.${v.format}`)).toEqual(
      PHOTO_WIDTHS.flatMap((width) => PHOTO_FORMATS.map((format) => `${width}.${format}`)),
    );
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([variant.width, variant.width * 0.75]);
    }
  });

  it('drops EXIF (GPS included), XMP and IPTC from every variant', async () => {
    const original = await sharp(await phonePhoto()).metadata();
    expect(original.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(original.orientation).toBe(6);
    for (const variant of await processUpload(await phonePhoto())) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(variant.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('turns the photo upright as the camera recorded it', async () => {
    const [variant] = await processUpload(await phonePhoto());
    // Turned a quarter clockwise, the red left half is on top.
    const { data, info } = await sharp(variant!.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray(
        (y * info.width + x) * info.channels,
        (y * info.width + x) * info.channels + 3,
      ),
    ];
    const [topRed] = pixel(info.width / 2, 5);
    const [bottomRed, , bottomBlue] = pixel(info.width / 2, info.height - 5);
    expect(topRed).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
  });

  it.each(['png', 'webp'] as const)('takes a %s photo', async (format) => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#88aa44' },
    })
      .toFormat(format)
      .toBuffer();
    expect(await processUpload(photo)).toHaveLength(6);
  });

  it.each([
    ['text', Buffer.from('not a photo at all')],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    [
      'an SVG, which can carry scripts',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    ],
  ])('refuses %s as not a photo', async (_, bytes) => {
    expect(await rejectionOf(bytes)).toBe('not-a-photo');
  });

  it('refuses a GIF', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await rejectionOf(gif)).toBe('not-a-photo');
  });

  it('refuses a decompression bomb from its header, at once', async () => {
    const started = performance.now();
    expect(await rejectionOf(hugePngHeader())).toBe('too-many-pixels');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses a truncated JPEG as unreadable', async () => {
    const photo = await phonePhoto();
    // Cut off near the end, as an interrupted upload is: the header reads, the pixels do not.
    expect(await rejectionOf(photo.subarray(0, Math.floor(photo.length * 0.9)))).toBe('unreadable');
  });

  it('words every refusal for the poster', () => {
    expect(new PhotoRejected('too-many-pixels').message).toBe(
      '照片尺寸過大（超過 5,000 萬像素），請縮小後再上傳',
    );
  });
});
