import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** The map box of a map page, its markers, and the panel a clicked marker opens. */
export const mapCanvas = (page: Page) => page.getByTestId('cluster-map');
export const markers = (page: Page) => mapCanvas(page).locator('.cluster-map__marker');
export const singleMarkers = (page: Page) =>
  mapCanvas(page).locator('.cluster-map__marker--single');
export const selectionPanel = (page: Page) =>
  page.getByRole('region', { name: '地圖上選取的物件' });

/** Every marker's count: a cluster's listings, 1 for a single listing. */
export function markerCounts(page: Page): Promise<number[]> {
  return markers(page).evaluateAll((nodes) =>
    nodes.map((node) => Number(node.getAttribute('data-count'))),
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The map arrives last on its page (after the app has started: its chunk, then the API's
 * clusters), on two busy cores some seconds after the rest.
 */
const MAP_ARRIVAL = { timeout: 30_000 };

/** The listings the markers hold, once the map has drawn its answer. */
export async function markedListings(page: Page): Promise<number> {
  await expect(markers(page).first()).toBeVisible(MAP_ARRIVAL);
  await expect(page.getByRole('status').filter({ hasText: '地圖資料載入中' })).toHaveCount(
    0,
    MAP_ARRIVAL,
  );
  return sum(await markerCounts(page));
}

/** The zooms the page asked the API's cluster tiles for, in order. */
export function clusterZooms(page: Page): number[] {
  const zooms: number[] = [];
  page.on('request', (request) => {
    const tile = new URL(request.url()).pathname.match(/\/map\/tiles\/(\d+)\//);
    if (tile) zooms.push(Number(tile[1]));
  });
  return zooms;
}

/** The zoom the URL says the map shows. */
export function urlZoom(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('zoom'));
}

/**
 * Clicks the largest cluster, then again until single listings show, as a visitor zooms into
 * a busy area: each click zooms the map in, which the URL follows.
 */
export async function zoomToSingles(page: Page): Promise<void> {
  for (let step = 0; step < 10; step += 1) {
    // A single listing a visitor can click, not one at the view's edge under a control.
    if (step > 0 && (await reachableSingleIndex(page)) >= 0) break;
    const counts = await markerCounts(page);
    const before = page.url();
    await markers(page)
      .nth(counts.indexOf(Math.max(...counts)))
      .click();
    await expect(page).not.toHaveURL(before);
    await markedListings(page);
  }
  await expect(singleMarkers(page).first()).toBeVisible();
}

/**
 * A single listing's marker a visitor can see and click: inside the map and not under the
 * map's own controls or the page's header (markers of cells at the view's edge may be).
 */
export async function reachableSingleMarker(page: Page) {
  const index = await reachableSingleIndex(page);
  expect(index, 'a single marker no control covers').toBeGreaterThanOrEqual(0);
  return singleMarkers(page).nth(index);
}

function reachableSingleIndex(page: Page): Promise<number> {
  return singleMarkers(page).evaluateAll((nodes) =>
    nodes.findIndex((node) => {
      const box = node.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && node.contains(hit);
    }),
  );
}

/** The ids of the result cards beside the map, in order. */
export function listedIds(page: Page): Promise<string[]> {
  return page
    .locator('#map-results article[aria-labelledby]')
    .evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('aria-labelledby')!.replace('listing-card-', '')),
    );
}
