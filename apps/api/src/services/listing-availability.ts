import { type SQL, sql } from 'drizzle-orm';
import { listings } from '../db/schema/index.ts';
import {
  daysBefore,
  EXPIRED_AFTER_DAYS,
  RECENTLY_CONFIRMED_DAYS,
  STALE_AFTER_DAYS,
} from '../domain/listing-status.ts';

/**
 * Whether a listing may be found: active, and confirmed within EXPIRED_AFTER_DAYS (the seeded
 * catalogue, with no poster, always may). Searches, recommendations, maps and the sitemap all
 * use this one condition.
 */
export function inSearch(now = new Date()): SQL {
  return sql`(${listings.status} = 'active' and (${listings.confirmedAt} is null or ${listings.confirmedAt} >= ${daysBefore(now, EXPIRED_AFTER_DAYS)}))`;
}

/** The list filter 最近7天確認. */
export function recentlyConfirmed(now = new Date()): SQL {
  return sql`${listings.confirmedAt} >= ${daysBefore(now, RECENTLY_CONFIRMED_DAYS)}`;
}

/**
 * Sorts unconfirmed listings (STALE_AFTER_DAYS and more) after all others, whatever the
 * chosen order: false sorts before true.
 */
export function staleLast(now = new Date()): SQL {
  return sql`coalesce(${listings.confirmedAt} < ${daysBefore(now, STALE_AFTER_DAYS)}, false)`;
}
