import type {
  BrokerDetail,
  BrokerPage,
  EntrustBody,
  EntrustCreated,
  EntrustOffer,
  EntrustOfferPage,
  OwnEntrustPage,
} from '@591/contract';
import { apiClient } from './clients.ts';
import { type FormResult, readMember, submit } from './member.ts';

/** GET /v1/brokers: a region's brokers (regionid, sectionid, page). */
export function fetchBrokers(query: URLSearchParams): Promise<BrokerPage> {
  return apiClient('api').get('v1/brokers', { searchParams: query }).json();
}

/** GET /v1/brokers/:id: a broker and their listings; null when the id is not a broker's. */
export async function fetchBroker(id: number): Promise<BrokerDetail | null> {
  const response = await apiClient('api').get(`v1/brokers/${id}`, { throwHttpErrors: false });
  if (response.status === 404) return null;
  if (!response.ok) {
    throw Object.assign(new Error(`Broker ${id} could not be loaded (HTTP ${response.status})`), {
      response,
    });
  }
  return response.json();
}

/** POST /v1/user/entrusts: an owner's request; a refusal names the field to correct. */
export function sendEntrust(body: EntrustBody): Promise<FormResult<EntrustCreated['data']>> {
  return submit('v1/user/entrusts', body);
}

/** GET /v1/user/entrusts: the member's own requests and who accepted them. */
export function fetchOwnEntrusts(page = 1, pageSize = 20) {
  return readMember<OwnEntrustPage['data']>('v1/user/entrusts', { page, pageSize });
}

/** GET /v1/user/entrust-offers: requests offered to the member as a broker. */
export function fetchEntrustOffers(page = 1, pageSize = 20) {
  return readMember<EntrustOfferPage['data']>('v1/user/entrust-offers', { page, pageSize });
}

/** POST /v1/user/entrust-offers/:id/accept: the request with the owner's contact. */
export function acceptEntrustOffer(id: number): Promise<FormResult<EntrustOffer>> {
  return submit(`v1/user/entrust-offers/${id}/accept`, {});
}
