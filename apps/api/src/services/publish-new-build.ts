import { eq, sql } from 'drizzle-orm';
import {
  newBuildDrafts,
  newBuildStations,
  newBuilds,
  postedNewBuildIds,
} from '../db/schema/index.ts';
import type { ApiDeps } from './api-deps.ts';
import { alertNewBuildSearches } from './new-build-alerts.ts';
import { draftAlbumIds, type NewBuildDraftRow } from './new-build-drafts.ts';
import { newBuildFromDraft } from './new-build-from-draft.ts';
import { copyToListing, deleteDraftPhotoFiles } from './photo-uploads/draft-photo-files.ts';

type PublishDeps = Pick<ApiDeps, 'db' | 'catalog' | 'postedPhotos'>;

/**
 * A project draft published, checked in full as it is: the project is on the list and its
 * page at once, owned by the member (its 預約賞屋 come to them), the draft gone, in one
 * transaction or nothing changed; then each saved search it matches gets an alert.
 */
export async function publishNewBuildDraft(
  { db, catalog, postedPhotos }: PublishDeps,
  draft: NewBuildDraftRow,
  now = new Date(),
): Promise<number> {
  const albums = await draftAlbumIds(db, draft.id);
  const counts = {
    exterior: albums.exterior.length,
    floorPlans: albums.floorPlans.length,
    surroundings: albums.surroundings.length,
  };
  // Checked before any photo is copied: a refused draft leaves nothing behind.
  newBuildFromDraft(draft.fields, draft.memberId, catalog, { photoSet: null, ...counts }, now);
  const photoIds = [...albums.exterior, ...albums.floorPlans, ...albums.surroundings];
  const { photoSet } = await copyToListing(postedPhotos, photoIds);
  const { row, stations } = newBuildFromDraft(
    draft.fields,
    draft.memberId,
    catalog,
    { photoSet, ...counts },
    now,
  );
  const id = await db.transaction(async (tx) => {
    const [project] = await tx
      .insert(newBuilds)
      .values({ id: sql`nextval(${postedNewBuildIds.seqName})`, ...row })
      .returning({ id: newBuilds.id });
    const newBuildId = project!.id;
    if (stations.length > 0) {
      await tx.insert(newBuildStations).values(stations.map((near) => ({ newBuildId, ...near })));
    }
    await tx.delete(newBuildDrafts).where(eq(newBuildDrafts.id, draft.id));
    return newBuildId;
  });
  await deleteDraftPhotoFiles(postedPhotos, photoIds);
  await alertNewBuildSearches(db, catalog, id, now);
  return id;
}
