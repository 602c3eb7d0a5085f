import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realPriceDeals } from '../../../db/schema/index.ts';
import { seedDatabase } from '../../../seed/seed-database.ts';
import { openTestDatabase } from '../../../test-support/test-database.ts';
import { loadLocationCatalog } from '../../location-catalog.ts';
import { importShippedRealPrice, SHIPPED_REAL_PRICE_DIR } from '../shipped-data.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db, { listings: 20 });
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

    const [again] = await importShippedRealPrice(database.db, catalog);
    expect(again!.report).toMatchObject({ imported: 0, updated: 430 });
    const [{ total }] = (await database.db
      .select({ total: count() })
      .from(realPriceDeals)
      .where(eq(realPriceDeals.source, 'moi'))) as [{ total: number }];
    expect(total).toBe(430);
  });
});
