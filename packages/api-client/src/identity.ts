import { apiClient } from './clients.ts';

export interface OneIdQuery {
  local_id: string;
  local_type: 'cookie_id';
  device: string;
  uid?: string;
  bu?: string;
  phone?: string;
}

/** GET /v1/one-id/get: exchanges a browser-local id for the cross-product device id. */
export function fetchOneId(query: OneIdQuery): Promise<{ data?: { one_id?: string } }> {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string>;
  return apiClient('api').get('v1/one-id/get', { searchParams }).json();
}
