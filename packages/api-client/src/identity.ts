import { apiClient } from './clients.ts';

export interface OneIdQuery {
  local_id: string;
  local_type: 'cookie_id';
  device: string;
  uid?: string;
  bu?: string;
  phone?: string;
}

export interface OneIdResponse {
  status?: number;
  data?: { one_id?: string };
}

export interface ProfileResponse {
  status?: number;
  data?: { ip?: string };
}

/** GET /v1/one-id/get: exchanges a browser-local id for the cross-product device id. */
export function fetchOneId(query: OneIdQuery): Promise<OneIdResponse> {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string>;
  return apiClient('api').get('v1/one-id/get', { searchParams }).json();
}

/** GET /v1/profile/get: the visitor's address as the identity service sees it. */
export function fetchProfile(): Promise<ProfileResponse> {
  return apiClient('api').get('v1/profile/get').json();
}
