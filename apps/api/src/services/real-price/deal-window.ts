import { max, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { realPriceDeals } from '../../db/schema/index.ts';

/**
 * The first day of "the last `months` months" of a place's deals: counted back from its newest
 * deal, since a release covers a few months and the data's last year is not the calendar's.
 */
export function windowStart(newest: string, months: number): string {
  const since = new Date(`${newest}T00:00:00Z`);
  since.setUTCMonth(since.getUTCMonth() - months);
  return since.toISOString().slice(0, 10);
}

/** The newest deal of the deals `where` selects (YYYY-MM-DD), or null when there is none. */
export async function newestDealOn(db: Database, where: SQL): Promise<string | null> {
  const [newest] = await db
    .select({ on: max(realPriceDeals.tradedOn) })
    .from(realPriceDeals)
    .where(where);
  return newest?.on ?? null;
}
