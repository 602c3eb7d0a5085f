import type { OauthAnswer } from '@591/contract';
import { apiClient } from './clients.ts';

/** GET /v1/user/oauth: status 1 and the logged-in member, or status 0 for a visitor. */
export function fetchAuth(): Promise<OauthAnswer> {
  return apiClient('api').get('v1/user/oauth').json<OauthAnswer>();
}
