import { METRO_PROJECT_METRES, NEW_BUILD_TAGS, NEWLY_OPENED_DAYS } from '@591/config';
import type { NewBuildSummary } from '@591/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBuilds } from '../../db/schema/index.ts';
import { distanceMetres } from '../../lib/geo.ts';
import { loadLocationCatalog } from '../../services/location-catalog.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

type Project = typeof newBuilds.$inferSelect;

let api: TestApp;
let taipei: Project[];
beforeAll(async () => {
  api = await createTestApp({ listings: 50 });
  taipei = await api.db.select().from(newBuilds).where(eq(newBuilds.regionId, 1));
});
afterAll(() => api.close());

const get = async (url: string) => {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
};

/** Every project of a search, a page of 100 being more than a region has. */
const all = async (query: string) => {
  const { status, body } = await get(`/v1/new-builds?regionid=1&pageSize=100&${query}`);
  expect(status).toBe(200);
  expect(body.total).toBe(body.items.length);
  return body.items as NewBuildSummary[];
};

const ids = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);
const idsWhere = (keep: (project: Project) => boolean) => ids(taipei.filter(keep));

describe('GET /v1/new-builds', () => {
  it('lists a region’s projects, newest first public sale first and 即將公開 last', async () => {
    const { headers, body } = await get('/v1/new-builds?regionid=1&pageSize=100');
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(body.total).toBe(taipei.length);
    expect(body.total).toBeGreaterThan(30);
    const opened = (body.items as NewBuildSummary[]).map((item) => item.openedOn);
    const known = opened.filter((month) => month !== null);
    expect(opened.slice(0, known.length)).toEqual(known);
    expect(known).toEqual([...known].sort().reverse());
    expect(opened.slice(known.length).every((month) => month === null)).toBe(true);
  });

  it('pages without repeating a project', async () => {
    const first = (await get('/v1/new-builds?regionid=1&pageSize=10')).body;
    const second = (await get('/v1/new-builds?regionid=1&pageSize=10&page=2')).body;
    expect(second.page).toBe(2);
    const seen = new Set([...first.items, ...second.items].map((item: { id: number }) => item.id));
    expect(seen.size).toBe(20);
  });

  it('keeps to a district, a type, a shape, a use and the projects with a panorama', async () => {
    const [district] = taipei;
    expect(ids(await all(`sectionid=${district!.districtId}`))).toEqual(
      idsWhere((project) => project.districtId === district!.districtId),
    );
    const presale = await all('build_type=1');
    expect(presale.length).toBeGreaterThan(0);
    expect(presale.every((item) => item.buildType === 1)).toBe(true);
    expect(ids(presale)).toEqual(idsWhere((project) => project.buildType === 1));
    expect(ids(await all('shape=mid-rise'))).toEqual(idsWhere((p) => p.shape === 'mid-rise'));
    expect(ids(await all('purpose=mixed'))).toEqual(idsWhere((p) => p.purpose === 'mixed'));
    const vr = await all('vr=1');
    expect(vr.length).toBeGreaterThan(0);
    expect(vr.every((item) => item.hasPanorama)).toBe(true);
    expect(ids(vr)).toEqual(idsWhere((project) => project.hasPanorama));
  });

  it('finds 最新公開: first public sale within NEWLY_OPENED_DAYS', async () => {
    const since = new Date(Date.now() - NEWLY_OPENED_DAYS * 86_400_000).toISOString().slice(0, 10);
    const fresh = idsWhere((project) => project.openedOn !== null && project.openedOn >= since);
    expect(fresh.length).toBeGreaterThan(0);
    expect(ids(await all('now=1'))).toEqual(fresh);
  });

  it('finds 捷運宅 and the projects near a line or a station, by the distance to each station', async () => {
    const catalog = await loadLocationCatalog(api.db);
    const metro = await all('type=1');
    expect(metro.length).toBeGreaterThan(0);
    for (const item of metro) {
      expect(item.nearestStation!.metres).toBeLessThanOrEqual(METRO_PROJECT_METRES);
      expect(item.tags).toContain('近捷運');
    }
    const near = (project: Project, stationIds: number[]) =>
      stationIds.some((id) => {
        const station = catalog.stationById.get(id)!;
        return Math.round(distanceMetres(station, project)) <= METRO_PROJECT_METRES;
      });
    expect(ids(metro)).toEqual(
      idsWhere((project) => near(project, [...catalog.stationById.keys()])),
    );
    const line = catalog.lineById.get(100)!;
    const onLine = await all('mrtline=100');
    expect(onLine.length).toBeGreaterThan(0);
    expect(ids(onLine)).toEqual(
      idsWhere((p) =>
        near(
          p,
          line.stations.map(({ id }) => id),
        ),
      ),
    );
    const project = taipei.find((p) => p.stationMetres! <= METRO_PROJECT_METRES)!;
    const atStation = await all(`station=${project.stationId}`);
    expect(atStation.map((item) => item.id)).toContain(project.id);
    expect(ids(atStation)).toEqual(idsWhere((p) => near(p, [project.stationId!])));
  });

  it('keeps to a 單價 band and a 總價 band by overlap, and leaves 價格待定 out of both', async () => {
    // A project is in a band when one of its units is: its range meets the band, ends included.
    const unitBand = await all('unitprice=90_120');
    expect(unitBand.length).toBeGreaterThan(0);
    for (const { unitPrice } of unitBand) {
      expect(unitPrice!.max).toBeGreaterThanOrEqual(90);
      expect(unitPrice!.min).toBeLessThanOrEqual(120);
    }
    expect(ids(unitBand)).toEqual(
      idsWhere((p) => p.unitPriceMin !== null && p.unitPriceMax! >= 90 && p.unitPriceMin <= 120),
    );
    // Position 2 of Taipei's bands is 2,000-2,500萬.
    const priceBand = await all('price=2');
    expect(priceBand.length).toBeGreaterThan(0);
    expect(ids(priceBand)).toEqual(
      idsWhere(
        (p) => p.totalPriceMin !== null && p.totalPriceMax! >= 2000 && p.totalPriceMin <= 2500,
      ),
    );
    // The top band, 5,000萬以上, has no upper end.
    expect(ids(await all('price=6'))).toEqual(
      idsWhere((p) => p.totalPriceMax !== null && p.totalPriceMax >= 5000),
    );
  });

  it('keeps to the projects with units at or above a total price (豪宅建案)', async () => {
    const luxury = await all('totalmin=7000');
    expect(luxury.length).toBeGreaterThan(0);
    expect(ids(luxury)).toEqual(
      idsWhere((p) => p.totalPriceMax !== null && p.totalPriceMax >= 7000),
    );
    expect((await get('/v1/new-builds?regionid=1&totalmin=0')).status).toBe(400);
  });

  it('keeps to a room count, 4 meaning four or more', async () => {
    const two = await all('rooms=2');
    expect(two.length).toBeGreaterThan(0);
    expect(two.every((item) => item.rooms.includes(2))).toBe(true);
    expect(ids(two)).toEqual(idsWhere((project) => project.rooms.includes(2)));
    expect(ids(await all('rooms=4'))).toEqual(
      idsWhere((project) => project.rooms.some((rooms) => rooms >= 4)),
    );
  });

  it('keeps to a tag, and finds by a word of the name, the builder or the road', async () => {
    const tagged = await all(`tag=${encodeURIComponent('近學校')}`);
    expect(tagged.length).toBeGreaterThan(0);
    expect(ids(tagged)).toEqual(idsWhere((project) => project.tags.includes('近學校')));
    const [sample] = taipei;
    const byName = await all(`keyword=${encodeURIComponent(sample!.name)}`);
    expect(byName.map((item) => item.id)).toContain(sample!.id);
    const builder = await all(`keyword=${encodeURIComponent(sample!.builder)}`);
    expect(builder.length).toBeGreaterThan(0);
    expect(
      builder.every(
        (item) => item.builder === sample!.builder || item.name.includes(sample!.builder),
      ),
    ).toBe(true);
    const road = sample!.address.replace(/^.+?區/, '');
    const onRoad = await all(`keyword=${encodeURIComponent(road)}`);
    expect(onRoad.every((item) => item.address.includes(road) || item.name.includes(road))).toBe(
      true,
    );
    expect((await all('keyword=%25')).length).toBe(0);
  });

  it('sorts by 單價 and 總價 lowest first with 價格待定 last, and by views', async () => {
    for (const [order, field] of [
      ['unitprice', 'unitPrice'],
      ['price', 'totalPrice'],
    ] as const) {
      const items = await all(`order=${order}`);
      const mins = items.map((item) => item[field]?.min ?? null);
      const known = mins.filter((min) => min !== null);
      expect(mins.slice(0, known.length)).toEqual(known);
      expect(known).toEqual([...known].sort((a, b) => a - b));
      expect(mins.slice(known.length).every((min) => min === null)).toBe(true);
    }
    const views = (await all('order=views')).map((item) => item.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('refuses an unknown region, another region’s district, a malformed band and an unknown tag', async () => {
    expect((await get('/v1/new-builds?regionid=98')).status).toBe(404);
    const catalog = await loadLocationCatalog(api.db);
    const elsewhere = catalog.regionById.get(3)!.districts[0]!.id;
    const district = await get(`/v1/new-builds?regionid=1&sectionid=${elsewhere}`);
    expect(district.status).toBe(400);
    expect(district.body.message).toBe('querystring/sectionid must be a district of region 1');
    for (const band of ['cheap', '120_90']) {
      const refused = await get(`/v1/new-builds?regionid=1&unitprice=${band}`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'querystring/unitprice must look like lower_upper in 萬/坪, e.g. 50_70',
      );
    }
    const tag = await get(`/v1/new-builds?regionid=1&tag=${encodeURIComponent('豪宅')}`);
    expect(tag.status).toBe(400);
    expect(tag.body.message).toBe(`querystring/tag must be one of ${NEW_BUILD_TAGS.join(', ')}`);
    expect((await get('/v1/new-builds?regionid=1&price=7')).status).toBe(400);
    expect((await get('/v1/new-builds?regionid=1&build_type=3')).status).toBe(400);
  });
});
