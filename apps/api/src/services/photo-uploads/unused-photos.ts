import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { draftPhotos, listings, newBuildDraftPhotos, newBuilds } from '../../db/schema/index.ts';
import type { PhotoStorage } from './photo-storage.ts';

/**
 * How long stored photos stay before the sweep may remove them: far longer than an upload,
 * a publish or an edit takes between writing files and saving the row that names them, and
 * a day in which a page rendered before an edit still shows the photos it replaced.
 */
export const UNUSED_PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;

/** What newPhotoId makes: any other folder is not the sweep's to touch. */
const PHOTO_NAME = /^[0-9a-f]{32}$/;

/** Names looked up in the database at a time. */
const CHUNK = 500;

/**
 * The folders the sweep looks at, and what names a folder still in use. Listings and new-build
 * projects share both: their drafts' photos are stored under drafts/, and a published one's
 * photo set under listings/. Anything new that stores photos there must be named here.
 */
const FOLDERS = [
  { prefix: 'drafts', usedOf: usedDraftPhotos },
  { prefix: 'listings', usedOf: usedPhotoSets },
] as const;

async function usedDraftPhotos(db: Database, names: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ name: draftPhotos.id })
    .from(draftPhotos)
    .where(inArray(draftPhotos.id, names))
    .union(
      db
        .select({ name: newBuildDraftPhotos.id })
        .from(newBuildDraftPhotos)
        .where(inArray(newBuildDraftPhotos.id, names)),
    );
  return new Set(rows.map((row) => row.name));
}

async function usedPhotoSets(db: Database, names: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ name: listings.photoSet })
    .from(listings)
    .where(inArray(listings.photoSet, names))
    .union(
      db
        .select({ name: newBuilds.photoSet })
        .from(newBuilds)
        .where(inArray(newBuilds.photoSet, names)),
    );
  return new Set(rows.map((row) => row.name ?? ''));
}

export interface UnusedPhotoSweep {
  db: Database;
  storage: PhotoStorage;
  now: Date;
  graceMs?: number;
}

/**
 * Removes stored photos nothing uses any more: a draft photo whose draft was deleted or
 * published (or whose upload never became a draft photo), a listing's photo set an edit
 * replaced. Only folders older than the grace period are looked at, and each is checked
 * against the database just before it goes, so a photo a draft or listing names always stays.
 * A name once unused is never used again (ids are random and new each time), and removing
 * is idempotent, so two instances sweeping at once remove each folder at most once between
 * them, never a used one. Returns the keys removed.
 */
export async function removeUnusedPhotos({
  db,
  storage,
  now,
  graceMs = UNUSED_PHOTO_GRACE_MS,
}: UnusedPhotoSweep): Promise<string[]> {
  const writtenBefore = now.getTime() - graceMs;
  const removed: string[] = [];
  for (const { prefix, usedOf } of FOLDERS) {
    const old = (await storage.listFolders(prefix))
      .filter((folder) => PHOTO_NAME.test(folder.name))
      .filter((folder) => folder.modifiedAt.getTime() < writtenBefore)
      .map((folder) => folder.name);
    for (let start = 0; start < old.length; start += CHUNK) {
      const names = old.slice(start, start + CHUNK);
      const used = await usedOf(db, names);
      const unused = names.filter((name) => !used.has(name)).map((name) => `${prefix}/${name}`);
      await Promise.all(unused.map((key) => storage.deletePrefix(key)));
      removed.push(...unused);
    }
  }
  return removed;
}
