import { originOf } from '@591/config';
import type {
  Confirmation,
  DraftDeleted,
  DraftFields,
  DraftList,
  DraftPhotoDeleted,
  DraftPhotoOrder,
  DraftPhotoUploaded,
  ListingDraft,
  ListingStatus,
  PriceChange,
  PublishedListing,
  Section,
  StatusChange,
} from '@591/contract';
import { idempotencyKey, PASSING_FAULTS, RETRY_SAFE_WRITE } from './clients.ts';
import { type FormResult, readMember, submit } from './member.ts';

/**
 * POST /v1/user/drafts: a new, empty draft of a rent (type 1) or sale (type 2) listing. Sent
 * with a key of its own, so a passing fault or a lost answer sends it again for one draft.
 */
export function createDraft(section: Section, type: number): Promise<FormResult<ListingDraft>> {
  return submit('v1/user/drafts', { section, type }, 'post', { once: true });
}

/** GET /v1/user/drafts/{id}. */
export function fetchDraft(id: number) {
  return readMember<ListingDraft>(`v1/user/drafts/${id}`);
}

/** GET /v1/user/drafts: the member's drafts, the latest saved first. */
export function fetchDrafts() {
  return readMember<DraftList['data']>('v1/user/drafts');
}

/**
 * PUT /v1/user/drafts/{id}: everything the form holds replaces what was saved. With its number
 * in the form's order (`draftSaveNumbers`) it is sent again on a passing fault or a lost answer.
 */
export function saveDraft(
  id: number,
  fields: DraftFields,
  draftSave?: string,
): Promise<FormResult<ListingDraft>> {
  return submit(`v1/user/drafts/${id}`, fields, 'put', { draftSave });
}

/** DELETE /v1/user/drafts/{id}. */
export function deleteDraft(id: number): Promise<FormResult<DraftDeleted['data']>> {
  return submit(`v1/user/drafts/${id}`, undefined, 'delete');
}

/**
 * POST /v1/user/drafts/{id}/publish: the listing goes live; a gap is named at its field. Sent
 * once: an answer lost on the way is asked for again with the same key, never published twice.
 */
export function publishDraft(id: number): Promise<FormResult<PublishedListing>> {
  return submit(`v1/user/drafts/${id}/publish`, {}, 'post', { once: true });
}

/**
 * POST /v1/user/drafts/{id}/photos: the file itself as the body, so the browser reports how
 * much has been sent (`onProgress`, 0 to 1). A refusal is the API's words to show.
 */
export function uploadDraftPhoto(
  draftId: number,
  file: Blob,
  onProgress: (sent: number) => void,
): Promise<FormResult<DraftPhotoUploaded['data']>> {
  return uploadPhoto(`v1/user/drafts/${draftId}/photos`, file, onProgress);
}

/**
 * A photo POSTed as the file itself, so the browser reports how much has been sent
 * (`onProgress`, 0 to 1). It carries an Idempotency-Key: an answer lost on the way or a passing
 * fault sends it again (as writeOnceOptions' writes are, twice at most), and the API stores it
 * once. A refusal is the API's words to show.
 */
export async function uploadPhoto<Stored>(
  path: string,
  file: Blob,
  onProgress: (sent: number) => void,
): Promise<FormResult<Stored>> {
  const key = idempotencyKey();
  for (let attempt = 0; ; attempt += 1) {
    const { status, result } = await sendPhoto<Stored>(path, file, onProgress, key);
    const passing = status === 0 || PASSING_FAULTS.includes(status);
    if (!passing || attempt === RETRY_SAFE_WRITE.limit) return result;
    await new Promise((resolve) => setTimeout(resolve, 300 * 2 ** attempt));
  }
}

/** One try of an upload: its status (0 without an answer) and what the form is told. */
function sendPhoto<Stored>(
  path: string,
  file: Blob,
  onProgress: (sent: number) => void,
  key: string,
): Promise<{ status: number; result: FormResult<Stored> }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${originOf('api')}/${path}`);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('Idempotency-Key', key);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = (() => {
        try {
          return JSON.parse(request.responseText) as {
            data?: Stored;
            message?: string;
          };
        } catch {
          return {};
        }
      })();
      const result: FormResult<Stored> =
        request.status === 201 && answer.data
          ? { ok: true, data: answer.data }
          : { ok: false, message: answer.message ?? '照片上傳失敗，請稍後再試' };
      resolve({ status: request.status, result });
    };
    request.onerror = () =>
      resolve({
        status: 0,
        result: { ok: false, message: '照片上傳失敗，請檢查網路後再試' },
      });
    request.send(file);
  });
}

/** PUT /v1/user/drafts/{id}/photos/order: the photos in their new order. */
export function reorderDraftPhotos(draftId: number, ids: string[]) {
  return submit<DraftPhotoOrder>(`v1/user/drafts/${draftId}/photos/order`, { ids }, 'put');
}

/** DELETE /v1/user/drafts/{id}/photos/{photoId}. */
export function deleteDraftPhoto(draftId: number, photoId: string) {
  return submit<DraftPhotoDeleted['data']>(
    `v1/user/drafts/${draftId}/photos/${photoId}`,
    undefined,
    'delete',
  );
}

/** POST /v1/user/listings/{id}/price: a new asking price; a lower one shows as 降價. */
export function changeListingPrice(listingId: number, price: number) {
  return submit<PriceChange>(`v1/user/listings/${listingId}/price`, { price });
}

/** POST /v1/user/listings/{id}/status: 暫停刊登, 恢復刊登, or 已出租/已售出 (final). */
export function changeListingStatus(listingId: number, status: ListingStatus) {
  return submit<StatusChange>(`v1/user/listings/${listingId}/status`, { status });
}

/** POST /v1/user/listings/{id}/confirm: 確認仍可租／仍在售, fresh in search again. */
export function confirmListing(listingId: number) {
  return submit<Confirmation>(`v1/user/listings/${listingId}/confirm`);
}

/**
 * POST /v1/user/listings/{id}/edit: the draft that edits a published listing, opened from
 * what was posted (or the one already open); publishing it updates the listing.
 */
export function editListing(listingId: number) {
  return submit<ListingDraft>(`v1/user/listings/${listingId}/edit`);
}
