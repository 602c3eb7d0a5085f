import { fetchOneId, type OneIdQuery } from '@591/api-client';
import type { BusinessUnit } from '@591/config';
import { isValidPhonePrefix } from '@591/config';

export const MISSING_LOCAL_ID = 'Missing localId, please provide.';
export const MISSING_DEVICE = 'Missing device, please provide.';

/** What a one-id request is made of, before it becomes the service's query. */
export interface OneIdRequest {
  localId: string;
  device: string;
  uid?: number;
  bu?: BusinessUnit;
  phone?: string;
}

/** Refuses a request the service could not answer, with the identity helper's messages. */
export function checkOneIdRequest({ localId, device }: OneIdRequest): void {
  if (!localId) throw new Error(MISSING_LOCAL_ID);
  if (!device) throw new Error(MISSING_DEVICE);
}

/** The service's query; a phone goes along only when its prefix is a Taiwanese one. */
export function toOneIdQuery(request: OneIdRequest): OneIdQuery {
  checkOneIdRequest(request);
  const { localId, device, uid, bu, phone } = request;
  const digits = phone?.replace(/[\s-]/g, '');
  return {
    local_id: localId,
    local_type: 'cookie_id',
    device,
    uid: uid ? String(uid) : undefined,
    bu: bu ? String(bu) : undefined,
    phone: digits && isValidPhonePrefix(digits) ? digits : undefined,
  };
}

/**
 * Exchanges a local id for the one id. A request missing its local id or device is refused
 * with the helper's message; an answer that is not ok, or has no one id, gives null.
 */
export async function exchangeOneId(
  request: OneIdRequest,
  fetch: (query: OneIdQuery) => Promise<{ data?: { one_id?: string } }> = fetchOneId,
): Promise<string | null> {
  const query = toOneIdQuery(request);
  try {
    return (await fetch(query)).data?.one_id || null;
  } catch {
    return null;
  }
}
