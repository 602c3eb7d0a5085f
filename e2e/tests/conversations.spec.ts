import { listingDetailPath } from '@591/config';
import type { Locator, Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { appStarted, delayScripts } from '../support/late-scripts.ts';
import { type SeededListing, seededListing } from '../support/listings.ts';
import { newMobile, visitFromOwnAddress } from '../support/members.ts';
import { logInContext, registerThroughApi } from '../support/poster.ts';
import { logInAsOwner } from '../support/seeded-posters.ts';
import { origin } from '../support/site.ts';
import { codeFromOutbox, textLike } from '../support/sms-outbox.ts';
import { expect, test } from '../support/test.ts';

const header = (page: Page) => page.locator('[data-island="header"]');
const contactCard = (page: Page) => page.getByTestId('contact-card').filter({ visible: true });

/** Opens the member menu under the member's name: its links. */
async function openMemberMenu(page: Page): Promise<Locator> {
  await header(page)
    .getByRole('button')
    .filter({ has: page.getByTestId('header-user') })
    .click();
  return header(page);
}

/** Answers in a conversation's box and sees the answer at the end of its thread. */
async function answer(page: Page, text: string) {
  await page.getByLabel('回覆內容').fill(text);
  await page.getByRole('button', { name: '送出回覆' }).click();
  await expect(thread(page).last()).toContainText(text);
}

const thread = (page: Page): Locator => page.getByTestId('conversation-message');

/**
 * The owner finds the seeker's message in 收到的留言 by its listing's unread count, opens it
 * and replies.
 */
async function ownerReplies(owner: Page, title: string, from: string, reply: string) {
  const menu = await openMemberMenu(owner);
  await menu.getByRole('link', { name: /^收到的留言（\d+ 則未讀）$/ }).click();
  await expect(owner).toHaveURL(`${origin('user')}/center/received`);
  const byListing = owner.getByTestId('received-listing').filter({ hasText: title });
  await expect(byListing).toContainText(/則未讀/);
  await byListing.getByRole('link').click();
  const conversation = owner.getByTestId('conversation').filter({ hasText: from });
  await expect(conversation).toContainText('未讀');
  await conversation.getByRole('link', { name: title }).click();
  await waitForApp(owner);
  await expect(owner.getByRole('heading', { name: title })).toBeVisible();
  await expectNoSeriousViolations(owner);
  await answer(owner, reply);
}

/**
 * A visitor's message from a listing's contact card, their mobile confirmed by the code texted
 * to it, as a person sends one: the mobile.
 */
async function visitorMessage(
  page: Page,
  section: 'rent' | 'land',
  listing: SeededListing,
  name: string,
  text: string,
): Promise<string> {
  await visitFromOwnAddress(page.context());
  await page.goto(`${origin(section)}${listingDetailPath({ section, ...listing })}`);
  await waitForApp(page);
  const card = contactCard(page);
  const mobile = newMobile();
  await card.getByLabel('姓名').fill(name);
  await card.getByLabel('手機號碼').fill(mobile);
  await card.getByLabel('留言內容').fill(text);
  await card.getByRole('button', { name: '發送驗證碼' }).click();
  // The text is in the outbox once the form says it was sent, as a person waits for it.
  await expect(card.getByRole('status')).toContainText('驗證碼已傳送');
  await card.getByLabel('簡訊驗證碼').fill(await codeFromOutbox(page, mobile));
  await card.getByRole('button', { name: '送出留言' }).click();
  await expect(card.getByTestId('message-sent')).toBeVisible();
  return mobile;
}

test('a visitor’s message reaches the seeded owner, whose reply is texted with a link where the visitor answers', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const listing = await seededListing(request, 'rent', { shType: 'host' });
  const mobile = await visitorMessage(page, 'rent', listing, '林小美', '請問可以養貓嗎？');

  const owner = await logInAsOwner(browser, listing.id);
  await ownerReplies(owner, listing.title, mobile, '可以養貓，歡迎來看屋');

  // The visitor's text links to the conversation: read and answered without an account, and
  // what they type before the page's scripts ran is what is sent.
  const text = await textLike(page, mobile, /回覆了您對/);
  const link = /https?:\/\/\S+\/conversation\?t=[\w-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  await delayScripts(page);
  await page.goto(link!);
  await expect(thread(page)).toHaveText([/請問可以養貓嗎？/, /可以養貓，歡迎來看屋/]);
  await page.getByLabel('回覆內容').fill('好的，週六下午方便嗎？');
  expect(await appStarted(page)).toBe(false);
  await waitForApp(page);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '送出回覆' }).click();
  await expect(thread(page).last()).toContainText('好的，週六下午方便嗎？');

  // The owner sees the answer in the conversation.
  await owner.reload();
  await expect(thread(owner).last()).toContainText('好的，週六下午方便嗎？');

  // A link that is not one opens nothing.
  const wrong = await page.goto(`${origin('user')}/conversation?t=not-a-link`);
  expect(wrong?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '這個連結無效，請確認簡訊中的網址',
  );
  await owner.context().close();
});

