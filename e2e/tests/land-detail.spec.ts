import type { APIRequestContext, Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectFavouriteToggles, expectGalleryWorks } from '../support/detail-page.ts';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const thousands = (value: number) => value.toLocaleString('en-US');

interface LandListing {
  id: number;
  title: string;
  type: number;
  price: number;
  unitPrice: number | null;
  area: number;
  photos: unknown[];
  description: string;
  facts: {
    land: {
      zoning: string;
      landCategory: string;
      roadWidth: number;
      frontage: number;
      depth: number;
      lotNumber: string;
      nuisances: string[];
      foreclosure?: { round: number };
    };
  };
}

/** A land listing of the seeded catalogue, read whole from the API by address. */
async function landListing(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<LandListing> {
  const api = new URL(origin('api'));
  const ask = (path: string) =>
    request
      .get(`http://127.0.0.1:${api.port}${path}`, { headers: { host: api.host } })
      .then((response) => response.json());
  const { items } = await ask(
    `/v1/land/listings?${new URLSearchParams({ pageSize: '1', ...query })}`,
  );
  if (!items[0]) throw new Error(`The seeded catalogue has no land for ${JSON.stringify(query)}`);
  return ask(`/v1/listings/${items[0].id}`);
}

const facts = (page: Page) => page.getByTestId('land-facts').filter({ visible: true });
const priceBox = (page: Page) => page.getByTestId('price-box').filter({ visible: true });

test('a foreclosed lot for sale shows its price, unit price and every fact', async ({
  page,
  request,
}) => {
  const listing = await landListing(request, { type: '2', region: '1', special: 'foreclosure' });
  const land = listing.facts.land;
  const watch = watchPage(page);
  await page.goto(`${origin('land')}/sale/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  await expect(page.getByTestId('listing-id')).toHaveText(`物件編號：${listing.id}`);
  await expect(page).toHaveTitle(/｜.*591土地$/);

  await expect(priceBox(page).getByTestId('detail-price')).toHaveText(
    `${thousands(listing.price)}萬`,
  );
  await expect(priceBox(page)).toContainText(`單價${listing.unitPrice}萬/坪`);
  for (const fact of [
    `使用分區${land.zoning}`,
    `用地類別${land.landCategory}`,
    `地坪${listing.area}坪`,
    `臨路路寬${land.roadWidth}米`,
    `面寬/縱深面寬${land.frontage}米／縱深${land.depth}米`,
    `地號${land.lotNumber}`,
    `嫌惡設施${land.nuisances.length > 0 ? land.nuisances.join('、') : '無'}`,
    `法拍第${land.foreclosure!.round}拍`,
  ]) {
    await expect(facts(page)).toContainText(fact);
  }
  await expect(page.getByTestId('description').filter({ visible: true })).toContainText(
    listing.description.split('\n')[0]!,
  );
  await waitForApp(page);
  await expectGalleryWorks(page, listing.photos.length);
  expect(watch.uncaught).toEqual([]);
});

test('land for rent shows its monthly rent and no unit price', async ({ page, request }) => {
  const listing = await landListing(request, { type: '1', region: '1' });
  await page.goto(`${origin('www')}/land/rent/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  await expect(priceBox(page)).toContainText('月租金');
  await expect(priceBox(page).getByTestId('detail-price')).toHaveText(
    `${thousands(listing.price)}元/月`,
  );
  await expect(priceBox(page)).not.toContainText('萬/坪');
  await expect(facts(page)).toContainText(`使用分區${listing.facts.land.zoning}`);
  await expect(facts(page)).not.toContainText('法拍');
});

test('a bad id, or a listing of the other type, is the land 404 page', async ({
  page,
  request,
}) => {
  const rental = await landListing(request, { type: '1' });
  const forSale = await landListing(request, { type: '2' });
  for (const path of [
    '/sale/abc',
    '/rent/12.5',
    `/sale/${rental.id}`,
    `/rent/${forSale.id}`,
    '/sale/99999999',
  ]) {
    const response = await page.goto(`${origin('land')}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到該房屋');
  }
});

test('a recommendation opens another land detail', async ({ page, request }) => {
  const listing = await landListing(request, { type: '2', region: '1' });
  await page.goto(`${origin('land')}/sale/${listing.id}`);
  await waitForApp(page);
  const recommended = page.locator('.detail__after').getByRole('article').first();
  await expect(recommended).toBeVisible();
  const href = await recommended.getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/(sale|rent)\/\d+$/);
  await recommended.getByRole('link').click();
  // The detail left is kept alive, hidden: the one shown is the recommendation.
  await expect(page.getByTestId('listing-id').filter({ visible: true })).toHaveText(
    `物件編號：${href!.split('/').pop()}`,
  );
});

test('a member saves land as a favourite', async ({ page, request }) => {
  const listing = await landListing(request, { type: '2', region: '3' });
  await page.goto(`${origin('land')}/sale/${listing.id}`);
  await expectFavouriteToggles(page, waitForApp);
});

test('land details have no serious accessibility violation', async ({ page, request }) => {
  const queries: Record<string, string>[] = [{ type: '2', region: '1' }, { type: '1' }];
  for (const query of queries) {
    const listing = await landListing(request, query);
    await page.goto(`${origin('land')}/${query.type === '1' ? 'rent' : 'sale'}/${listing.id}`);
    await waitForApp(page);
    await expectNoSeriousViolations(page);
  }
});
