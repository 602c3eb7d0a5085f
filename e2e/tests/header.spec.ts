import { logoutActionUrl, memberPageUrl } from '@591/config';
import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DOMAIN, origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const channelNav = (page: Page) => page.getByRole('navigation', { name: '主要頻道' });
const channelLink = (page: Page, name: string) =>
  channelNav(page).getByRole('link', { name, exact: true });

for (const host of ['rent', 'land']) {
  test.describe(`header on ${host}.591.com.tw`, () => {
    test('a channel dropdown opens with the mouse', async ({ page }) => {
      await page.goto(`${origin(host)}/`);
      await waitForApp(page);
      const toggle = page.getByRole('button', { name: '租屋選單' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await channelLink(page, '租屋').hover();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(panel.getByRole('link', { name: '獨立套房' })).toBeVisible();
    });

    test('a channel dropdown works from the keyboard', async ({ page }) => {
      await page.goto(`${origin(host)}/`);
      await waitForApp(page);
      const toggle = page.getByRole('button', { name: '土地選單' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      const links = panel.getByRole('link');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });

    test('the region cookie changes the channel links', async ({ page, context }) => {
      await page.goto(`${origin(host)}/`);
      await waitForApp(page);
      await expect(channelLink(page, '租屋')).toHaveAttribute(
        'href',
        `${origin('rent')}/list?region=1`,
      );
      await context.addCookies([
        { name: 'urlJumpIp', value: '8', domain: `.${DOMAIN}`, path: '/' },
      ]);
      await page.reload();
      await expect(channelLink(page, '租屋')).toHaveAttribute(
        'href',
        `${origin('rent')}/list?region=8`,
      );
      await expect(channelLink(page, '土地')).toHaveAttribute(
        'href',
        `${origin('land')}/list?type=2&region=8&kind=11`,
      );
    });

    test('the login state changes the right side', async ({ page }) => {
      await page.goto(`${origin(host)}/`);
      await waitForApp(page);
      await expect(page.getByRole('link', { name: '登入', exact: true })).toHaveAttribute(
        'href',
        memberPageUrl('login', page.url(), origin('user')),
      );
      await expect(page.getByRole('link', { name: '註冊' })).toBeVisible();

      await page.route('**/v1/user/oauth', (route) =>
        route.fulfill({
          json: {
            status: 1,
            data: {
              user_id: 7,
              admin_id: 0,
              realname: '林志明',
              sex: 1,
              role: '1',
              raw_user_id: 7,
              mobile: '0912-000-111',
            },
          },
        }),
      );
      await page.reload();
      await expect(page.getByTestId('header-user')).toHaveText('林先生');
      await expect(page.getByRole('link', { name: '登入' })).toHaveCount(0);
      await page.getByTestId('header-user').click();
      await expect(
        page.locator('form', { has: page.getByRole('button', { name: '登出' }) }),
      ).toHaveAttribute('action', logoutActionUrl(page.url(), origin('api')));
      await expect(page.getByRole('link', { name: '會員中心' })).toBeVisible();
    });

    test('a channel click is tracked with its header-nav label', async ({ page }) => {
      await page.goto(`${origin(host)}/`);
      await waitForApp(page);
      // A 204 answer keeps the browser on this page, so its data layer can be read.
      await page.route(`${origin('sale')}/**`, (route) => route.fulfill({ status: 204 }));
      await channelLink(page, '中古屋').click();
      const labels = await page.evaluate(() =>
        ((window as unknown as { dataLayer?: { label?: string }[] }).dataLayer ?? []).map(
          (event) => event.label,
        ),
      );
      expect(labels).toContain('header-nav_sale');
    });

    test('the header has no serious accessibility violation', async ({ page }) => {
      await page.goto(`${origin(host)}/`);
      await waitForApp(page);
      await expect(channelNav(page)).toBeVisible();
      await expectNoSeriousViolations(page, 'header');
      await channelLink(page, '租屋').hover();
      await expect(page.getByRole('button', { name: '租屋選單' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expectNoSeriousViolations(page, 'header');
    });
  });
}
