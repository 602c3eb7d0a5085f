import type { BrowserContext, Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { watchPage } from '../support/page-watch.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const SIBLINGS = ['www', 'sale', 'rent', 'newhouse', 'market', 'business', 'land'];
const APP_HOSTS = ['www', 'sale', 'rent', 'land', 'business'];
const HUB_PATH = '/home/index/localStorage?type=syncNotification';
const HEADING = '點擊「允許」即同意隱私權聲明，並接收通知訊息';
const BODY = '最新上架物件、物件訂閱通知及精選降價物件，將第一時間通知您';

// Notifications and service workers need a secure context; the test site runs on plain http,
// so this file's browser treats the site's origins as secure. Permission starts at 'default'.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      `--unsafely-treat-insecure-origin-as-secure=${SIBLINGS.map((host) => origin(host)).join(',')}`,
    ],
  },
});

// Headless Chromium answers a prompt nobody can see by itself after a moment. Here the
// visitor has not answered yet: the prompt stays open, and each test changes the permission
// itself (grant or deny), as the visitor would. Calls are counted.
test.beforeEach(async ({ context }) => {
  // The build names a Firebase project, so push is on; Google's own servers are beyond this
  // machine, and a token can never be had here: every call to them is refused at once.
  await context.route(/^https:\/\/[^/]*(googleapis|gstatic|google)\.com\//, (route) =>
    route.abort(),
  );
  await context.addInitScript(() => {
    const counter = window as unknown as { __permissionRequests: number };
    counter.__permissionRequests = 0;
    if (!window.Notification) return;
    Notification.requestPermission = () => {
      counter.__permissionRequests += 1;
      return new Promise(() => undefined);
    };
  });
});

const banner = (page: Page) => page.getByRole('region', { name: HEADING });
const hubFrames = (page: Page) => page.locator(`iframe[src="${origin('www')}${HUB_PATH}"]`);

/** Records every permission reply the hub sends this page, before the app starts. */
async function recordHubReplies(page: Page) {
  await page.addInitScript((hubOrigin) => {
    const replies: { origin: string; permission: string }[] = [];
    (window as unknown as { __hubReplies: typeof replies }).__hubReplies = replies;
    window.addEventListener('message', (event) => {
      if (event.origin === hubOrigin && event.data?.type === 'syncNotification') {
        replies.push({ origin: event.data.origin, permission: event.data.permission });
      }
    });
  }, origin('www'));
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __hubReplies: { origin: string; permission: string }[] })
          .__hubReplies,
    );
}

/** Sets one origin's notification permission, 'denied' included (Playwright only grants). */
async function setPermission(
  context: BrowserContext,
  page: Page,
  host: string,
  setting: 'granted' | 'denied',
) {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting,
    origin: origin(host),
    browserContextId: targetInfo.browserContextId,
  });
}

test('rent asks www for its siblings, gets seven replies, then shows the banner', async ({
  page,
}) => {
  const watch = watchPage(page);
  const replies = await recordHubReplies(page);
  await page.goto(`${origin('rent')}/`);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expect(banner(page)).toBeVisible({ timeout: 15_000 });
  await expect(banner(page)).toContainText(BODY);
  const received = await replies();
  expect(new Set(received.map((reply) => reply.origin))).toEqual(
    new Set(SIBLINGS.map((host) => origin(host))),
  );
  expect(received.every((reply) => reply.permission !== 'granted')).toBe(true);
  await expect(hubFrames(page)).toHaveCount(0);
  expect(
    await page.evaluate(
      () => (window as unknown as { __permissionRequests: number }).__permissionRequests,
    ),
  ).toBe(1);
  await expectNoSeriousViolations(page, '[data-push-banner]');
  expect(watch.uncaught).toEqual([]);
});

