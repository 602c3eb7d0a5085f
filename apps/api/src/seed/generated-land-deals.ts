import type { realPriceDeals } from '../db/schema/index.ts';
import { SQUARE_METRES_PER_PING } from '../domain/real-price/deal-fields.ts';
import { forkRandom } from '../lib/random.ts';
import { LAND_SECTION_STEMS } from './data/phrases.ts';
import { landPlot } from './land-pricing.ts';
import { round2 } from './listing-text.ts';
import { jitter } from './place-picker.ts';
import type { ReferenceData } from './reference-data.ts';

type DealRow = typeof realPriceDeals.$inferInsert;

/** The 編號 of the seed's deals: never one of the government's (which have no dash). */
export const GENERATED_SERIAL_PREFIX = 'SEED-';

const PER_DISTRICT = { 1: 24, 2: 18, 3: 12, 4: 8 } as const;
/** How far from its district's centre a record is placed, in degrees: rural districts are larger. */
const SPREAD_DEGREES = { 1: 0.008, 2: 0.012, 3: 0.02, 4: 0.03 } as const;
const YEARS = 5;
/** Land in Taiwan rose by roughly this much a year over the last five. */
const YEARLY_RISE = 0.05;

/**
 * Five years of land sales per district in the register's shape, rising over time like the
 * real register: marked `generated`, so they are shown only where no government land deals
 * were imported, and always as 範例資料.
 */
export function buildGeneratedLandDeals(ref: ReferenceData, seed: number, asOf: Date): DealRow[] {
  const rows: DealRow[] = [];
  const start = asOf.getTime() - YEARS * 365 * 86_400_000;
  for (const district of ref.districts) {
    const random = forkRandom(seed, 2_000_000 + district.id);
    // A stream of its own, so placing records leaves their prices as earlier seeds made them.
    const spots = forkRandom(seed, 3_000_000 + district.id);
    const region = ref.regionById.get(district.regionId)!;
    for (let index = 0; index < PER_DISTRICT[district.tier]; index++) {
      const tradedAt = start + random.next() * (asOf.getTime() - start);
      const yearsBeforeNow = (asOf.getTime() - tradedAt) / (365 * 86_400_000);
      const plot = landPlot(random, region, district);
      const unitPrice = round2(plot.unitPrice / (1 + YEARLY_RISE) ** yearsBeforeNow);
      const area = round2(plot.area);
      const landSection = `${random.pick(LAND_SECTION_STEMS)}段`;
      const parcel = `${random.int(1, 1200)}${random.chance(0.3) ? `-${random.int(1, 20)}` : ''}`;
      const totalPrice = Math.max(1, Math.round(unitPrice * area));
      rows.push({
        serial: `${GENERATED_SERIAL_PREFIX}L${String(rows.length + 1).padStart(6, '0')}`,
        source: 'generated',
        kind: 'sale',
        regionId: district.regionId,
        districtId: district.id,
        districtName: district.name,
        target: '土地',
        address: `${landSection}${parcel}地號`,
        landParcel: true,
        zoning: plot.urban ? plot.zoning : `${plot.zoning}${plot.landCategory}`,
        tradedOn: new Date(tradedAt).toISOString().slice(0, 10),
        landCount: 1,
        buildingCount: 0,
        parkingCount: 0,
        floors: { floors: [], parts: [], whole: false },
        buildingType: '其他',
        mainUse: '',
        landAreaM2: round2(area * SQUARE_METRES_PER_PING),
        buildingAreaM2: 0,
        parkingAreaM2: 0,
        areaPing: area,
        totalPrice: totalPrice * 10_000,
        unitPrice,
        unitPriceExParking: unitPrice,
        parkingType: '',
        parkingPrice: 0,
        remarks: '',
        flags: [],
        special: false,
        raw: {},
        ...jitter(spots, district, SPREAD_DEGREES[district.tier]),
      });
    }
  }
  return rows;
}
