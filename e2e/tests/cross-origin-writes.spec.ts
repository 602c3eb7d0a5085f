import { waitForApp } from '../support/app-ready.ts';
import { newMobile, registerFromPage } from '../support/members.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

// No request routing here (unlike the other member specs): with a route in place Playwright
// answers CORS preflights itself, which once hid that the API refused every PUT from user.

test('a member’s saves, posts and deletes from user. pass the browser’s CORS checks', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).host === new URL(origin('api')).host) {
      apiCalls.push(request.method());
    }
  });
  await page.goto(`${origin('user')}/register`);
  await waitForApp(page);
  await registerFromPage(page, {
    mobile: newMobile(),
    password: 'lantern harbour 42',
    realname: '周',
    sex: '先生',
  });
  await expect(page).not.toHaveURL(/\/register/);

  await page.goto(`${origin('user')}/post?type=rent`);
  await waitForApp(page);
  await page.getByRole('button', { name: '開始刊登出租' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await page.getByRole('radio', { name: '雅房' }).check();
  await expect(page.getByText('已自動儲存')).toBeVisible();

  await page.goto(`${origin('user')}/center/listings`);
  const draft = page.getByTestId('my-draft');
  await expect(draft).toHaveCount(1);
  await draft.getByRole('button', { name: /^刪除草稿/ }).click();
  await expect(draft).toHaveCount(0);
  await expect(page.getByText(/^已刪除草稿/)).toBeVisible();

  // Each method went through (PUT and DELETE after the browser's own preflight).
  expect(new Set(apiCalls)).toEqual(new Set(['GET', 'POST', 'PUT', 'DELETE']));
});
