import type { OneIdAnswer, OneIdQuery as OneIdParams, ProfileAnswer } from '@591/contract';
import { apiClient } from './clients.ts';

/**
 * The contract's one-id query as the URL carries it: every value a string, and an empty or
 * undefined one left out of the URL (the API then applies its defaults).
 */
export type OneIdQuery = { [Param in keyof OneIdParams]?: string } & {
  local_id: string;
  local_type: 'cookie_id';
  device: string;
};

/** GET /v1/one-id/get: exchanges a browser-local id for the cross-product device id. */
export function fetchOneId(query: OneIdQuery): Promise<OneIdAnswer> {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string>;
  return apiClient('api').get('v1/one-id/get', { searchParams }).json();
}

/** GET /v1/profile/get: the visitor's address as the identity service sees it. */
export function fetchProfile(): Promise<ProfileAnswer> {
  return apiClient('api').get('v1/profile/get').json();
}
