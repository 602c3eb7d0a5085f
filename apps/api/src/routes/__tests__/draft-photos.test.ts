import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../test-support/members.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(() => api.close());

/** A phone photo with its camera's EXIF and GPS position. */
function phonePhoto(colour = '#3366aa') {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1' },
    })
    .toBuffer();
}

function upload(
  cookie: string,
  draftId: number,
  body: Buffer,
  { type = 'image/jpeg', origin = SITE_ORIGIN, key = '' } = {},
) {
  return api.app.inject({
    method: 'POST',
    url: `/v1/user/drafts/${draftId}/photos`,
    headers: {
      origin,
      'content-type': type,
      ...(cookie && { cookie }),
      ...(key && { 'idempotency-key': key }),
    },
    payload: body,
  });
}

const send = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  cookie: string,
  payload?: object,
) =>
  api.app.inject({
    method,
    url,
    headers: { origin: SITE_ORIGIN, cookie },
    ...(payload && { payload }),
  });

async function memberWithDraft() {
  const { cookie } = await registerMember(api.app);
  const created = await send('POST', '/v1/user/drafts', cookie, { section: 'rent', type: 1 });
  return { cookie, draftId: created.json().data.id as number };
}

const photosOf = async (cookie: string, draftId: number) =>
  (await send('GET', `/v1/user/drafts/${draftId}`, cookie)).json().data.photos as {
    id: string;
    src: string;
  }[];

/** A stored file, fetched by its URL's path as the browser would. */
const fetchPhoto = (src: string) => api.app.inject({ url: new URL(src).pathname });

describe('draft photos', () => {
  it('stores an upload without any of its metadata, at the sizes the site asks for', async () => {
    const { cookie, draftId } = await memberWithDraft();
    const response = await upload(cookie, draftId, await phonePhoto());
    expect(response.statusCode).toBe(201);
    const [photo] = await photosOf(cookie, draftId);
    const served = await fetchPhoto(photo!.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([640, 480, undefined]);
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it.each([
    ['a text file', Buffer.from('hello'), 'text/plain'],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg'],
  ])('refuses %s with a clear message and keeps the draft as it was', async (_, body, type) => {
    const { cookie, draftId } = await memberWithDraft();
    await upload(cookie, draftId, await phonePhoto());
    const response = await upload(cookie, draftId, body, { type });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toMatch(/JPEG、PNG、WebP 或 HEIC/);
    expect(await photosOf(cookie, draftId)).toHaveLength(1);
  });

  it('stores an upload sent again with its Idempotency-Key once, and another file under it not at all', async () => {
    const { cookie, draftId } = await memberWithDraft();
    const photo = await phonePhoto();
    const key = `photo-${draftId}-first`;
    const first = await upload(cookie, draftId, photo, { key });
    const again = await upload(cookie, draftId, photo, { key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await upload(cookie, draftId, Buffer.concat([photo, Buffer.from([0])]), { key });
    expect(other.statusCode).toBe(422);
    expect(await photosOf(cookie, draftId)).toHaveLength(1);
  });

  it('refuses a file over 15 MB', async () => {
    const { cookie, draftId } = await memberWithDraft();
    const response = await upload(cookie, draftId, Buffer.alloc(15 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('每張照片不能超過 15 MB，請縮小後再上傳');
  });

  it('refuses more than 20 photos', async () => {
    const { cookie, draftId } = await memberWithDraft();
    const photo = await phonePhoto();
    for (let index = 0; index < 20; index += 1) {
      expect((await upload(cookie, draftId, photo)).statusCode).toBe(201);
    }
    const response = await upload(cookie, draftId, photo);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('每個物件最多 20 張照片');
  }, 60_000);

  it('refuses visitors, other members and foreign origins', async () => {
    const { cookie, draftId } = await memberWithDraft();
    const photo = await phonePhoto();
    expect((await upload('', draftId, photo)).statusCode).toBe(401);
    const other = await registerMember(api.app);
    expect((await upload(other.cookie, draftId, photo)).statusCode).toBe(404);
    expect((await upload(cookie, draftId, photo, { origin: FOREIGN_ORIGIN })).statusCode).toBe(403);
  });

  it('reorders photos (the first is the cover) and closes up after a deletion', async () => {
    const { cookie, draftId } = await memberWithDraft();
    for (const colour of ['#ff0000', '#00ff00', '#0000ff']) {
      await upload(cookie, draftId, await phonePhoto(colour));
    }
    const [red, green, blue] = (await photosOf(cookie, draftId)).map((photo) => photo.id);
    const order = [blue!, red!, green!];
    const moved = await send('PUT', `/v1/user/drafts/${draftId}/photos/order`, cookie, {
      ids: order,
    });
    expect(moved.statusCode).toBe(200);
    expect((await photosOf(cookie, draftId)).map((photo) => photo.id)).toEqual(order);

    const stale = await send('PUT', `/v1/user/drafts/${draftId}/photos/order`, cookie, {
      ids: [red, green],
    });
    expect(stale.statusCode).toBe(409);

    expect(
      (await send('DELETE', `/v1/user/drafts/${draftId}/photos/${blue}`, cookie)).statusCode,
    ).toBe(200);
    const rest = await photosOf(cookie, draftId);
    expect(rest.map((photo) => photo.id)).toEqual([red, green]);
    expect((await fetchPhoto(rest[0]!.src)).statusCode).toBe(200);
  });

  it('publishes the photos with the listing, in order, at URLs kept for a year', async () => {
    const { cookie, draftId } = await memberWithDraft();
    await upload(cookie, draftId, await phonePhoto('#ff0000'));
    await upload(cookie, draftId, await phonePhoto('#0000ff'));
    const draftPhotos = await photosOf(cookie, draftId);
    await send('PUT', `/v1/user/drafts/${draftId}`, cookie, {
      kind: 2,
      regionId: 1,
      districtId: 1,
      road: '照片路一段',
      lat: 25.04,
      lng: 121.51,
      title: '有兩張照片的套房',
      price: 15_000,
      depositMonths: 2,
      area: 10,
      floor: 3,
      totalFloors: 5,
      posterRole: 'owner',
    });
    const published = await send('POST', `/v1/user/drafts/${draftId}/publish`, cookie, {});
    expect(published.statusCode).toBe(201);
    const detail = (
      await api.app.inject({ url: `/v1/listings/${published.json().data.id}` })
    ).json();
    expect(detail.photos).toHaveLength(2);
    const first = await fetchPhoto(detail.photos[0].src);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { data } = await sharp(first.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    // The draft's own files are gone with it.
    expect((await fetchPhoto(draftPhotos[0]!.src)).statusCode).toBe(404);
  });
});
