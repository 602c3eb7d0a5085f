import { listingDetailPath } from '@591/config';
import { waitForApp } from '../support/app-ready.ts';
import { appStarted, delayScripts } from '../support/late-scripts.ts';
import { seededListing } from '../support/listings.ts';
import { logInAsModerator } from '../support/moderator.ts';
import { logInContext, registerThroughApi } from '../support/poster.ts';
import { logInAsOwner } from '../support/seeded-posters.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

test('a report of a listing reaches the moderators, whose hiding makes its page 410 and tells its poster and the reporter', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.slow();
  // An owner's rental no other spec looks for: hiding it takes it off the site for good.
  const listing = await seededListing(request, 'rent', { shType: 'host', region: '5' });
  const detail = `${origin('rent')}${listingDetailPath({ section: 'rent', ...listing })}`;
  await logInContext(context, await registerThroughApi(request, { realname: '檢' }));
  await page.goto(detail);
  await waitForApp(page);
  const card = page.getByTestId('contact-card').filter({ visible: true });
  const reportLink = card.getByRole('link', { name: '檢舉此物件' });
  const reportUrl = await reportLink.getAttribute('href');

  // A person picks the reason and types before the report page's scripts have run.
  await delayScripts(page);
  await page.goto(reportUrl!);
  const form = page.getByRole('form', { name: '檢舉物件' });
  await form.getByRole('radio', { name: '仲介冒充屋主' }).check();
  await form.getByLabel(/^說明/).fill('打電話過去是仲介接的');
  expect(await appStarted(page)).toBe(false);
  await waitForApp(page);
  await form.getByRole('button', { name: '送出檢舉' }).click();
  await expect(page.getByTestId('report-sent')).toContainText('已收到您的檢舉');
  // A script still held back may be answered after this: let it be, not fail the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  const moderator = await logInAsModerator(browser);
  await moderator.getByRole('link', { name: '檢舉處理' }).click();
  const queued = moderator.getByTestId('queued-report').filter({ hasText: listing.title });
  await expect(queued).toContainText('仲介冒充屋主');
  await expect(queued).toContainText('打電話過去是仲介接的');
  await queued.getByLabel(/^下架原因/).fill('經查證為仲介冒充屋主');
  await queued.getByRole('button', { name: '下架物件' }).click();
  await expect(moderator.getByRole('status').filter({ hasText: '已下架' })).toContainText(
    listing.title,
  );
  await moderator.context().close();

  const gone = await page.goto(detail);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '此物件已下架：經查證為仲介冒充屋主',
  );

  const owner = await logInAsOwner(browser, listing.id);
  await owner.goto(`${origin('user')}/center/notifications`);
  await expect(
    owner.getByTestId('alert-item').filter({ hasText: '您的物件因檢舉已下架' }),
  ).toContainText('經查證為仲介冒充屋主');
  await owner.context().close();

  await page.goto(`${origin('user')}/center/notifications`);
  await expect(
    page.getByTestId('alert-item').filter({ hasText: '您檢舉的物件經查證已下架' }),
  ).toContainText(listing.title);
});
