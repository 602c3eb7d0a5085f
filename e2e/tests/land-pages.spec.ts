import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

test.describe('landing', () => {
  test('searches by type, region and keyword before and after the app starts', async ({
    page,
    browser,
  }) => {
    // Without scripts the GET form still leads to the list.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(`${origin('land')}/`);
    await bare.getByRole('radio', { name: '出租' }).check();
    await bare.getByRole('combobox', { name: '地區' }).selectOption('新北市');
    await bare.getByRole('button', { name: '搜尋' }).click();
    await expect(bare).toHaveURL(/\/list\?type=1&kind=11&region=3&keyword=$/);
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('新北市土地出租');
    await noScript.close();

    await page.goto(`${origin('land')}/`);
    await waitForApp(page);
    await expect(page).toHaveTitle('土地買賣・土地出租 - 591土地');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('土地');
    const search = page.getByRole('search', { name: '搜尋土地' });
    await search.getByRole('searchbox', { name: '關鍵字' }).fill('復興');
    await search.getByRole('button', { name: '搜尋' }).click();
    await expect(page).toHaveURL(/\/list\?type=2&kind=11&region=1&keyword=%E5%BE%A9%E8%88%88$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('台北市土地出售');
  });

  test('quick links follow the region in use and the newest land loads', async ({ page }) => {
    await page.goto(`${origin('land')}/?region=8`);
    await waitForApp(page);
    const lists = page.getByRole('navigation', { name: '台中市找土地' });
    await expect(lists.getByRole('link', { name: '土地出售' })).toHaveAttribute(
      'href',
      '/list?type=2&region=8&kind=11',
    );
    await expect(lists.getByRole('link', { name: '實價登錄地圖' })).toHaveAttribute(
      'href',
      '/map?region_id=8&mode=real-price',
    );
    const newest = page.getByRole('region', { name: '台中市最新土地出售' });
    await expect(newest.getByRole('article').first()).toBeVisible();
    await page
      .getByRole('navigation', { name: '特色土地' })
      .getByRole('link', { name: '法拍土地' })
      .click();
    await expect(page).toHaveURL(/\/list\?type=2&region=8&kind=11&special=foreclosure$/);
    await expect(
      page
        .getByRole('navigation', { name: '篩選條件' })
        .filter({ visible: true })
        .getByRole('link', { name: /^法拍土地\s*（已選）$/ }),
    ).toBeVisible();
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await page.goto(`${origin('land')}/`);
    await waitForApp(page);
    await expectNoSeriousViolations(page);
  });
});

test.describe('first-time buyer guide', () => {
  test('explains zones, farmhouses and checks, and links to the lists', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto(`${origin('www')}/land/first`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('土地首購指南');
    await expect(page).toHaveTitle(/^土地首購指南.* - 591土地$/);
    for (const heading of ['使用分區：這塊地能做什麼', '農地能蓋農舍嗎', '買地前要查的三件事']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const zone of [
      '第一種住宅區',
      '商業區',
      '乙種工業區',
      '特定農業區',
      '鄉村區',
      '山坡地保育區',
    ]) {
      await expect(page.getByRole('heading', { level: 4, name: zone })).toBeVisible();
    }
    await expect(page.getByText('0.25 公頃（約 756 坪）')).toBeVisible();
    await waitForApp(page);
    await page.getByRole('link', { name: '看特定農業區土地' }).click();
    await expect(page).toHaveURL(`${origin('www')}/land/list?type=2&region=1&kind=11&zone=6`);
    await page.goBack();
    await page.getByRole('link', { name: '高雄市土地出租' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('高雄市土地出租');
    expect(watch.uncaught).toEqual([]);
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await page.goto(`${origin('land')}/first`);
    await waitForApp(page);
    await expectNoSeriousViolations(page);
  });
});

test.describe('special land', () => {
  test('each kind is explained with listings and a link to its list', async ({ page }) => {
    await page.goto(`${origin('land')}/special`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('特色土地');
    await expect(page).toHaveTitle(/^特色土地.* - 591土地$/);
    for (const name of ['法拍土地', '農地可建農舍', '大面積土地']) {
      const section = page.getByRole('region', { name });
      await expect(section.getByRole('article').first()).toBeVisible();
      await expect(
        section.getByRole('link', { name: new RegExp(`^看.+全部${name}$`) }),
      ).toBeVisible();
    }
    const large = page.getByRole('region', { name: '大面積土地' });
    for (const line of await large.locator('.listing-card__line').allTextContents()) {
      const area = /([\d.]+)坪/.exec(line);
      if (area) expect(Number(area[1])).toBeGreaterThanOrEqual(1000);
    }
    await waitForApp(page);
    await large.getByRole('link', { name: /^看.+全部大面積土地$/ }).click();
    await expect(page).toHaveURL(/\/list\?type=2&region=\d+&kind=11&special=large$/);
    await expect(page.getByTestId('result-total').filter({ visible: true })).not.toHaveText(
      '共 0 筆',
    );
  });

  test('narrows to a region', async ({ page }) => {
    await page.goto(`${origin('land')}/special`);
    await waitForApp(page);
    await page
      .getByRole('navigation', { name: '選擇地區' })
      .getByRole('link', { name: '新北市' })
      .click();
    await expect(page).toHaveURL(/\/special\?region=3$/);
    const foreclosures = page.getByRole('region', { name: '法拍土地' });
    await expect(foreclosures.getByText(/^新北市共 \d+ 筆$/)).toBeVisible();
    await expect(foreclosures.getByRole('link', { name: '看新北市全部法拍土地' })).toHaveAttribute(
      'href',
      '/list?type=2&region=3&kind=11&special=foreclosure',
    );
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await page.goto(`${origin('land')}/special`);
    await waitForApp(page);
    await expectNoSeriousViolations(page);
  });
});
