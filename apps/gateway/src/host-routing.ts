import { subdomainOfHost } from '@591/config';
import { APP_HOSTS, type AppName } from '@591/mf';

export type HostTarget =
  | { kind: 'app'; app: AppName }
  | { kind: 'api' }
  | { kind: 'unserved'; subdomain: string }
  | { kind: 'unknown' };

/** The app of each subdomain, from the apps' own host list; the bare domain is www's. */
const APP_OF_SUBDOMAIN: Record<string, AppName> = {
  '': 'shell',
  ...Object.fromEntries(Object.entries(APP_HOSTS).map(([app, subdomain]) => [subdomain, app])),
};

const API_SUBDOMAINS = new Set(['api', 'bff', 'statistics']);

/** Decides from the Host header which app answers a request. */
export function routeHost(hostHeader: string | undefined, domain: string): HostTarget {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '');
  const subdomain = subdomainOfHost(hostname, domain);
  if (subdomain === null) return { kind: 'unknown' };
  const app = APP_OF_SUBDOMAIN[subdomain];
  if (app) return { kind: 'app', app };
  if (API_SUBDOMAINS.has(subdomain)) return { kind: 'api' };
  return { kind: 'unserved', subdomain };
}
