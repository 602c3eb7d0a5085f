import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_SEEDS_PER_KIND } from '../domain/generated-photos.ts';
import { NEW_BUILD_PHOTO_KINDS } from '../domain/new-build-photo-kinds.ts';
import { forkRandom } from '../lib/random.ts';
import { canvasFor, paletteFor, sceneFor } from './photo-scenes.ts';
import {
  type DrawnWidth,
  MAX_PHOTOS_PER_LISTING,
  PANORAMA_WIDTH,
  PHOTO_RENDER_VERSION,
  type PhotoFormat,
  type PhotoId,
  photoFileName,
} from './photo-urls.ts';

export interface PhotoRequest extends PhotoId {
  width: DrawnWidth;
  format: PhotoFormat;
}

/** Draws a photo: the same id always gives the same picture. */
export async function renderPhoto(request: PhotoRequest): Promise<Buffer> {
  const scene = sceneFor(request.kind, request.index)!;
  // The palette follows the seed alone, so one listing's photos look like one home.
  const palette = paletteFor(forkRandom(request.seed, request.kind));
  const detail = forkRandom(request.seed * 100 + request.index, request.kind);
  const canvas = canvasFor(request.kind);
  const height = Math.round((request.width * canvas.height) / canvas.width);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${request.width}" height="${height}" viewBox="0 0 ${canvas.width} ${canvas.height}">${scene(detail, palette)}</svg>`;
  const image = sharp(Buffer.from(svg));
  return request.format === 'avif'
    ? image.avif({ quality: 50, effort: 2 }).toBuffer()
    : image.webp({ quality: 72 }).toBuffer();
}

/** A picture the URLs name: a project has one panorama, drawn at its own width only. */
export function isKnownPhoto(id: PhotoId & { width: DrawnWidth }): boolean {
  const panorama = id.kind === NEW_BUILD_PHOTO_KINDS.panorama;
  return (
    sceneFor(id.kind, id.index) !== undefined &&
    id.seed < PHOTO_SEEDS_PER_KIND &&
    id.index < (panorama ? 1 : MAX_PHOTOS_PER_LISTING) &&
    panorama === (id.width === PANORAMA_WIDTH)
  );
}

/**
 * Photos are drawn on first request and kept on disk: seeding stays fast, and each of the few
 * thousand distinct pictures is encoded once. Concurrent requests for one photo share a render.
 */
export class PhotoStore {
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly cacheDir: string) {}

  async get(request: PhotoRequest): Promise<Buffer> {
    const file = path.join(
      this.cacheDir,
      PHOTO_RENDER_VERSION,
      photoFileName(request, request.width, request.format),
    );
    try {
      return await readFile(file);
    } catch {
      const running = this.pending.get(file);
      if (running) return running;
      const render = this.renderToDisk(request, file).finally(() => this.pending.delete(file));
      this.pending.set(file, render);
      return render;
    }
  }

  private async renderToDisk(request: PhotoRequest, file: string): Promise<Buffer> {
    const image = await renderPhoto(request);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, image);
    await rename(partial, file);
    return image;
  }
}
