import type {
  DraftPhotoDeleted,
  NewBuildDraft,
  NewBuildDraftFields,
  NewBuildDraftList,
  NewBuildPhotoOrder,
  NewBuildPhotoUploaded,
  PublishedNewBuild,
} from '@591/contract';
import { type FormResult, readMember, submit } from './member.ts';
import { uploadPhoto } from './posting.ts';

const DRAFTS = 'v1/user/new-build-drafts';

/** POST /v1/user/new-build-drafts: a new, empty project draft, sent as `createDraft` is. */
export function createNewBuildDraft(): Promise<FormResult<NewBuildDraft>> {
  return submit(DRAFTS, {}, 'post', { once: true });
}

/** GET /v1/user/new-build-drafts/{id}. */
export function fetchNewBuildDraft(id: number) {
  return readMember<NewBuildDraft>(`${DRAFTS}/${id}`);
}

/** GET /v1/user/new-build-drafts: the member's project drafts, the latest saved first. */
export function fetchNewBuildDrafts() {
  return readMember<NewBuildDraftList['data']>(DRAFTS);
}

/** PUT /v1/user/new-build-drafts/{id}: as `saveDraft`, for a project's form. */
export function saveNewBuildDraft(
  id: number,
  fields: NewBuildDraftFields,
  draftSave?: string,
): Promise<FormResult<NewBuildDraft>> {
  return submit(`${DRAFTS}/${id}`, fields, 'put', { draftSave });
}

/**
 * POST /v1/user/new-builds/{id}/edit: the draft that edits one of the member's published
 * projects, opened from the project as it stands (or the one already open).
 */
export function editNewBuild(projectId: number): Promise<FormResult<NewBuildDraft>> {
  return submit(`v1/user/new-builds/${projectId}/edit`);
}

/**
 * POST /v1/user/new-build-drafts/{id}/publish: the project goes live; a gap is named at its
 * field. Sent once: an answer lost on the way is asked for again with the same key.
 */
export function publishNewBuildDraft(id: number): Promise<FormResult<PublishedNewBuild['data']>> {
  return submit(`${DRAFTS}/${id}/publish`, {}, 'post', { once: true });
}

/** POST /v1/user/new-build-drafts/{id}/photos?album=: one photo into one album, with progress. */
export function uploadNewBuildPhoto(
  draftId: number,
  album: NewBuildPhotoOrder['album'],
  file: Blob,
  onProgress: (sent: number) => void,
) {
  return uploadPhoto<NewBuildPhotoUploaded['data']>(
    `${DRAFTS}/${draftId}/photos?album=${album}`,
    file,
    onProgress,
  );
}

/** PUT /v1/user/new-build-drafts/{id}/photos/order: one album in its new order. */
export function reorderNewBuildPhotos(draftId: number, order: NewBuildPhotoOrder) {
  return submit<NewBuildPhotoOrder>(`${DRAFTS}/${draftId}/photos/order`, order, 'put');
}

/** DELETE /v1/user/new-build-drafts/{id}/photos/{photoId}. */
export function deleteNewBuildPhoto(draftId: number, photoId: string) {
  return submit<DraftPhotoDeleted['data']>(
    `${DRAFTS}/${draftId}/photos/${photoId}`,
    undefined,
    'delete',
  );
}
