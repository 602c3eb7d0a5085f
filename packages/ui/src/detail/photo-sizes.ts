import { minWidthQuery } from '@591/config';

/**
 * How wide a detail page's main photo shows: the gallery's `sizes`, and the head's preload of
 * the first photo, which must ask for the same file.
 */
export const DETAIL_PHOTO_SIZES = `${minWidthQuery('md')} 800px, 100vw`;