test('a member’s message is answered in 我的訊息, counted in the header and told in 通知中心', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.slow();
  const listing = await seededListing(request, 'sale', { shType: 'host' });
  const seeker = await registerThroughApi(request, { realname: '周', sex: 2 });
  await logInContext(context, seeker);
  await page.goto(`${origin('sale')}${listingDetailPath({ section: 'sale', ...listing })}`);
  await waitForApp(page);
  const card = contactCard(page);
  await card.getByLabel('留言內容').fill('請問有車位嗎？');
  await card.getByRole('button', { name: '送出留言' }).click();
  await expect(card.getByTestId('message-sent')).toBeVisible();

  const owner = await logInAsOwner(browser, listing.id);
  await ownerReplies(owner, listing.title, seeker.mobile, '有一個坡道平面車位');
  await owner.context().close();

  await page.reload();
  await waitForApp(page);
  const menu = await openMemberMenu(page);
  await expect(menu.getByRole('link', { name: '我的訊息（1 則未讀）' })).toBeVisible();
  await menu.getByRole('link', { name: /^通知中心（\d+ 則未讀）$/ }).click();
  const alert = page.getByTestId('alert-item').filter({ hasText: '有一個坡道平面車位' });
  await expect(alert).toContainText('回覆了您的留言');
  await alert.getByRole('link', { name: '查看對話' }).click();
  await expect(thread(page)).toHaveText([/請問有車位嗎？/, /有一個坡道平面車位/]);
  await answer(page, '謝謝，週末想去看');

  await page.goto(`${origin('user')}/center/messages`);
  const mine = page.getByTestId('conversation').filter({ hasText: listing.title });
  await expect(mine).toContainText('我：謝謝，週末想去看');
  await expect(mine).not.toContainText('未讀');
});

test('a sender the owner blocks is refused, in words, when they answer by their link', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const listing = await seededListing(request, 'land', { shType: 'host' });
  const mobile = await visitorMessage(page, 'land', listing, '推銷員', '您好，我們提供代書服務');

  const owner = await logInAsOwner(browser, listing.id);
  await ownerReplies(owner, listing.title, mobile, '不需要，謝謝');
  await owner.getByRole('button', { name: '封鎖此詢問者' }).click();
  await expect(owner.getByRole('status').filter({ hasText: '已封鎖' })).toBeVisible();
  await expect(owner.getByRole('button', { name: '解除封鎖' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await owner.context().close();

  const link = /https?:\/\/\S+\/conversation\?t=[\w-]+/.exec(
    await textLike(page, mobile, /回覆了您對/),
  )?.[0];
  await page.goto(link!);
  await waitForApp(page);
  await page.getByLabel('回覆內容').fill('再考慮一下嘛');
  await page.getByRole('button', { name: '送出回覆' }).click();
  await expect(page.getByRole('alert')).toHaveText('刊登者已不再接收您的留言');
  await expect(page.getByLabel('回覆內容')).toHaveValue('再考慮一下嘛');
});
