import { taiwanDate } from '@591/config';
import { and, count, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realPriceDeals } from '../../../db/schema/index.ts';
import { tainan2020Zip } from '../../../test-support/real-price-release.ts';
import { openTestDatabase } from '../../../test-support/test-database.ts';
import { loadLocationCatalog } from '../../location-catalog.ts';
import { importRealPriceRelease, readReleaseZip } from '../release-zip.ts';
import { releaseOfNewestDeal } from '../releases.ts';

const RELEASE_URL = 'https://plvr.land.moi.gov.tw/Download?type=zip&fileName=lvr_landcsv.zip';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase({ listings: 20 });
});
afterAll(() => database.close());

describe('a release ZIP', () => {
  it('yields every register its manifest lists, and the window it covers', () => {
    const release = readReleaseZip(tainan2020Zip());
    expect(release.window).toBe(
      '資料內容：登記日期自 109年11月11 至 109年11月20日之買賣案件，申報日期自 109年10月11 至 109年10月20日之租賃、預售屋交易案件',
    );
    expect(release.files.map((file) => [file.name, file.regionId, file.kind])).toEqual([
      ['d_lvr_land_a.csv', 15, 'sale'],
      ['d_lvr_land_b.csv', 15, 'presale'],
      ['d_lvr_land_c.csv', 15, 'rent'],
    ]);
  });

  it('imports every city and kind in one run, and a second run changes nothing', async () => {
    const catalog = await loadLocationCatalog(database.db);
    const first = await importRealPriceRelease(database.db, catalog, tainan2020Zip(), RELEASE_URL);
    expect(first.files.map(({ name, report }) => [name, report.imported, report.skipped])).toEqual([
      ['d_lvr_land_a.csv', 1121, []],
      ['d_lvr_land_b.csv', 218, []],
      ['d_lvr_land_c.csv', 73, []],
    ]);
    const tainan = (kind: 'sale' | 'presale' | 'rent') =>
      database.db
        .select({ deals: count() })
        .from(realPriceDeals)
        .where(
          and(
            eq(realPriceDeals.regionId, 15),
            eq(realPriceDeals.kind, kind),
            eq(realPriceDeals.source, 'moi'),
          ),
        );
    expect((await tainan('sale'))[0]!.deals).toBe(1121);
    // Its parts from the detail files: two building rows, a parcel, a priced space.
    const [deal] = await database.db
      .select()
      .from(realPriceDeals)
      .where(eq(realPriceDeals.serial, 'RPXOMLTLRHPFFAD37DA'));
    expect(deal!.parts.buildings.map((row) => row.建物移轉面積平方公尺)).toEqual([
      '90.83',
      '61.05',
    ]);
    expect(deal!.parts.land).toEqual([
      {
        編號: 'RPXOMLTLRHPFFAD37DA',
        土地位置: '新南段',
        土地移轉面積平方公尺: '24.32',
        使用分區或編定: '都市：其他:住宅區',
        移轉情形: '持分移轉',
      },
    ]);
    expect(deal!.parts.parking).toEqual([
      { type: '坡道平面', price: 1_000_000, areaM2: 14.98, floor: '地下一樓' },
    ]);
    // 單價 without the parking, from the space's own price and area: 11,700,000 less
    // 1,000,000 over 151.88 m² less 14.98 m².
    const ping = (151.88 - 14.98) / 3.305785;
    expect(deal!.unitPriceExParking).toBeCloseTo(1070 / ping, 2);
    expect((await tainan('rent'))[0]!.deals).toBe(73);
    // Each deal names its release, and a page names the release by its window.
    expect(deal!.releaseSha256).toBe(first.sha256);
    const tainanRentals = and(eq(realPriceDeals.regionId, 15), eq(realPriceDeals.kind, 'rent'))!;
    expect(await releaseOfNewestDeal(database.db, tainanRentals)).toEqual({
      window: readReleaseZip(tainan2020Zip()).window,
      file: 'lvr_landcsv.zip',
      importedOn: taiwanDate(new Date()),
    });

    const again = await importRealPriceRelease(database.db, catalog, tainan2020Zip(), RELEASE_URL);
    expect(again.files.map(({ report }) => report.imported)).toEqual([0, 0, 0]);
    expect((await tainan('presale'))[0]!.deals).toBe(218);
  });

  it('refuses a cut download and what is not a release', () => {
    const manifest = strToU8(
      'name,schema,description\r\nd_lvr_land_a.csv,schema-main.csv,臺南市不動產買賣',
    );
    expect(() => readReleaseZip(zipSync({ 'manifest.csv': manifest }))).toThrow(
      'manifest.csv lists d_lvr_land_a.csv, which the ZIP does not hold',
    );
    expect(() => readReleaseZip(strToU8('PK not really'))).toThrow(/^not a ZIP file/);
    expect(() => readReleaseZip(zipSync({ 'readme.txt': strToU8('hello') }))).toThrow(
      'the ZIP holds no {city}_lvr_land_{a|b|c}.csv register',
    );
  });
});
