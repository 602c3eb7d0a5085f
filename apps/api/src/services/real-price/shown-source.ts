import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { realPriceDeals } from '../../db/schema/index.ts';

export type DealSourceName = 'moi' | 'generated';

/**
 * Whose deals a place shows: the government's wherever any of the kind asked for were
 * imported, the seed's generated ones only where none were, and never the two mixed, so a
 * figure is either the register's or 範例資料 (the answers say which: `sample`).
 */
export async function shownSource(
  db: Database,
  regionId: number,
  ofKind: SQL,
): Promise<DealSourceName> {
  const [real] = await db
    .select({ id: realPriceDeals.id })
    .from(realPriceDeals)
    .where(and(ofKind, eq(realPriceDeals.regionId, regionId), eq(realPriceDeals.source, 'moi')))
    .limit(1);
  return real ? 'moi' : 'generated';
}
