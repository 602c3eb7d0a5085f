import type { APIRequestContext } from '@playwright/test';
import { origin } from './site.ts';

export interface SeededListing {
  id: number;
  title: string;
}

/**
 * The first listing of the seeded catalogue a search finds, asked of the API by address
 * (only the browser maps the site's host names to this machine).
 */
export async function seededListing(
  request: APIRequestContext,
  section: 'rent' | 'sale' | 'land' | 'business',
  query: Record<string, string> = {},
): Promise<SeededListing> {
  const api = new URL(origin('api'));
  const params = new URLSearchParams({ pageSize: '1', ...query });
  const response = await request.get(
    `http://127.0.0.1:${api.port}/v1/${section}/listings?${params}`,
    { headers: { host: api.host } },
  );
  const { items } = (await response.json()) as { items: SeededListing[] };
  if (!items[0]) throw new Error(`The seeded catalogue has no ${section} listing for ${params}`);
  return items[0];
}
