import type { landTransactions } from '../db/schema/index.ts';
import { forkRandom } from '../lib/random.ts';
import { LAND_SECTION_STEMS } from './data/phrases.ts';
import { landPlot } from './land-pricing.ts';
import { round2 } from './listing-text.ts';
import { jitter } from './place-picker.ts';
import type { ReferenceData } from './reference-data.ts';

type LandTransactionRow = typeof landTransactions.$inferInsert;

const PER_DISTRICT = { 1: 24, 2: 18, 3: 12, 4: 8 } as const;
/** How far from its district's centre a record is placed, in degrees: rural districts are larger. */
const SPREAD_DEGREES = { 1: 0.008, 2: 0.012, 3: 0.02, 4: 0.03 } as const;
const YEARS = 5;
/** Land in Taiwan rose by roughly this much a year over the last five. */
const YEARLY_RISE = 0.05;

/** Five years of registered land sales per district, rising over time like the real register. */
export function buildLandTransactions(
  ref: ReferenceData,
  seed: number,
  asOf: Date,
): LandTransactionRow[] {
  const rows: LandTransactionRow[] = [];
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
      rows.push({
        id: rows.length + 1,
        regionId: district.regionId,
        districtId: district.id,
        tradedOn: new Date(tradedAt).toISOString().slice(0, 10),
        landSection: `${random.pick(LAND_SECTION_STEMS)}段`,
        zoning: plot.urban ? plot.zoning : `${plot.zoning}${plot.landCategory}`,
        area,
        totalPrice: Math.max(1, Math.round(unitPrice * area)),
        unitPrice,
        ...jitter(spots, district, SPREAD_DEGREES[district.tier]),
      });
    }
  }
  return rows;
}
