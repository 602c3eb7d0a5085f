import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** A point on the map: degrees. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** Straight-line metres between two points (near enough at a town's scale). */
export function metresBetween(a: MapPoint, b: MapPoint): number {
  const perDegree = 111_320;
  const dLat = (a.lat - b.lat) * perDegree;
  const dLng = (a.lng - b.lng) * perDegree * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

/** The posting form's map, once its pin is on it. */
export async function pinMap(page: Page) {
  const map = page.getByTestId('pin-map');
  await expect(map.locator('.pin-map__pin')).toBeVisible({ timeout: 30_000 });
  return map;
}

/** Taps the posting form's map this many pixels from its middle, as a poster taps a building. */
export async function tapPinMap(page: Page, dx: number, dy: number): Promise<void> {
  const map = await pinMap(page);
  // A tap lands only on what is on the screen.
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
}
