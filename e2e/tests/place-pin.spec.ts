import { APPROXIMATE_POINT_RADIUS_M } from '@591/config';
import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { landApi } from '../support/land-api.ts';
import { type MapPoint, metresBetween, pinMap, tapPinMap } from '../support/pin-map.ts';
import { type ApiMember, RENTAL } from '../support/poster.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const saved = (page: Page) => expect(page.getByText('已自動儲存')).toBeVisible();
const pointOf = ({ lat, lng }: MapPoint): MapPoint => ({ lat, lng });

/** A rental draft with everything but where it is. */
async function draftWithoutPlace(member: ApiMember, title: string): Promise<number> {
  const { regionId: _r, districtId: _d, lat: _lat, lng: _lng, ...rest } = RENTAL;
  const draft = await member.call('post', '/v1/user/drafts', { section: 'rent', type: 1 });
  await member.call('put', `/v1/user/drafts/${draft.id}`, { ...rest, title });
  return draft.id;
}

const draftPoint = async (member: ApiMember, id: number) =>
  pointOf((await member.call('get', `/v1/user/drafts/${id}`)).fields);

test('an owner taps the building on the map: visitors find the rental about there, the owner exactly there', async ({
  page,
  member,
  request,
}) => {
  const title = `大安區邊間套房 ${Date.now() % 100000}`;
  const draft = await draftWithoutPlace(member, title);
  await page.goto(`${origin('user')}/post/${draft}`);
  await waitForApp(page);
  await expect(page.getByText('請先選擇縣市與鄉鎮市區，地圖會從該區中心開始。')).toBeVisible();
  await page.getByLabel('縣市').selectOption({ label: '台北市' });
  await page.getByLabel('鄉鎮市區').selectOption({ label: '大安區' });
  await page.getByLabel('路段巷弄').fill('復興南路一段 107巷');
  await pinMap(page);
  await saved(page);
  const centre = await draftPoint(member, draft);

  // The building is up and to the right of the district's centre.
  await tapPinMap(page, 160, -90);
  await expect
    .poll(async () => metresBetween(centre, await draftPoint(member, draft)))
    .toBeGreaterThan(120);
  const pin = await draftPoint(member, draft);

  await page.goto(`${origin('user')}/post/${draft}?step=5`);
  await page.getByRole('button', { name: '刊登', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin('rent')}/\\d+$`));
  const id = Number(new URL(page.url()).pathname.slice(1));

  // Visitors get a point near the pin, never the pin itself.
  const shown = await landApi<MapPoint & { approximate: boolean }>(request, `/v1/listings/${id}`);
  expect(shown.approximate).toBe(true);
  expect(metresBetween(shown, pin)).toBeGreaterThan(0);
  expect(metresBetween(shown, pin)).toBeLessThanOrEqual(APPROXIMATE_POINT_RADIUS_M);
  // On the rent map at the building, it is among what the map shows.
  await page.goto(`${origin('rent')}/map?region=1&lat=${pin.lat}&lng=${pin.lng}&zoom=16`);
  await waitForApp(page);
  await expect(page.locator('#map-results').getByRole('article', { name: title })).toBeVisible({
    timeout: 30_000,
  });
  // Single rentals show as an area of about 200 m, not a door.
  await expect(page.locator('.leaflet-overlay-pane path').first()).toBeAttached();

  // Its owner's 修改 opens on the exact pin.
  const edit = await member.call('post', `/v1/user/listings/${id}/edit`, {});
  expect(pointOf(edit.fields)).toEqual(pin);
  await page.goto(`${origin('user')}/post/${edit.id}`);
  await waitForApp(page);
  await pinMap(page);
  await expect(page.getByLabel('路段巷弄')).toHaveValue('復興南路一段 107巷');
});

test('a pin moved out of the district is refused at the map, and nothing typed is lost', async ({
  page,
  member,
}) => {
  const draft = await draftWithoutPlace(member, `中正區套房 ${Date.now() % 100000}`);
  await member.call('put', `/v1/user/drafts/${draft}`, {
    ...(await member.call('get', `/v1/user/drafts/${draft}`)).fields,
    regionId: RENTAL.regionId,
    districtId: RENTAL.districtId,
    lat: RENTAL.lat,
    lng: RENTAL.lng,
  });
  await page.goto(`${origin('user')}/post/${draft}`);
  await waitForApp(page);
  const map = await pinMap(page);
  // Zoomed out to the city, the poster taps far to the west: another district.
  for (let step = 0; step < 4; step += 1) {
    await map.getByRole('button', { name: '縮小' }).click();
    // Each press once the last one's zoom has ended: a press during the animation is lost.
    await page.waitForTimeout(400);
  }
  const box = (await map.boundingBox())!;
  await tapPinMap(page, -(box.width / 2) + 15, 0);
  await expect
    .poll(async () => metresBetween(pointOf(RENTAL), await draftPoint(member, draft)))
    .toBeGreaterThan(2000);

  await page.goto(`${origin('user')}/post/${draft}?step=5`);
  await page.getByRole('button', { name: '刊登', exact: true }).click();
  await expect(page.getByText('標記位置不在所選的鄉鎮市區內，請在地圖上重新標出')).toBeVisible();
  await expect(page.getByTestId('pin-map')).toBeVisible();
  await expect(page.getByLabel('路段巷弄')).toHaveValue(RENTAL.road);
  await expect(page.getByLabel('鄉鎮市區')).toHaveValue(String(RENTAL.districtId));
});
