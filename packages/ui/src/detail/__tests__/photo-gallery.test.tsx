import type { Photo } from '@591/api-client';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoGallery } from '../photo-gallery.tsx';

afterEach(cleanup);

const photo = (index: number): Photo => ({
  index,
  width: 1280,
  height: 960,
  src: `https://api.example/p-${index}-640.webp`,
  srcset: {
    avif: `https://api.example/p-${index}-320.avif 320w`,
    webp: `https://api.example/p-${index}-320.webp 320w`,
  },
});

const PHOTOS = [photo(0), photo(1), photo(2)];

function renderGallery(photos = PHOTOS) {
  render(<PhotoGallery photos={photos} title="信義區兩房" />);
  return screen.getByRole('region', { name: '物件照片' });
}

const counter = () => screen.getByTestId('gallery-counter').textContent;
const mainPhoto = () => screen.getByRole('img', { name: /信義區兩房/ });

describe('PhotoGallery', () => {
  it('shows the first photo eagerly with high priority, and every thumbnail lazily', () => {
    renderGallery();
    expect(counter()).toBe('1 / 3');
    expect(mainPhoto().getAttribute('alt')).toBe('信義區兩房，第 1 張照片');
    expect(mainPhoto().getAttribute('loading')).toBe('eager');
    expect(mainPhoto().getAttribute('fetchpriority')).toBe('high');
    expect(mainPhoto().getAttribute('width')).toBe('1280');
    expect(mainPhoto().getAttribute('height')).toBe('960');
    const thumbnails = screen.getAllByRole('button', { name: /^第 \d 張照片$/ });
    expect(thumbnails).toHaveLength(3);
    for (const thumbnail of thumbnails) {
      expect(thumbnail.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    }
  });

  it('steps with the arrow keys while it has focus, wrapping at both ends', () => {
    const gallery = renderGallery();
    expect(gallery.tabIndex).toBe(0);
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 3');
    expect(mainPhoto().getAttribute('alt')).toBe('信義區兩房，第 2 張照片');
    expect(mainPhoto().getAttribute('loading')).toBe('lazy');
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 / 3');
    fireEvent.keyDown(gallery, { key: 'Home' });
    expect(counter()).toBe('1 / 3');
    fireEvent.keyDown(gallery, { key: 'End' });
    expect(counter()).toBe('3 / 3');
  });

  it('takes the arrow keys from a focused button inside it too, and leaves other keys alone', () => {
    renderGallery();
    const next = screen.getByRole('button', { name: '下一張照片' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 3');
    const tab = fireEvent.keyDown(next, { key: 'Tab' });
    expect(tab).toBe(true);
    expect(counter()).toBe('2 / 3');
  });

  it('steps with the previous and next buttons and jumps with a thumbnail', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: '上一張照片' }));
    expect(counter()).toBe('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: '下一張照片' }));
    expect(counter()).toBe('1 / 3');
    const second = screen.getByRole('button', { name: '第 2 張照片' });
    fireEvent.click(second);
    expect(counter()).toBe('2 / 3');
    expect(second.getAttribute('aria-current')).toBe('true');
  });

  it('goes to the next photo on a swipe to the left and back on a swipe to the right', () => {
    renderGallery();
    const stage = mainPhoto().closest('.gallery__stage')!;
    const swipe = (fromX: number, toX: number, toY = 100) => {
      fireEvent.pointerDown(stage, { pointerId: 1, button: 0, clientX: fromX, clientY: 100 });
      fireEvent.pointerUp(stage, { pointerId: 1, button: 0, clientX: toX, clientY: toY });
    };
    swipe(300, 150);
    expect(counter()).toBe('2 / 3');
    swipe(100, 260);
    expect(counter()).toBe('1 / 3');
    // A short move is a tap, a mostly vertical one a scroll: neither changes the photo.
    swipe(300, 280);
    swipe(300, 240, 300);
    expect(counter()).toBe('1 / 3');
    fireEvent.pointerDown(stage, { pointerId: 2, button: 0, clientX: 300, clientY: 100 });
    fireEvent.pointerCancel(stage, { pointerId: 2 });
    fireEvent.pointerUp(stage, { pointerId: 2, button: 0, clientX: 100, clientY: 100 });
    expect(counter()).toBe('1 / 3');
  });

  it('has no buttons to step with a single photo', () => {
    renderGallery([photo(0)]);
    expect(counter()).toBe('1 / 1');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says 暫無照片 when the listing has no photos', () => {
    render(<PhotoGallery photos={[]} title="信義區兩房" />);
    expect(screen.getByText('暫無照片')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('hydrates the markup the server rendered without a mismatch', async () => {
    const page = <PhotoGallery photos={PHOTOS} title="信義區兩房" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const mismatches = vi.fn();
    // React reports attribute mismatches on the console rather than as recoverable errors.
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: mismatches });
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    consoleErrors.mockRestore();
    container.remove();
  });
});
