import { ONE_ID_HUB_PATH, originOf, type Site } from '@591/config';
import type { OneIdRequest } from './one-id-request.ts';

export { ONE_ID_HUB_PATH };

/** Marks the hub's messages, so other postMessage traffic on a page is left alone. */
export const HUB_CHANNEL = '591-one-id-hub';

export type HubRequest =
  | { channel: typeof HUB_CHANNEL; id: string; method: 'getLocalId' }
  | { channel: typeof HUB_CHANNEL; id: string; method: 'getOneId'; data: OneIdRequest };

export interface HubReply {
  channel: typeof HUB_CHANNEL;
  id: string;
  localId?: string;
  oneId?: string;
  error?: string;
}

export function hubUrl(site?: Site): string {
  return `${originOf('www', site)}${ONE_ID_HUB_PATH}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function parseHubRequest(message: unknown): HubRequest | null {
  if (!isRecord(message) || message.channel !== HUB_CHANNEL || typeof message.id !== 'string') {
    return null;
  }
  if (message.method === 'getLocalId') return message as HubRequest;
  if (message.method === 'getOneId' && isRecord(message.data)) return message as HubRequest;
  return null;
}

export function parseHubReply(message: unknown): HubReply | null {
  if (!isRecord(message) || message.channel !== HUB_CHANNEL || typeof message.id !== 'string') {
    return null;
  }
  return message as unknown as HubReply;
}
