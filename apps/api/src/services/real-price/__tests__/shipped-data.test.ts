import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realPriceDeals } from '../../../db/schema/index.ts';
import { openTestDatabase } from '../../../test-support/test-database.ts';
import { loadLocationCatalog } from '../../location-catalog.ts';
import {
  importShippedRealPrice,
  SHARED_REAL_PRICE_DIR,
  SHIPPED_REAL_PRICE_DIR,
} from '../shipped-data.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase({ listings: 20 });
});
afterAll(() => database.close());

describe('the real-price data shipped with the API', () => {
  it('is the government’s file as published, byte for byte', async () => {
    const file = await readFile(path.join(SHIPPED_REAL_PRICE_DIR, 'taipei-a_lvr_land_a.csv'));
    expect(createHash('sha256').update(file).digest('hex')).toBe(
      '0d201769819c02d68c5be34c83b7568dadfeb4c22b1c694b597f82a182e748db',
    );
  });

  it('imports every deal into Taipei’s districts, and a second import changes nothing', async () => {
    const catalog = await loadLocationCatalog(database.db);
    const [first] = await importShippedRealPrice(database.db, catalog);
    expect(first!.report).toMatchObject({ rows: 430, imported: 430, updated: 0, skipped: [] });
    const deals = await database.db
      .select()
      .from(realPriceDeals)
      .where(eq(realPriceDeals.source, 'moi'));
    expect(deals).toHaveLength(430);
    expect(deals.every((deal) => deal.regionId === 1)).toBe(true);
    // The register has no coordinates: each deal stands in its district, near its centre.
    expect(deals.every((deal) => deal.lat !== null && deal.lng !== null)).toBe(true);
    // Every 鄉鎮市區 of the file is one of Taipei's twelve districts.
    expect(deals.filter((deal) => deal.districtId === null)).toEqual([]);
    const [daan] = await database.db
      .select({ deals: count() })
      .from(realPriceDeals)
      .where(and(eq(realPriceDeals.districtName, '大安區'), eq(realPriceDeals.source, 'moi')));
    expect(daan!.deals).toBeGreaterThan(0);

    // A file whose deals are all in is not read in again.
    expect(await importShippedRealPrice(database.db, catalog)).toEqual([]);
    const [{ total }] = (await database.db
      .select({ total: count() })
      .from(realPriceDeals)
      .where(eq(realPriceDeals.source, 'moi'))) as [{ total: number }];
    expect(total).toBe(430);
  });

  it('imports the shared files of nine cities with their detail rows, each file once', async () => {
    const catalog = await loadLocationCatalog(database.db);
    const dirs = [SHIPPED_REAL_PRICE_DIR, SHARED_REAL_PRICE_DIR];
    const reports = await importShippedRealPrice(database.db, catalog, dirs);
    // Taipei's sales came with the API already; the eleven other registers are new.
    expect(reports.map(({ file }) => file)).toEqual([
      'a-a_lvr_land_c.csv',
      'b-b_lvr_land_a.csv',
      'd-d_lvr_land_a.csv',
      'd-d_lvr_land_b.csv',
      'd-d_lvr_land_c.csv',
      'e-e_lvr_land_a.csv',
      'f-f_lvr_land_a.csv',
      'h-h_lvr_land_a.csv',
      'i-i_lvr_land_a.csv',
      'p-p_lvr_land_b.csv',
      'z-z_lvr_land_a.csv',
    ]);
    const regions = await database.db
      .selectDistinct({ regionId: realPriceDeals.regionId })
      .from(realPriceDeals)
      .where(eq(realPriceDeals.source, 'moi'));
    expect(regions.map(({ regionId }) => regionId).sort((a, b) => a - b)).toEqual([
      1, 3, 6, 8, 12, 14, 15, 17, 26,
    ]);
    // 嘉義市's deals keep their parcels from the _land file, its 地號 as text.
    const [chiayi] = await database.db
      .select({ parts: realPriceDeals.parts })
      .from(realPriceDeals)
      .where(eq(realPriceDeals.serial, 'RPPNMLQLKHOFFAI38CA'));
    expect(chiayi!.parts.land[0]).toMatchObject({ 地號: '07120000', 權利人持分分子: '21' });
    expect(await importShippedRealPrice(database.db, catalog, dirs)).toEqual([]);
  });
});
