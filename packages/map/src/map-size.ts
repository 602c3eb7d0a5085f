import { type PixelSize, WIDE_MAP_PX } from '@591/config';

let shownSize: PixelSize | null = null;

/** Set by the map in the browser whenever its box is measured; an empty box is no size. */
export function rememberMapSize(size: PixelSize): void {
  if (size.width < 1 || size.height < 1) return;
  shownSize = { width: Math.round(size.width), height: Math.round(size.height) };
}

/**
 * The size the map box has on this screen, for a loader to list what the map will show. The
 * server cannot know it and assumes a wide screen's box, which the browser then corrects.
 */
export function mapBoxSize(): PixelSize {
  return shownSize ?? WIDE_MAP_PX;
}
