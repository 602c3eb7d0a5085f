import type { Photo } from '@591/api-client';
import { minWidthQuery } from '@591/config';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ListingPhoto } from '../listing/listing-photo.tsx';
import { DETAIL_PHOTO_SIZES } from './photo-sizes.ts';
import { useSwipe } from './use-swipe.ts';

const CSS = `
.gallery{position:relative;border-radius:8px}
.gallery:focus-visible{outline:2px solid #b35000;outline-offset:4px}
.gallery__stage{position:relative;aspect-ratio:4/3;overflow:hidden;border-radius:8px;background:#f2f2f2;touch-action:pan-y;user-select:none}
.gallery__photo{display:block;width:100%;height:100%;object-fit:cover;-webkit-user-drag:none}
.gallery__empty{display:flex;align-items:center;justify-content:center;aspect-ratio:4/3;border-radius:8px;background:#f2f2f2;color:#555;font-size:18px}
.gallery__step{position:absolute;top:50%;display:flex;align-items:center;justify-content:center;width:44px;height:44px;margin-top:-22px;padding:0;border:0;border-radius:50%;background:rgba(0,0,0,.6);color:#fff;font-size:28px;line-height:1;cursor:pointer}
.gallery__step:hover{background:rgba(0,0,0,.8)}
.gallery__step:focus-visible{outline:3px solid #fff;box-shadow:0 0 0 5px #b35000}
.gallery__step--prev{left:8px}
.gallery__step--next{right:8px}
.gallery__counter{position:absolute;right:8px;bottom:8px;margin:0;padding:2px 10px;border-radius:12px;background:rgba(0,0,0,.7);color:#fff;font-size:14px}
.gallery__thumbs{display:flex;gap:8px;margin:8px 0 0;padding:2px;list-style:none;overflow-x:auto;scrollbar-width:thin}
.gallery__thumb{display:block;flex:none;width:72px;padding:0;border:2px solid transparent;border-radius:6px;background:none;cursor:pointer;opacity:.75}
.gallery__thumb[aria-current="true"]{border-color:#b35000;opacity:1}
.gallery__thumb:hover{opacity:1}
.gallery__thumb img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:4px;background:#f2f2f2}
@media ${minWidthQuery('md')}{
.gallery__thumb{width:96px}
}
`;

const THUMB_SIZES = `${minWidthQuery('md')} 96px, 72px`;

/**
 * A listing's photos: the main photo with previous and next buttons, a counter and a row of
 * thumbnails. Arrow keys step while the gallery has focus, and a swipe steps on touch
 * screens. The first photo is the page's largest paint; every other one loads when shown.
 * The photo box keeps 4:3 whatever loads, so nothing below it moves.
 */
export function PhotoGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const swipe = useSwipe((direction) => step(-direction));
  const thumbs = useThumbnailFollow(index);

  if (count === 0) {
    return (
      <div className="gallery__empty">
        <style href="@591/ui/photo-gallery" precedence="default">
          {CSS}
        </style>
        暫無照片
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    setIndex((target + count) % count);
  };

  const photo = photos[Math.min(index, count - 1)]!;
  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      aria-label="物件照片"
      aria-keyshortcuts="ArrowLeft ArrowRight"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys step the photos while the gallery has focus
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <style href="@591/ui/photo-gallery" precedence="default">
        {CSS}
      </style>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a swipe repeats what the buttons and arrow keys do */}
      <div className="gallery__stage" {...swipe} onDragStart={(event) => event.preventDefault()}>
        <ListingPhoto
          key={index}
          className="gallery__photo"
          photo={photo}
          alt={`${title}，第 ${index + 1} 張照片`}
          sizes={DETAIL_PHOTO_SIZES}
          eager={index === 0}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__step gallery__step--prev"
              aria-label="上一張照片"
              onClick={() => step(-1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery__step gallery__step--next"
              aria-label="下一張照片"
              onClick={() => step(1)}
            >
              ›
            </button>
          </>
        )}
        <p className="gallery__counter" aria-live="polite" data-testid="gallery-counter">
          {index + 1} / {count}
        </p>
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs" ref={thumbs} aria-label="縮圖">
          {photos.map((thumb, position) => (
            <li key={thumb.src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`第 ${position + 1} 張照片`}
                aria-current={position === index}
                onClick={() => setIndex(position)}
              >
                <ListingPhoto photo={thumb} alt="" sizes={THUMB_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Keeps the current thumbnail in view inside its row, without scrolling the page. */
function useThumbnailFollow(index: number) {
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const current = list?.children[index] as HTMLElement | undefined;
    if (!list || !current) return;
    const left = current.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [index]);
  return row;
}
