import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import {
  newBuildDrafts,
  newBuildStations,
  newBuilds,
  postedNewBuildIds,
} from '../db/schema/index.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { ApiDeps } from './api-deps.ts';
import { alertNewBuildSearches } from './new-build-alerts.ts';
import { draftAlbumIds, type NewBuildDraftRow } from './new-build-drafts.ts';
import { type NewBuildRow, ownNewBuild } from './new-build-edits.ts';
import { newBuildFromDraft, type PostedAlbums } from './new-build-from-draft.ts';
import { copyToListing, deleteDraftPhotoFiles } from './photo-uploads/draft-photo-files.ts';

type PublishDeps = Pick<ApiDeps, 'db' | 'catalog' | 'postedPhotos'>;

/** What publishing did: the project's id, and whether it is a new one (or an edited one). */
export interface PublishedProject {
  id: number;
  created: boolean;
}

/** A second publish of one draft (two taps, two tabs) that came second. */
export const PROJECT_DRAFT_PUBLISHED_MEANWHILE = '這份草稿已經刊登成建案';

/**
 * A project draft published, checked in full as it is, in one transaction or nothing
 * changed, the draft gone. A new draft puts a new project on the list and its page at once,
 * owned by the member (its 預約賞屋 come to them), and each saved search it matches gets an
 * alert. An edit draft (修改) updates its project in place: it keeps its id, first sale, views
 * and status; a moved pin brings its nearby stations anew; new photos replace the old ones,
 * and without any the old ones stay. The draft is taken first in that transaction: a second
 * publish of it (two taps) finds it gone and publishes nothing. Written through `write` (the
 * transaction of a keyed write: sendWrittenOnce), the draft's photo files are deleted once that
 * has committed (`afterCommit`).
 */
export async function publishNewBuildDraft(
  deps: PublishDeps,
  draft: NewBuildDraftRow,
  write: Database | Transaction = deps.db,
  now = new Date(),
): Promise<{ published: PublishedProject; afterCommit: () => Promise<void> }> {
  const { catalog, postedPhotos } = deps;
  const edited =
    draft.newBuildId === null ? null : await ownNewBuild(write, draft.memberId, draft.newBuildId);
  const albums = await draftAlbumIds(write, draft.id);
  const photoIds = [...albums.exterior, ...albums.floorPlans, ...albums.surroundings];
  const counts: PostedAlbums =
    edited && photoIds.length === 0
      ? keptAlbums(edited)
      : {
          photoSet: null,
          exterior: albums.exterior.length,
          floorPlans: albums.floorPlans.length,
          surroundings: albums.surroundings.length,
        };
  // Checked before any photo is copied: a refused draft leaves nothing behind.
  newBuildFromDraft(draft.fields, draft.memberId, catalog, counts, now);
  const photos = photoIds.length
    ? { ...counts, photoSet: (await copyToListing(postedPhotos, photoIds)).photoSet }
    : counts;
  const { row, stations } = newBuildFromDraft(draft.fields, draft.memberId, catalog, photos, now);
  const id = await write.transaction(async (tx) => {
    const taken = await tx
      .delete(newBuildDrafts)
      .where(eq(newBuildDrafts.id, draft.id))
      .returning({ id: newBuildDrafts.id });
    if (taken.length === 0) throw new HttpError(409, PROJECT_DRAFT_PUBLISHED_MEANWHILE);
    const projectId = edited ? await updateProject(tx, edited, row) : await insertProject(tx, row);
    await tx.delete(newBuildStations).where(eq(newBuildStations.newBuildId, projectId));
    if (stations.length > 0) {
      await tx
        .insert(newBuildStations)
        .values(stations.map((near) => ({ newBuildId: projectId, ...near })));
    }
    // The searches it matches are told with the project, or not at all.
    if (!edited) await alertNewBuildSearches(tx, catalog, projectId, now);
    return projectId;
  });
  return {
    published: { id, created: !edited },
    afterCommit: async () => {
      await deleteDraftPhotoFiles(postedPhotos, photoIds);
    },
  };
}

type ProjectValues = ReturnType<typeof newBuildFromDraft>['row'];

async function insertProject(tx: Transaction, row: ProjectValues): Promise<number> {
  const [project] = await tx
    .insert(newBuilds)
    .values({ id: sql`nextval(${postedNewBuildIds.seqName})`, ...row })
    .returning({ id: newBuilds.id });
  return project!.id;
}

/** The edit's values over the project, but what the site keeps of it itself. */
async function updateProject(
  tx: Transaction,
  project: NewBuildRow,
  row: ProjectValues,
): Promise<number> {
  const {
    openedOn: _opened,
    views: _views,
    saleStatus: _status,
    photoSeed: _seed,
    hasPanorama: _panorama,
    ownerMemberId: _owner,
    ...edited
  } = row;
  await tx.update(newBuilds).set(edited).where(eq(newBuilds.id, project.id));
  return project.id;
}

/** A project's own photos, as they stay when an edit uploads none. */
function keptAlbums(project: NewBuildRow): PostedAlbums {
  return {
    photoSet: project.photoSet,
    exterior: project.exteriorPhotos,
    floorPlans: project.floorPlanPhotos,
    surroundings: project.surroundingsPhotos,
  };
}
