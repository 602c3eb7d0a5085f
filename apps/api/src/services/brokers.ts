import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { listings, professionals } from '../db/schema/index.ts';
import { inSearch } from './listing-availability.ts';

/** listings.poster_role of a broker (仲介): the posting form asks them for a licence. */
export const BROKER_ROLE = 2;

/**
 * A broker is a member who posts as one: their listings posted as broker, with the licence
 * the posting form required, are what the site knows of them.
 */
export function brokerListings(...conditions: (SQL | undefined)[]): SQL {
  return and(
    eq(listings.posterRole, BROKER_ROLE),
    isNotNull(listings.memberId),
    isNotNull(listings.brokerLicence),
    ...conditions,
  )!;
}

export interface BrokerName {
  name: string;
  licence: string;
}

/** Each broker's name and licence as their newest broker listing gives them. */
export async function brokerNames(
  db: Database,
  memberIds: number[],
): Promise<Map<number, BrokerName>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([listings.memberId], {
      memberId: listings.memberId,
      name: listings.posterName,
      licence: listings.brokerLicence,
    })
    .from(listings)
    .where(brokerListings(inArray(listings.memberId, memberIds)))
    .orderBy(listings.memberId, desc(listings.postedAt));
  return new Map(rows.map((row) => [row.memberId!, { name: row.name, licence: row.licence! }]));
}

/**
 * The members who post as brokers in a district now and whom a moderator approved (專業認證):
 * those an owner's request, with their name and mobile, is offered to. A listing may say 仲介
 * before that; no owner's data goes with it.
 */
export async function districtBrokers(db: Database, districtId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ memberId: listings.memberId })
    .from(listings)
    .innerJoin(
      professionals,
      and(
        eq(professionals.memberId, listings.memberId),
        eq(professionals.kind, 'broker'),
        eq(professionals.status, 'approved'),
      ),
    )
    .where(brokerListings(eq(listings.districtId, districtId), inSearch()));
  return rows.map((row) => row.memberId!);
}

/** Each broker's listings in search and the newest time one was confirmed (or posted). */
export async function brokerActivity(db: Database, memberIds: number[]) {
  if (memberIds.length === 0) return new Map<number, { active: number; lastConfirmedAt: Date }>();
  const rows = await db
    .select({
      memberId: listings.memberId,
      active: sql<number>`count(*)::int`,
      lastConfirmedAt: sql<string>`max(coalesce(${listings.confirmedAt}, ${listings.postedAt}))`,
    })
    .from(listings)
    .where(and(inArray(listings.memberId, memberIds), inSearch()))
    .groupBy(listings.memberId);
  return new Map(
    rows.map((row) => [
      row.memberId!,
      { active: Number(row.active), lastConfirmedAt: new Date(row.lastConfirmedAt) },
    ]),
  );
}
