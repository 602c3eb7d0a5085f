import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 30 });
});
afterAll(() => api.close());

describe('listing photos', () => {
  it('links every photo of a listing in three widths of AVIF and WebP under a versioned path', async () => {
    const [card] = (await api.app.inject('/v1/rent/listings?pageSize=1')).json().items;
    const detail = (await api.app.inject(`/v1/listings/${card.id}`)).json();
    expect(detail.photos).toHaveLength(detail.photoCount);
    const photo = detail.photos[0];
    expect(photo.srcset.webp.split(', ')).toHaveLength(3);
    expect(photo.src).toMatch(/^https:\/\/api\.591\.com\.tw\/v1\/photos\/r1\/\d+-\d+-0-640\.webp$/);
  });

  it('draws a photo on first request, caches it on disk and serves it immutable', async () => {
    const url = '/v1/photos/r1/1-3-0-320.webp';
    const first = await api.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(await readdir(path.join(api.photoCacheDir, 'r1'))).toContain('1-3-0-320.webp');
    const second = await api.app.inject(url);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('serves AVIF', async () => {
    const response = await api.app.inject('/v1/photos/r1/11-2-1-320.avif');
    expect(response.headers['content-type']).toBe('image/avif');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('heif');
  });

  it('renders concurrent requests for one photo once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => api.app.inject('/v1/photos/r1/5-4-2-640.webp')),
    );
    expect(new Set(responses.map((response) => response.rawPayload.toString('base64'))).size).toBe(
      1,
    );
  });

  it.each([
    ['/v1/photos/r0/1-3-0-320.webp', 404],
    ['/v1/photos/r1/99-3-0-320.webp', 404],
    ['/v1/photos/r1/1-99-0-320.webp', 404],
    ['/v1/photos/r1/1-3-9-320.webp', 404],
    ['/v1/photos/r1/1-3-0-333.webp', 400],
    ['/v1/photos/r1/1-3-0-320.png', 400],
    ['/v1/photos/r1/..%2F..%2Fetc%2Fpasswd', 400],
  ])('refuses %s', async (url, status) => {
    expect((await api.app.inject(url)).statusCode).toBe(status);
  });
});
