import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_REAL_PRICE as SHARED } from '../../../test-support/real-price-release.ts';
import { fileKindOf, readRealPriceCsv } from '../import-file.ts';

const readShared = (file: string) => {
  const kind = fileKindOf(file);
  if (!kind) throw new Error(`${file} is not named as the government names it`);
  return readRealPriceCsv(readFileSync(path.join(SHARED, file), 'utf8'), kind.kind);
};

/** Data rows of each main file, as its README counts them. */
const ROWS: Record<string, number> = {
  'taipei-a_lvr_land_a.csv': 430,
  'a-a_lvr_land_c.csv': 347,
  'b-b_lvr_land_a.csv': 1172,
  'd-d_lvr_land_a.csv': 1121,
  'd-d_lvr_land_b.csv': 218,
  'd-d_lvr_land_c.csv': 73,
  'e-e_lvr_land_a.csv': 1140,
  'f-f_lvr_land_a.csv': 1594,
  'h-h_lvr_land_a.csv': 837,
  'i-i_lvr_land_a.csv': 1041,
  'p-p_lvr_land_b.csv': 17,
  'z-z_lvr_land_a.csv': 17,
};

describe('every release layout of the register', () => {
  it('reads every row of every main file, 2019 to 2026, refusing only a deal without a price', () => {
    const files = readdirSync(SHARED).filter((file) => /lvr_land_[abc]\.csv$/.test(file));
    expect(files.sort()).toEqual(Object.keys(ROWS).sort());
    for (const file of files) {
      const read = readShared(file);
      expect(read.rows, file).toBe(ROWS[file]);
      const refused = read.skipped.map((row) => row.reason);
      expect(refused, file).toEqual(file === 'b-b_lvr_land_a.csv' ? ['總價元 is empty'] : []);
    }
  });

  it('reads the 2022 header’s 車位移轉總面積(平方公尺), so 單價 without parking leaves the parking out', () => {
    const deals = readShared('f-f_lvr_land_a.csv').deals.map(({ deal }) => deal);
    const parked = deals.filter(
      (deal) =>
        deal.parkingPrice > 0 && deal.parkingAreaM2 > 0 && deal.buildingAreaM2 > deal.parkingAreaM2,
    );
    expect(parked.length).toBeGreaterThan(50);
    for (const deal of parked.slice(0, 20)) {
      const home = (deal.totalPrice - deal.parkingPrice) / 10_000;
      const ping = (deal.buildingAreaM2 - deal.parkingAreaM2) / 3.305785;
      expect(deal.unitPriceExParking).toBeCloseTo(home / ping, 1);
    }
  });

  it('reads the 2020 layout’s 土地區段位置建物區段門牌 (a block of door numbers) as the address', () => {
    const deals = readShared('d-d_lvr_land_a.csv').deals.map(({ deal }) => deal);
    expect(deals.filter((deal) => deal.address === '')).toEqual([]);
    expect(deals[0]).toMatchObject({ districtName: '安平區', address: '文平路301~330號' });
    expect(deals[1]).toMatchObject({ address: '銀同段721~750地號', landParcel: true });
  });

  it('reads rentals of 2020 and 2025 by their own column names, a comma in 備註 kept in 備註', () => {
    const old = readShared('d-d_lvr_land_c.csv').deals.map(({ deal }) => deal);
    // Seven rows have 30 fields for 29 columns: 備註 held a comma.
    const split = old.filter((deal) => deal.remarks.includes(','));
    expect(split).toHaveLength(7);
    for (const deal of split) expect(deal.serial).toMatch(/^[A-Z0-9]{10,30}$/);
    const recent = readShared('a-a_lvr_land_c.csv').deals.map(({ deal }) => deal);
    expect(
      recent.every((deal) => deal.tradedOn >= '2025-09-21' && deal.tradedOn <= '2025-09-26'),
    ).toBe(true);
    // 總額元 is the month's rent; the building's area is 建物總面積平方公尺.
    const room = recent.find((deal) => deal.serial === 'RPQNMLLLRHKGFDA08CC')!;
    expect(room).toMatchObject({ totalPrice: 28100, buildingAreaM2: 43, districtName: '松山區' });
    expect(room.counts).toEqual({ land: 0, building: 0, parking: 0 });
  });
});
