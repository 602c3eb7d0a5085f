import { SITE_DOMAIN } from '@591/config';

export const PUSH_WORKER_PATH = '/firebase-messaging-sw.js';
/** Firebase's own default scope: the worker controls no page, it only receives pushes. */
export const PUSH_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

/** The worker learns the site's domain and the device kind from its URL. */
export function pushWorkerUrl(domain: string, device: 'pc' | 'touch'): string {
  return `${PUSH_WORKER_PATH}?${new URLSearchParams({ domain, device })}`;
}

export function registerPushWorker(
  device: 'pc' | 'touch',
  container: ServiceWorkerContainer = navigator.serviceWorker,
  domain: string = SITE_DOMAIN,
): Promise<ServiceWorkerRegistration> {
  return container.register(pushWorkerUrl(domain, device), { scope: PUSH_WORKER_SCOPE });
}
