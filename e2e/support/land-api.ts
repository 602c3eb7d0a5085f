import type { APIRequestContext } from '@playwright/test';
import { origin } from './site.ts';

/** A GET of the seeded API by address (only the browser maps the site's host names). */
export async function landApi<T>(request: APIRequestContext, path: string): Promise<T> {
  const api = new URL(origin('api'));
  const response = await request.get(`http://127.0.0.1:${api.port}${path}`, {
    headers: { host: api.host },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** The chunks only the price page (chart) and the map page (map) may load. */
export const CHART_CHUNK = /\/assets\/trend-chart-canvas-[\w-]+\.js$/;
export const MAP_CHUNK = /\/assets\/leaflet-map-[\w-]+\.js$/;
