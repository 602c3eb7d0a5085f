import {
  boxParam,
  type GeoBox,
  type MapTile,
  sectionRules,
  tileBox,
  tileOf,
  tilesCovering,
  viewBox,
  WIDE_MAP_PX,
} from '@591/config';
import type { ClusterAnswer, MapCluster } from '@591/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.ts';
import { daysBefore, EXPIRED_AFTER_DAYS } from '../../domain/listing-status.ts';
import { ageMapCells, rebuildMapCells } from '../../services/map-cells/cell-upkeep.ts';
import { registerMember } from '../../test-support/members.ts';
import { COMPLETE_RENT, publishListing } from '../../test-support/postings.ts';
import { createTestApp, SITE_ORIGIN, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 1500 });
});
afterAll(() => api.close());

const TAIPEI_CENTRE = { lat: 25.04, lng: 121.54 };

async function tile(path: string, headers: Record<string, string> = {}) {
  return api.app.inject({ url: path, headers });
}

async function tileAnswer(section: string, { zoom, x, y }: MapTile, query: string) {
  const response = await tile(`/v1/${section}/map/tiles/${zoom}/${x}/${y}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ClusterAnswer;
}

/** The tiles of a wide map around Taipei at a zoom, and the box they cover together. */
function taipeiTiles(zoom: number) {
  const tiles = tilesCovering(viewBox({ ...TAIPEI_CENTRE, zoom }, WIDE_MAP_PX), zoom);
  const boxes = tiles.map(tileBox);
  const union: GeoBox = {
    west: Math.min(...boxes.map((box) => box.west)),
    south: Math.min(...boxes.map((box) => box.south)),
    east: Math.max(...boxes.map((box) => box.east)),
    north: Math.max(...boxes.map((box) => box.north)),
  };
  return { tiles, union };
}

async function listTotal(section: string, query: string, box: GeoBox): Promise<number> {
  const response = await tile(`/v1/${section}/listings?${query}&bbox=${boxParam(box)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().total as number;
}

async function viewAnswers(section: string, zoom: number, query: string) {
  const { tiles, union } = taipeiTiles(zoom);
  const answers = await Promise.all(tiles.map((each) => tileAnswer(section, each, query)));
  return { answers, union, clusters: answers.flatMap((answer) => answer.clusters) };
}

const total = (clusters: MapCluster[]) => clusters.reduce((sum, each) => sum + each.count, 0);

describe('map tiles', () => {
  it.each<[section: string, query: string, zoom: number]>([
    // Counted ahead: a section's whole map of a region, up to a district's zoom.
    ['rent', 'region=1', 12],
    ['rent', 'region=1', 15],
    ['sale', 'region=1', 13],
    ['land', 'region=1', 11],
    // Grouped as asked: any filter, or a street's zoom.
    ['rent', 'region=1&kind=2&price=5000_20000', 12],
    ['sale', 'region=1&houseage=0_10', 14],
    ['rent', 'region=1', 16],
  ])(
    '%s tiles of %s at zoom %i count exactly what the list finds in them',
    async (section, query, zoom) => {
      const { answers, union, clusters } = await viewAnswers(section, zoom, query);
      expect(total(clusters)).toBe(await listTotal(section, query, union));
      expect(total(clusters)).toBeGreaterThan(0);
      for (const answer of answers) expect(answer.total).toBe(total(answer.clusters));
    },
  );

  it('draws no cell twice: each cluster lies in its own tile’s cells, away from the others', async () => {
    const { clusters } = await viewAnswers('rent', 13, 'region=1');
    const cells = clusters.filter((each) => each.cell).map((each) => each.cell!.join(','));
    expect(new Set(cells).size).toBe(cells.length);
    for (const cluster of clusters) {
      const [south, west, north, east] = cluster.cell ?? [
        cluster.lat,
        cluster.lng,
        cluster.lat,
        cluster.lng,
      ];
      expect(cluster.lat).toBeGreaterThanOrEqual(south);
      expect(cluster.lat).toBeLessThanOrEqual(north);
      expect(cluster.lng).toBeGreaterThanOrEqual(west);
      expect(cluster.lng).toBeLessThanOrEqual(east);
    }
  });

  it('answers from the counts ahead exactly what grouping the listings gives', async () => {
    // Every kind of the section filters nothing out, but sends the question to the listings.
    const everyKind = `kind=${sectionRules('rent').kinds.join(',')}`;
    for (const zoom of [10, 12, 14]) {
      const counted = (await viewAnswers('rent', zoom, 'region=1')).clusters;
      const grouped = (await viewAnswers('rent', zoom, `region=1&${everyKind}`)).clusters;
      const summary = (clusters: MapCluster[]) =>
        clusters.map(({ lat, lng, ...rest }) => ({
          ...rest,
          lat: Math.round(lat * 1e4),
          lng: Math.round(lng * 1e4),
        }));
      expect(summary(counted)).toEqual(summary(grouped));
    }
  });

  it.each<[query: string, zoom: number]>([
    // Counted ahead.
    ['region=1', 13],
    // Cut from the region's filtered listings, grouped once and kept.
    [`region=1&kind=${COMPLETE_RENT.kind}`, 12],
    // Grouped on its own.
    [`region=1&kind=${COMPLETE_RENT.kind}`, 15],
  ])(
    'is cached by ETag, and a new listing is in its tile’s count at the next request (%s, zoom %i)',
    async (query, zoom) => {
      const place = tileOf(COMPLETE_RENT.lat, COMPLETE_RENT.lng, zoom);
      const path = `/v1/rent/map/tiles/${zoom}/${place.x}/${place.y}?${query}`;
      const first = await tile(path);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = String(first.headers.etag);
      const unchanged = await tile(path, { 'if-none-match': etag });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');

      const { cookie } = await registerMember(api.app);
      const id = await publishListing(api.app, cookie);
      const published = await tile(path, { 'if-none-match': etag });
      expect(published.statusCode).toBe(200);
      expect(published.headers.etag).not.toBe(etag);
      const before = total((first.json() as ClusterAnswer).clusters);
      expect(total((published.json() as ClusterAnswer).clusters)).toBe(before + 1);

      const closed = await api.app.inject({
        method: 'POST',
        url: `/v1/user/listings/${id}/status`,
        headers: { origin: SITE_ORIGIN, cookie },
        payload: { status: 'closed' },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(total((await tileAnswer('rent', place, query)).clusters)).toBe(before);
    },
  );

  it('keeps a filtered city map exact as listings change, and after a rebuild of the counts', async () => {
    // Zoom 12 is cut from the region's kept grouping, which each change brings up to date.
    const query = `region=1&kind=${COMPLETE_RENT.kind}&price=5000_20000`;
    const viewTotal = async () => {
      const { answers, clusters } = await viewAnswers('rent', 12, query);
      for (const answer of answers) expect(answer.total).toBe(total(answer.clusters));
      return total(clusters);
    };
    const { union } = taipeiTiles(12);
    // The list's total is kept for a minute, so it is the measure before the changes only.
    const before = await viewTotal();
    expect(before).toBe(await listTotal('rent', query, union));
    const { cookie } = await registerMember(api.app);
    await publishListing(api.app, cookie);
    // Another cell of the same map (still in 中正區), and a rent the filter leaves out.
    const nearby = {
      ...COMPLETE_RENT,
      lat: COMPLETE_RENT.lat - 0.016,
      lng: COMPLETE_RENT.lng + 0.014,
    };
    const repriced = await publishListing(api.app, cookie, 'rent', nearby);
    await publishListing(api.app, cookie, 'rent', { ...nearby, price: 30_000 });
    expect(await viewTotal()).toBe(before + 2);
    // A catalogue changed under the counts and then rebuilt notes no cells: the kept grouping
    // is grouped whole again.
    await api.db.update(listings).set({ price: 30_000 }).where(eq(listings.id, repriced));
    await rebuildMapCells(api.db);
    expect(await viewTotal()).toBe(before + 1);
  });

  it('keeps the tiles of other regions valid when a listing changes, and all Taiwan’s not', async () => {
    const newTaipei = tileOf(25.01, 121.46, 12);
    const otherRegion = `/v1/rent/map/tiles/12/${newTaipei.x}/${newTaipei.y}?region=3`;
    const place = tileOf(COMPLETE_RENT.lat, COMPLETE_RENT.lng, 9);
    const allTaiwan = `/v1/rent/map/tiles/9/${place.x}/${place.y}`;
    const before = { other: await tile(otherRegion), all: await tile(allTaiwan) };
    expect(total((before.other.json() as ClusterAnswer).clusters)).toBeGreaterThan(0);

    const { cookie } = await registerMember(api.app);
    await publishListing(api.app, cookie);
    const other = await tile(otherRegion, { 'if-none-match': String(before.other.headers.etag) });
    expect(other.statusCode).toBe(304);
    const all = await tile(allTaiwan, { 'if-none-match': String(before.all.headers.etag) });
    expect(all.statusCode).toBe(200);
    const count = (response: typeof all) => total((response.json() as ClusterAnswer).clusters);
    expect(count(all)).toBe(count(before.all) + 1);
  });

  it('takes a listing out of the counts once it has aged out of search', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie);
    const place = tileOf(COMPLETE_RENT.lat, COMPLETE_RENT.lng, 11);
    const before = total((await tileAnswer('rent', place, 'region=1')).clusters);
    // Confirmed long ago: a day after this, it is out of search without any change to its row.
    const now = new Date();
    await api.db
      .update(listings)
      .set({ confirmedAt: daysBefore(now, EXPIRED_AFTER_DAYS - 1) })
      .where(eq(listings.id, id));
    await ageMapCells(api.db, now);
    expect(total((await tileAnswer('rent', place, 'region=1')).clusters)).toBe(before);
    await ageMapCells(api.db, new Date(now.getTime() + 2 * 86_400_000));
    expect(total((await tileAnswer('rent', place, 'region=1')).clusters)).toBe(before - 1);
  });

  it.each([
    [
      '/v1/rent/map/tiles/12/4096/1700?region=1',
      'params/x and params/y must be 0 to 4095 at zoom 12',
    ],
    ['/v1/rent/map/tiles/19/1/1?region=1', 'params/zoom must be <= 18'],
    ['/v1/rent/map/tiles/12/x/1?region=1', 'params/x must be integer'],
    ['/v1/rent/map/tiles/12/3430/1753?kind=99', 'querystring/kind 99 is not listed in rent'],
  ])('refuses %s in words', async (path, words) => {
    const response = await tile(path);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(words);
  });
});
