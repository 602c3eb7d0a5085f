import { NewBuildDetail, type NewBuildSummary } from '@591/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBuilds } from '../../db/schema/index.ts';
import { loadLocationCatalog } from '../../services/location-catalog.ts';
import { importShippedRealPrice } from '../../services/real-price/shipped-data.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 600 });
  // Taipei then shows the government's deals; New Taipei keeps the seed's.
  await importShippedRealPrice(api.db, await loadLocationCatalog(api.db));
});
afterAll(() => api.close());

const get = async (url: string) => {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

const projectsOf = (regionId: number) =>
  api.db.select().from(newBuilds).where(eq(newBuilds.regionId, regionId)).orderBy(newBuilds.id);

/** The path of one of the API's own photo links, for inject. */
const pathOf = (url: string) => new URL(url).pathname;

describe('GET /v1/new-builds/:id', () => {
  it('gives every fact of a project as the contract has them', async () => {
    const [project] = await projectsOf(1);
    const { status, body } = await get(`/v1/new-builds/${project!.id}`);
    expect(status).toBe(200);
    expect(Compile(NewBuildDetail).Check(body)).toBe(true);
    expect(body).toMatchObject({
      id: project!.id,
      name: project!.name,
      regionName: '台北市',
      builder: project!.builder,
      constructorName: project!.constructorName,
      permitNumber: project!.permitNumber,
      office: { phone: expect.stringMatching(/^02-\d{4}-\d{4}$/) },
    });
    expect(body.photos.exterior[0]).toEqual(body.cover);
    expect(body.photos.floorPlans).toHaveLength(project!.floorPlanPhotos);
  });

  it('lists the nearest stations and universities within reach, and the timeline newest first', async () => {
    const projects = await projectsOf(1);
    const near = projects.find((project) => project.stationMetres !== null)!;
    const { body } = await get(`/v1/new-builds/${near.id}`);
    expect(body.stations.length).toBeGreaterThan(0);
    expect(body.stations.length).toBeLessThanOrEqual(3);
    expect(body.stations[0]).toEqual(body.nearestStation);
    const metres = body.stations.map((station: { metres: number }) => station.metres);
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    expect(metres.at(-1)).toBeLessThanOrEqual(1500);
    const withSchool = await Promise.all(
      projects
        .slice(0, 10)
        .map(async (project) => (await get(`/v1/new-builds/${project.id}`)).body),
    );
    const schools = withSchool.flatMap((detail) => detail.schools);
    expect(schools.length).toBeGreaterThan(0);
    for (const school of schools) {
      expect(school.note).toBe('大學');
      expect(school.metres).toBeLessThanOrEqual(3000);
    }
    const dates = body.timeline.map((event: { date: string }) => event.date);
    expect(dates.length).toBeGreaterThanOrEqual(2);
    expect(dates.length).toBeLessThanOrEqual(5);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows the district’s newest home sales, of the source its region shows', async () => {
    const [taipei] = await projectsOf(1);
    const moi = (await get(`/v1/new-builds/${taipei!.id}`)).body;
    expect(moi.dealsSample).toBe(false);
    expect(moi.deals.length).toBeGreaterThan(0);
    for (const deal of moi.deals)
      expect(deal).toMatchObject({ source: 'moi', districtId: taipei!.districtId });
    expect(moi.dealSource.licence).toBe('政府資料開放授權條款－第1版');
    const newTaipei = await projectsOf(3);
    const details = await Promise.all(
      newTaipei.map(async (project) => (await get(`/v1/new-builds/${project.id}`)).body),
    );
    const withDeals = details.find((detail) => detail.deals.length > 0)!;
    expect(withDeals.dealsSample).toBe(true);
    expect(withDeals.deals.length).toBeLessThanOrEqual(10);
    for (const deal of withDeals.deals) {
      expect(deal.source).toBe('generated');
      expect(deal.districtId).toBe(withDeals.districtId);
    }
    const traded = withDeals.deals.map((deal: { tradedOn: string }) => deal.tradedOn);
    expect(traded).toEqual([...traded].sort().reverse());
  });

  it('links a 720 panorama only where there is one, a 2:1 picture the photo route serves', async () => {
    const projects = await projectsOf(1);
    const withOne = projects.find((project) => project.hasPanorama)!;
    const without = projects.find((project) => !project.hasPanorama)!;
    expect((await get(`/v1/new-builds/${without.id}`)).body.panorama).toBeNull();
    const { panorama } = (await get(`/v1/new-builds/${withOne.id}`)).body;
    expect(panorama).toMatch(/^https:\/\/api\.591\.com\.tw\/v1\/photos\/r1\/33-\d+-0-2560\.webp$/);
    const image = await api.app.inject(pathOf(panorama));
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 2560,
      height: 1280,
    });
  });

  it('serves a picture of each album', async () => {
    const [project] = await projectsOf(3);
    const { photos } = (await get(`/v1/new-builds/${project!.id}`)).body;
    for (const album of [photos.exterior, photos.floorPlans, photos.surroundings]) {
      const response = await api.app.inject(pathOf(album.at(-1).src));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({
        width: 640,
        height: 480,
      });
    }
  });

  it.each([
    ['a panorama at a photo’s width', '/v1/photos/r1/33-3-0-640.webp'],
    ['a second panorama', '/v1/photos/r1/33-3-1-2560.webp'],
    ['a photo at a panorama’s width', '/v1/photos/r1/30-3-0-2560.webp'],
  ])('has no %s', async (_, url) => {
    expect((await api.app.inject(url)).statusCode).toBe(404);
  });

  it('answers an unknown project 404 in words, and a malformed id 400', async () => {
    const missing = await get('/v1/new-builds/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('找不到這個建案');
    expect((await get('/v1/new-builds/abc')).status).toBe(400);
  });
});

describe('GET /v1/new-builds/overview', () => {
  const list = async (query: string) =>
    (await get(`/v1/new-builds?regionid=3&pageSize=100&${query}`)).body;

  it('counts a region’s presales, completed and metro projects as the list does', async () => {
    const { status, body } = await get('/v1/new-builds/overview?regionid=3');
    expect(status).toBe(200);
    expect(body.regionName).toBe('新北市');
    expect(body.presaleCount).toBe((await list('build_type=1')).total);
    expect(body.completedCount).toBe((await list('build_type=2')).total);
    expect(body.metroCount).toBe((await list('type=1')).total);
  });

  it('leads each row with the first page of the list it belongs to', async () => {
    const { body } = await get('/v1/new-builds/overview?regionid=3');
    const opened = (await list('order=opened')).items.filter(
      (item: NewBuildSummary) => item.openedOn !== null,
    );
    expect(body.newest).toEqual(opened.slice(0, 6));
    expect(body.metro).toEqual((await list('type=1')).items.slice(0, 6));
  });

  it('refuses an unknown region', async () => {
    expect((await get('/v1/new-builds/overview?regionid=98')).status).toBe(404);
  });
});
