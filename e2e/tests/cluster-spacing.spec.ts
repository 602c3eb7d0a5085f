import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { markedListings, markerCounts, markers, urlZoom } from '../support/map.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const MAPS = [
  { name: 'rent', url: () => `${origin('rent')}/map?region=1` },
  { name: 'sale', url: () => `${origin('sale')}/map?regionid=1` },
  { name: 'land', url: () => `${origin('land')}/map?region_id=1&mode=in-sale` },
];
const WIDTHS = [390, 1280];

/** Pairs of markers whose boxes cover each other by more than a pixel's rounding. */
async function overlappingMarkers(page: Page): Promise<string[]> {
  const boxes = await markers(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const { left, top, right, bottom } = node.getBoundingClientRect();
      return { left, top, right, bottom, text: node.textContent ?? '' };
    }),
  );
  const overlaps: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const wide = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const high = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (wide > 0.5 && high > 0.5) overlaps.push(`"${a.text}" and "${b.text}"`);
    }
  }
  return overlaps;
}

for (const width of WIDTHS) {
  for (const map of MAPS) {
    test(`the ${map.name} map's markers never cover each other at ${width} px, at three zooms`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(map.url());
      await waitForApp(page);
      const zooms: number[] = [];
      for (;;) {
        expect(await markedListings(page)).toBeGreaterThan(0);
        zooms.push(urlZoom(page));
        expect(await overlappingMarkers(page), `at zoom ${urlZoom(page)}`).toEqual([]);
        if (zooms.length === 3) break;
        // Zoomed in where the most listings are, as a visitor would click.
        const counts = await markerCounts(page);
        const before = page.url();
        await markers(page)
          .nth(counts.indexOf(Math.max(...counts)))
          .dispatchEvent('click');
        await expect(page).not.toHaveURL(before);
      }
      expect(new Set(zooms).size).toBe(3);
    });
  }
}
