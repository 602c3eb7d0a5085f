import { memberPageUrl } from '@591/config';
import type { APIRequestContext, Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { fetchPage } from '../support/http.ts';
import { approveThroughApi, BROKER_APPLICATION } from '../support/moderator.ts';
import { logInContext, RENTAL, registerThroughApi } from '../support/poster.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const channelLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '主要頻道' }).getByRole('link', { name, exact: true });

const LICENCE = BROKER_APPLICATION.licence;

/**
 * A member who posts a rental in 台北市中正區 as a broker, approved by the moderator: one of
 * that district's brokers.
 */
async function newBroker(request: APIRequestContext) {
  const broker = await registerThroughApi(request, { realname: '張', sex: 1 });
  const draft = await broker.call('post', '/v1/user/drafts', { section: 'rent', type: 1 });
  await broker.call('put', `/v1/user/drafts/${draft.id}`, {
    ...RENTAL,
    posterRole: 'broker',
    brokerLicence: LICENCE,
  });
  await broker.call('post', `/v1/user/drafts/${draft.id}/publish`);
  await approveThroughApi(request, broker);
  return broker;
}

test('屋主委託售屋 in the sale menu asks a visitor to log in and returns to the same form', async ({
  page,
  request,
}) => {
  const owner = await registerThroughApi(request, { realname: '陳', sex: 2 });
  await page.goto(`${origin('sale')}/`);
  await waitForApp(page);
  await channelLink(page, '中古屋').hover();
  await page.locator('header').getByRole('link', { name: '屋主委託售屋' }).click();
  const form = `${origin('market')}/entrust?entryType=5`;
  await expect(page).toHaveURL(memberPageUrl('login', form, origin('user')));
  await waitForApp(page);
  await page.getByLabel('手機號碼').fill(owner.mobile);
  await page.getByLabel('密碼').fill(owner.password);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(form);
  await expect(page.getByRole('heading', { name: '屋主委託售屋', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: '委託售屋' })).toBeChecked();
  // A member's own page: never kept by a shared cache.
  const served = await fetchPage(page.request, form, undefined, {
    cookie: `${owner.session.name}=${owner.session.value}`,
  });
  expect(served.headers['cache-control']).toContain('private');
});

test('an owner’s request reaches a broker of the district, who accepts; the owner sees who in 通知中心', async ({
  browser,
  page,
  request,
}) => {
  const broker = await newBroker(request);
  const owner = await registerThroughApi(request, { realname: '陳', sex: 2 });
  await logInContext(page.context(), owner);

  await page.goto(`${origin('market')}/entrust?entryType=5`);
  // Typed as soon as the form shows: what was typed before the code ran is kept.
  await page.getByLabel('鄉鎮市區').selectOption({ label: '中正區' });
  await page.getByLabel('地址（路名與門牌）').fill('忠孝西路一段50號8樓');
  await page.getByLabel('房屋類型').selectOption({ label: '住宅大樓' });
  await page.getByLabel('權狀坪數').fill('32.5');
  await page.getByLabel('房數（選填）').fill('3');
  await page.getByLabel('期望售價（萬）').fill('2,680');
  await waitForApp(page);
  await expect(page.getByLabel('手機號碼')).toHaveValue(owner.mobile);
  // A wrong number is refused at its field, in words, and nothing typed is lost.
  await page.getByLabel('手機號碼').fill('02-2345-6789');
  await page.getByRole('button', { name: '送出委託售屋' }).click();
  await expect(page.getByText('請填寫正確的手機號碼，例如 0912-345-678')).toBeVisible();
  await expect(page.getByLabel('手機號碼')).toBeFocused();
  await expect(page.getByLabel('地址（路名與門牌）')).toHaveValue('忠孝西路一段50號8樓');
  await page.getByLabel('手機號碼').fill(owner.mobile);
  await page.getByRole('button', { name: '送出委託售屋' }).click();
  await expect(page.getByTestId('entrust-sent')).toContainText(/已通知中正區 \d+ 位經紀人/);
  const mine = page.getByTestId('own-entrust').first();
  await expect(mine).toContainText('台北市中正區忠孝西路一段50號8樓');
  await expect(mine).toContainText('0 位接受');
  await expectNoSeriousViolations(page);

  // The broker finds it in the member centre: the road, not the door number, until accepted.
  const brokerContext = await browser.newContext();
  await logInContext(brokerContext, broker);
  const brokerPage = await brokerContext.newPage();
  await brokerPage.goto(`${origin('user')}/center/entrusts`);
  const offer = brokerPage
    .getByTestId('entrust-offer')
    .filter({ hasText: '32.5坪' })
    .filter({ hasText: '2,680萬' });
  await expect(offer).toContainText('台北市中正區忠孝西路一段');
  await expect(offer).not.toContainText('50號');
  await waitForApp(brokerPage);
  await offer.getByRole('button', { name: '接受委託' }).click();
  await expect(offer.getByTestId('entrust-owner')).toContainText(owner.mobile);
  await expect(offer).toContainText('忠孝西路一段50號8樓');
  await expectNoSeriousViolations(brokerPage);
  await brokerContext.close();

  // The owner is told in 通知中心, with the broker's licence and number.
  await page.goto(`${origin('user')}/center/notifications`);
  const alert = page.getByTestId('alert-item').first();
  await expect(alert).toContainText('經紀人接受了你的委託售屋：忠孝西路一段50號8樓');
  await expect(alert).toContainText(LICENCE);
  await expect(alert).toContainText(broker.mobile);
  await page.goto(`${origin('market')}/entrust?entryType=5`);
  await expect(page.getByTestId('own-entrust').first()).toContainText('1 位接受');
});

test('找經紀人 in the rent menu lists Taipei’s brokers; one opens with their listings', async ({
  page,
}) => {
  await page.goto(`${origin('rent')}/`);
  await waitForApp(page);
  await channelLink(page, '租屋').hover();
  await page.locator('header').getByRole('link', { name: '找經紀人' }).click();
  await expect(page).toHaveURL(`${origin('market')}/broker?regionid=1`);
  await expect(page.getByRole('heading', { name: '台北市經紀人', level: 1 })).toBeVisible();
  const first = page.getByTestId('broker').first();
  await expect(first).toContainText('經紀人證號');
  await expect(first).toContainText(/刊登中 \d+ 筆/);
  await expectNoSeriousViolations(page);

  // A district narrows the list to brokers who work there.
  await page.getByRole('link', { name: '大安區', exact: true }).click();
  await expect(page.getByRole('heading', { name: '台北市大安區經紀人', level: 1 })).toBeVisible();
  const brokers = page.getByTestId('broker');
  await expect(brokers.first()).toBeVisible();
  for (const card of await brokers.all()) await expect(card).toContainText('大安區');

  const name = (await brokers.first().getByRole('heading', { level: 2 }).textContent())!;
  await brokers.first().getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const listings = page.getByTestId('broker-listings').locator('.listing-card__title a');
  await expect(listings.first()).toHaveAttribute('href', /^http:\/\/(rent|sale|land|business)\./);
  await expectNoSeriousViolations(page);
});