test('the banner’s 隱私權聲明 opens the privacy policy at its section on push', async ({
  page,
}) => {
  await page.goto(`${origin('rent')}/`);
  await expect(banner(page)).toBeVisible({ timeout: 15_000 });
  const [policy] = await Promise.all([
    page.waitForEvent('popup'),
    banner(page).getByRole('link', { name: '隱私權聲明' }).click(),
  ]);
  await expect(policy).toHaveURL(`${origin('help')}/privacy#web-push`);
  await expect(policy).toHaveTitle('隱私權政策 - 591幫助中心');
  await expect(policy.getByRole('heading', { name: '推播通知', level: 2 })).toBeInViewport();
});

test('closing the banner by keyboard hides it and sends hot_event', async ({ page }) => {
  await page.goto(`${origin('land')}/`);
  await expect(banner(page)).toBeVisible({ timeout: 15_000 });
  const close = banner(page).getByRole('button', { name: '關閉通知提示' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer: object[] }).dataLayer,
  );
  expect(events).toContainEqual({ event: 'hot_event', action: 'show', label: 'notification' });
});

test('granting hides the banner, asks the provider for a token, and tells the siblings', async ({
  page,
  context,
}) => {
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[push]')) logs.push(message.text());
  });
  await page.goto(`${origin('rent')}/`);
  await expect(banner(page)).toBeVisible({ timeout: 15_000 });
  const hubLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${origin('www')}${HUB_PATH}`) hubLoads.push(request.url());
  });
  await context.grantPermissions(['notifications'], { origin: origin('rent') });
  await expect(banner(page)).toHaveCount(0);
  // The grant is reported to the hub through a frame of its own, removed once it answered.
  await expect.poll(() => hubLoads.length).toBe(1);
  await expect(hubFrames(page)).toHaveCount(0, { timeout: 15_000 });
  // Messaging starts: the provider is asked for a token, which Google's servers would give.
  await expect
    .poll(() => logs, { timeout: 15_000 })
    .toContainEqual(expect.stringContaining('[push] failed to retrieve the push token'));
  expect(logs.filter((log) => log.includes('FIREBASE_CONFIG'))).toEqual([]);

  // On www nothing is asked any more: rent, a sibling, already has permission.
  const www = await context.newPage();
  const replies = await recordHubReplies(www);
  await www.goto(`${origin('www')}/`);
  await expect.poll(replies, { timeout: 15_000 }).toContainEqual({
    origin: origin('rent'),
    permission: 'granted',
  });
  await expect(hubFrames(www)).toHaveCount(0);
  await www.waitForTimeout(500);
  await expect(banner(www)).toHaveCount(0);
});

test('denying hides the banner and logs the refusal', async ({ page, context }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto(`${origin('sale')}/`);
  await expect(banner(page)).toBeVisible({ timeout: 15_000 });
  await setPermission(context, page, 'sale', 'denied');
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => logs).toContain('[push] the user refused notification permission');
});

test('a page already granted or denied shows no banner', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: origin('business') });
  await setPermission(context, page, 'land', 'denied');
  for (const host of ['business', 'land']) {
    await page.goto(`${origin(host)}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(banner(page)).toHaveCount(0);
  }
});

test('when the hub cannot be reached the banner still comes, after the time-out', async ({
  page,
}) => {
  await page.route(`${origin('www')}/home/index/localStorage*`, (route) => route.abort());
  await page.goto(`${origin('rent')}/`);
  await page.waitForTimeout(4000);
  await expect(banner(page)).toHaveCount(0);
  await expect(banner(page)).toBeVisible({ timeout: 10_000 });
});

test('the hub answers only the site’s own pages', async ({ page }) => {
  for (const foreign of ['http://evil.example:8480', 'http://www.591.com.tw.evil.example:8480']) {
    await page.route(`${foreign}/`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>elsewhere</h1>' }),
    );
    await page.goto(`${foreign}/`);
    const answered = await page.evaluate(
      async (hubUrl) => {
        const frame = document.createElement('iframe');
        frame.src = hubUrl;
        document.body.append(frame);
        await new Promise((resolve) => frame.addEventListener('load', resolve));
        return new Promise((resolve) => {
          window.addEventListener('message', () => resolve(true));
          const ask = () =>
            frame.contentWindow?.postMessage(
              { type: 'syncNotification', permission: 'granted' },
              new URL(hubUrl).origin,
            );
          const timer = setInterval(ask, 200);
          setTimeout(() => {
            clearInterval(timer);
            resolve(false);
          }, 4000);
        });
      },
      `${origin('www')}${HUB_PATH}`,
    );
    expect(answered).toBe(false);
  }
});

