import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * What one scan of a whole page may take: a few seconds on an idle machine, over half a
 * minute on two cores with one kept busy. Each scan adds it to its test's time limit, so a
 * test's limit grows with the pages it scans.
 */
const AXE_SCAN_MS = 40_000;

/**
 * Fails on any serious or critical accessibility violation on the page (header and footer
 * included), or only inside `selector`.
 */
export async function expectNoSeriousViolations(page: Page, selector?: string) {
  const info = test.info();
  info.setTimeout(info.timeout + AXE_SCAN_MS);
  const builder = new AxeBuilder({ page });
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
