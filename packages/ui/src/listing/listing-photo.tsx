import type { Photo } from '@591/api-client';

interface ListingPhotoProps {
  photo: Photo;
  alt: string;
  /** The `sizes` attribute: how wide the photo shows at each viewport width. */
  sizes: string;
  className?: string;
  /**
   * The page's largest paint (the first card, a detail's first photo): fetched at once with
   * high priority. Every other photo waits until it nears the viewport.
   */
  eager?: boolean;
}

/** A listing photo in AVIF where the browser takes it, else WebP, at the width it needs. */
export function ListingPhoto({ photo, alt, sizes, className, eager = false }: ListingPhotoProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.srcset.avif} sizes={sizes} />
      <img
        className={className}
        src={photo.src}
        srcSet={photo.srcset.webp}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        // Never 'sync': a large photo decoded in the rendering task blocks input for long.
        decoding="async"
      />
    </picture>
  );
}
