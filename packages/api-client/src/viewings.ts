import { originOf } from '@591/config';
import type {
  Viewing,
  ViewingBody,
  ViewingCancelBody,
  ViewingMobileCheck,
  ViewingSettings,
  ViewingSlots,
  ViewingUpdateBody,
} from '@591/contract';
import { apiClient } from './clients.ts';
import { type MemberPage, readMember, submit } from './member.ts';

/**
 * GET /v1/reservation/get: the listing's free slots of the coming days, or `ask` where its
 * poster opened none; null when the listing takes no bookings (404, 409).
 */
export async function fetchViewingSlots(listingId: number): Promise<ViewingSlots['data'] | null> {
  const response = await apiClient('api').get('v1/reservation/get', {
    searchParams: { listingId },
    throwHttpErrors: false,
  });
  if (response.status === 404 || response.status === 409) return null;
  if (!response.ok) throw new Error(`viewing slots answered ${response.status}`);
  return ((await response.json()) as ViewingSlots).data;
}

/** POST /v1/reservation/mobile/valid: whether the mobile is good and still needs a code. */
export function checkViewingMobile(mobile: string) {
  return submit<ViewingMobileCheck['data']>('v1/reservation/mobile/valid', { mobile });
}

/** POST /v1/reservation/create: books a slot or asks for a day; refused at a field in words. */
export function bookViewing(body: ViewingBody) {
  return submit<Viewing>('v1/reservation/create', body, 'post', { once: true });
}

/** POST /v1/reservation/update: confirm, propose another time, decline, or accept a proposal. */
export function updateViewing(body: ViewingUpdateBody) {
  return submit<Viewing>('v1/reservation/update', body);
}

/** POST /v1/reservation/cancel: either side, with a reason. */
export function cancelViewing(body: ViewingCancelBody) {
  return submit<Viewing>('v1/reservation/cancel', body);
}

/** GET /v1/user/viewings: the member's bookings (seeker) or those at their listings (poster). */
export function fetchMyViewings(role: Viewing['role'], page = 1, pageSize = 20) {
  return readMember<MemberPage<Viewing>>('v1/user/viewings', { role, page, pageSize });
}

/** The booking as a calendar file: a link the member's session opens. */
export const viewingCalendarUrl = (id: number) =>
  `${originOf('api')}/v1/user/viewings/${id}/calendar.ics`;

/** GET /v1/user/listings/:id/viewing-settings: the poster's times (defaults before any). */
export function fetchViewingSettings(listingId: number) {
  return readMember<ViewingSettings>(`v1/user/listings/${listingId}/viewing-settings`);
}

/** PUT /v1/user/listings/:id/viewing-settings: refused at a field in words. */
export function saveViewingSettings(listingId: number, settings: ViewingSettings) {
  return submit<ViewingSettings>(`v1/user/listings/${listingId}/viewing-settings`, settings, 'put');
}
