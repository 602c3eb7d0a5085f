import type { DraftFields } from '@591/config';
import type { Section } from './listings.ts';
import { type FormResult, readMember, submit } from './member.ts';

export type { DraftFields };

/** A listing being written, saved on the server as the poster goes. */
export interface ListingDraft {
  id: number;
  section: Section;
  /** 1 rent, 2 sale, 6 shop transfer. */
  type: number;
  fields: DraftFields;
  createdAt: string;
  updatedAt: string;
}

/** POST /v1/user/drafts: a new, empty draft of a rent (type 1) or sale (type 2) listing. */
export function createDraft(section: Section, type: number): Promise<FormResult<ListingDraft>> {
  return submit('v1/user/drafts', { section, type });
}

/** GET /v1/user/drafts/{id}. */
export function fetchDraft(id: number) {
  return readMember<ListingDraft>(`v1/user/drafts/${id}`);
}

/** GET /v1/user/drafts: the member's drafts, the latest saved first. */
export function fetchDrafts() {
  return readMember<{ items: ListingDraft[] }>('v1/user/drafts');
}

/** PUT /v1/user/drafts/{id}: everything the form holds replaces what was saved. */
export function saveDraft(id: number, fields: DraftFields): Promise<FormResult<ListingDraft>> {
  return submit(`v1/user/drafts/${id}`, fields, 'put');
}

/** DELETE /v1/user/drafts/{id}. */
export function deleteDraft(id: number): Promise<FormResult<{ id: number }>> {
  return submit(`v1/user/drafts/${id}`, undefined, 'delete');
}

/** POST /v1/user/drafts/{id}/publish: the listing goes live; a gap is named at its field. */
export function publishDraft(
  id: number,
): Promise<FormResult<{ id: number; section: Section; type: number }>> {
  return submit(`v1/user/drafts/${id}/publish`, {});
}
