import type { Page } from '@playwright/test';
import { DOMAIN } from './site.ts';

const isOwnHost = (url: URL) =>
  url.hostname === '127.0.0.1' ||
  url.hostname === 'localhost' ||
  url.hostname === DOMAIN ||
  url.hostname.endsWith(`.${DOMAIN}`);

/**
 * Every request of the page that would leave the site's own hosts, failed at once and listed:
 * a page that works without the internet lists none.
 */
export async function offsiteRequests(page: Page): Promise<string[]> {
  const offsite: string[] = [];
  await page.route(
    (url) => url.protocol.startsWith('http') && !isOwnHost(url),
    (route) => {
      offsite.push(route.request().url());
      return route.abort();
    },
  );
  return offsite;
}