for (const host of APP_HOSTS) {
  test(`${host} serves the push worker and its icons`, async ({ page }) => {
    const worker = await page.goto(`${origin(host)}/firebase-messaging-sw.js`);
    expect(worker?.status()).toBe(200);
    expect(worker?.headers()['content-type']).toContain('javascript');
    expect(await worker?.text()).not.toMatch(/^\s*import\s/m);
    for (const icon of ['default-icon.png', 'sub-item.png', 'sub-item-cate-5.png']) {
      const response = await page.goto(`${origin(host)}/push/${icon}`);
      expect(response?.headers()['content-type']).toBe('image/png');
    }
  });
}

test('the worker shows a pushed message and reports its reach', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: origin('rent') });
  await page.goto(`${origin('rent')}/`);
  const stat = context.waitForEvent('requestfinished', {
    predicate: (request) =>
      request.method() === 'POST' &&
      request.url() === `${origin('statistics')}/push/fcm/batch-stat`,
    timeout: 30_000,
  });
  await waitForApp(page);
  // With the permission granted, the page registers its push worker itself once it has
  // started: the push goes to that registration (a second one made here at the same time
  // failed to show the push once in five runs).
  const registration = await page.evaluate(
    async (scope) => {
      for (;;) {
        const registered = await navigator.serviceWorker.getRegistration(scope);
        if (registered?.active?.state === 'activated') return registered.scope;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    `${origin('rent')}/firebase-cloud-messaging-push-scope`,
  );
  expect(registration).toBe(`${origin('rent')}/firebase-cloud-messaging-push-scope`);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (entry) => entry.scopeURL === registration && !entry.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const deliverPush = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: origin('rent'),
      registrationId: await registrationId,
      data: JSON.stringify({
        data: {
          cate: '1',
          title: '新上架：信義區兩房',
          body: '月租 25,000 元',
          link_url: `${origin('rent')}/123`,
          push_id: 'p-1',
          record_id: 'r-1',
          data: JSON.stringify([{ cate: 5, title: '訂閱更新', push_id: 'p-2', record_id: 'r-2' }]),
        },
      }),
    });
  await deliverPush();

  // The worker shows it once it has handled the push: moments on an idle machine, seconds
  // on a busy one.
  const shownNotification = () =>
    page.evaluate(async (scope) => {
      const registered = await navigator.serviceWorker.getRegistration(scope);
      const [notification] = (await registered?.getNotifications()) ?? [];
      return notification
        ? {
            title: notification.title,
            body: notification.body,
            tag: notification.tag,
            requireInteraction: notification.requireInteraction,
            link: notification.data.link_url,
          }
        : null;
    }, registration);
  // DevTools' delivery was lost once in a full CI run, never in 32 runs of this test alone
  // (also with the cores kept busy): a push not shown within 10 s is delivered once more. The
  // worker shows each push under one tag, so a second delivery cannot show a second message.
  const shownSoon = await expect
    .poll(shownNotification, { timeout: 10_000 })
    .not.toBeNull()
    .then(() => true)
    .catch(() => false);
  if (!shownSoon) await deliverPush();
  await expect.poll(shownNotification, { timeout: 30_000 }).toEqual({
    title: '新上架：信義區兩房',
    body: '月租 25,000 元',
    tag: '591-push',
    requireInteraction: true,
    link: `${origin('rent')}/123`,
  });

  const request = await stat;
  expect((await request.allHeaders()).device).toBe('pc');
  const sent = request.postDataJSON() as { data: string; device: string };
  expect(JSON.parse(sent.data)).toEqual([
    { id: 'p-1', record_id: 'r-1', action: 'reach' },
    { id: 'p-2', record_id: 'r-2', action: 'reach' },
  ]);
  expect((await request.response())?.status()).toBe(200);
});
