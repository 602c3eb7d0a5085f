import { firstLoadScripts, kb, totalOf } from '../support/first-load.ts';
import { BUDGETED_PAGES, budgetedPageUrl } from '../support/first-load-pages.ts';
import { expect, test } from '../support/test.ts';

// Bytes, unlike times, are the same on every run and every machine: a page that grows past
// its budget fails here, and the figure is printed whether it passes or not.
for (const budgeted of BUDGETED_PAGES) {
  test(`${budgeted.name}: first-load JavaScript within its budget`, async ({
    browser,
    request,
  }) => {
    const scripts = await firstLoadScripts(browser, await budgetedPageUrl(budgeted, request));
    const total = totalOf(scripts);
    console.log(
      `first-load JavaScript of ${budgeted.name}: ${kb(total)} gzip (${total} bytes) in ${scripts.length} scripts, budget ${kb(budgeted.budget)} (${budgeted.budget} bytes)`,
    );
    expect(
      total,
      `${budgeted.name}: gzip bytes of every script until the network is idle`,
    ).toBeLessThanOrEqual(budgeted.budget);
  });
}
