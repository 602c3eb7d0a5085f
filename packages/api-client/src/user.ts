import { apiClient } from './clients.ts';

/** GET /v1/user/oauth: status 1 means `data` describes the logged-in member. */
export interface OauthResponse {
  status: number;
  data?: {
    user_id?: number | string;
    admin_id?: number | string;
    realname?: string;
    sex?: number | string;
    role?: string | number;
    raw_user_id?: number | string;
    mobile?: string;
  };
}

export function fetchAuth(): Promise<OauthResponse> {
  return apiClient('api').get('v1/user/oauth').json<OauthResponse>();
}
