import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, newBuilds } from '../../../db/schema/index.ts';
import { registerMember } from '../../../test-support/members.ts';
import { COMPLETE_RENT } from '../../../test-support/postings.ts';
import { createTestApp, SITE_ORIGIN, type TestApp } from '../../../test-support/test-app.ts';
import { newPhotoId } from '../draft-photo-files.ts';
import { LocalDiskStorage } from '../photo-storage.ts';
import { removeUnusedPhotos, UNUSED_PHOTO_GRACE_MS } from '../unused-photos.ts';

let api: TestApp;
/** The storage the API writes posted photos to, read here as the sweep reads it. */
let storage: LocalDiskStorage;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
  storage = new LocalDiskStorage(path.join(api.photoCacheDir, 'posted'));
});
afterAll(() => api.close());

const send = (cookie: string, method: 'POST' | 'GET', url: string, payload?: object) =>
  api.app.inject({ method, url, headers: { origin: SITE_ORIGIN, cookie }, payload: payload ?? {} });

async function uploadPhoto(cookie: string, draftId: number, colour: string) {
  const image = await sharp({
    create: { width: 640, height: 480, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await api.app.inject({
    method: 'POST',
    url: `/v1/user/drafts/${draftId}/photos`,
    headers: { origin: SITE_ORIGIN, cookie, 'content-type': 'image/jpeg' },
    payload: image,
  });
  expect(uploaded.statusCode).toBe(201);
  return uploaded.json().data.id as string;
}

const photoSetOf = async (id: number) =>
  (await api.db.select({ set: listings.photoSet }).from(listings).where(eq(listings.id, id)))[0]!
    .set!;
const stored = async (key: string) => (await storage.get(`${key}/320.webp`)) !== null;
const storedSet = async (set: string) => (await storage.get(`listings/${set}/0-320.webp`)) !== null;

describe('the unused-photo sweep', () => {
  it('removes photos an edit replaced and uploads no draft kept, after the grace period only', async () => {
    const { cookie } = await registerMember(api.app);
    // A listing posted with one photo, then edited to another: its first set is unused.
    const draft = (
      await send(cookie, 'POST', '/v1/user/drafts', { section: 'rent', type: 1 })
    ).json().data.id as number;
    await uploadPhoto(cookie, draft, '#aa3333');
    const id = await publishWithFields(cookie, draft);
    const replaced = await photoSetOf(id);
    const edit = (await send(cookie, 'POST', `/v1/user/listings/${id}/edit`)).json().data
      .id as number;
    await uploadPhoto(cookie, edit, '#3333aa');
    expect((await send(cookie, 'POST', `/v1/user/drafts/${edit}/publish`)).statusCode).toBe(200);
    const current = await photoSetOf(id);
    expect(current).not.toBe(replaced);
    // A draft still being written keeps its photo; an upload whose draft row never came is lost.
    const writing = (
      await send(cookie, 'POST', '/v1/user/drafts', { section: 'sale', type: 2 })
    ).json().data.id as number;
    const kept = await uploadPhoto(cookie, writing, '#33aa33');
    const abandoned = newPhotoId();
    await storage.put(`drafts/${abandoned}/320.webp`, Buffer.from('never saved'));

    const today = await removeUnusedPhotos({ db: api.db, storage, now: new Date() });
    expect(today).toEqual([]);
    expect(await storedSet(replaced)).toBe(true);

    const later = new Date(Date.now() + UNUSED_PHOTO_GRACE_MS + 60_000);
    // Two API instances sweeping at the same moment: each folder goes once, nothing fails.
    const [first, second] = await Promise.all([
      removeUnusedPhotos({ db: api.db, storage, now: later }),
      removeUnusedPhotos({ db: api.db, storage, now: later }),
    ]);
    expect(new Set([...first, ...second])).toEqual(
      new Set([`listings/${replaced}`, `drafts/${abandoned}`]),
    );
    expect(await storedSet(replaced)).toBe(false);
    expect(await stored(`drafts/${abandoned}`)).toBe(false);
    expect(await storedSet(current)).toBe(true);
    expect(await stored(`drafts/${kept}`)).toBe(true);
    // The listing's page still shows its photo.
    const detail = (await api.app.inject({ url: `/v1/listings/${id}` })).json();
    const photo = await api.app.inject({ url: new URL(detail.photos[0].src).pathname });
    expect(photo.statusCode).toBe(200);
  });

  it('keeps the photo set a posted new-build project shows', async () => {
    const [project] = await api.db.select({ id: newBuilds.id }).from(newBuilds).limit(1);
    const photoSet = newPhotoId();
    await storage.put(`listings/${photoSet}/0-320.webp`, Buffer.from('project photo'));
    await api.db.update(newBuilds).set({ photoSet }).where(eq(newBuilds.id, project!.id));
    const later = new Date(Date.now() + 2 * UNUSED_PHOTO_GRACE_MS);
    const removed = await removeUnusedPhotos({ db: api.db, storage, now: later });
    expect(removed).not.toContain(`listings/${photoSet}`);
    expect(await storedSet(photoSet)).toBe(true);
  });

  it('leaves news images and folders that are not photo ids alone', async () => {
    await storage.put('news/0123456789abcdef0123456789abcdef/320.webp', Buffer.from('news'));
    await storage.put('drafts/not-a-photo-id/320.webp', Buffer.from('odd'));
    const later = new Date(Date.now() + 2 * UNUSED_PHOTO_GRACE_MS);
    await removeUnusedPhotos({ db: api.db, storage, now: later });
    expect(await stored('news/0123456789abcdef0123456789abcdef')).toBe(true);
    expect(await stored('drafts/not-a-photo-id')).toBe(true);
  });
});

/** Fills a rent draft with what publishing asks for and publishes it; the listing's id. */
async function publishWithFields(cookie: string, draftId: number) {
  await api.app.inject({
    method: 'PUT',
    url: `/v1/user/drafts/${draftId}`,
    headers: { origin: SITE_ORIGIN, cookie },
    payload: COMPLETE_RENT,
  });
  const published = await send(cookie, 'POST', `/v1/user/drafts/${draftId}/publish`);
  expect(published.statusCode).toBe(201);
  return published.json().data.id as number;
}
