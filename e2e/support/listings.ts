import type { APIRequestContext } from '@playwright/test';
import { origin, SEEDED_LISTINGS } from './site.ts';

export interface SeededListing {
  id: number;
  title: string;
  /** 出租, 出售 or 頂讓 (LISTING_TYPES): where the listing's detail page is. */
  type: number;
}

/**
 * The first listing of the seeded catalogue a search finds, asked of the API by address
 * (only the browser maps the site's host names to this machine). Listings members post while
 * the suite runs (the posting specs) are passed over: their facts are whatever a test typed.
 */
export async function seededListing(
  request: APIRequestContext,
  section: 'rent' | 'sale' | 'land' | 'business',
  query: Record<string, string> = {},
  port?: number,
): Promise<SeededListing> {
  const api = new URL(origin('api', port));
  const params = new URLSearchParams({ pageSize: '30', ...query });
  const response = await request.get(
    `http://127.0.0.1:${api.port}/v1/${section}/listings?${params}`,
    { headers: { host: api.host } },
  );
  const { items } = (await response.json()) as { items: SeededListing[] };
  const seeded = items.find((item) => item.id <= SEEDED_LISTINGS);
  if (!seeded) throw new Error(`The seeded catalogue has no ${section} listing for ${params}`);
  return seeded;
}
