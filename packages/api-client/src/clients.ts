import { originOf, type Subdomain } from '@591/config';
import ky, { type KyInstance } from 'ky';

/** The API hosts the product calls: the main API, the backend-for-frontend and statistics. */
export type ApiGroup = Extract<Subdomain, 'api' | 'bff' | 'statistics'>;

const TIMEOUT_MS = 10_000;

const clients = new Map<ApiGroup, KyInstance>();
const originOverrides = new Map<ApiGroup, string>();

/**
 * On the server the API is reached on its internal address, not the public host the
 * browser uses. Set once at start by the render service.
 */
export function setApiOrigin(group: ApiGroup, origin: string): void {
  originOverrides.set(group, origin);
  clients.delete(group);
}

/**
 * One ky instance per API host, created on first use so the origin follows the page's own
 * scheme and port. Member, push and stats calls carry the session cookie across subdomains.
 */
export function apiClient(group: ApiGroup): KyInstance {
  let client = clients.get(group);
  if (!client) {
    client = ky.create({
      prefix: originOverrides.get(group) ?? originOf(group),
      credentials: 'include',
      timeout: TIMEOUT_MS,
      retry: { limit: 1, methods: ['get'] },
    });
    clients.set(group, client);
  }
  return client;
}
