import type { EntrustBroker } from '@591/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { entrustOffers, entrustRequests, members } from '../db/schema/index.ts';
import { brokerNames } from './brokers.ts';

/** The brokers who accepted each request, first first, with their mobile for the owner. */
export async function acceptedBrokers(
  db: Database,
  entrustIds: number[],
): Promise<Map<number, EntrustBroker[]>> {
  if (entrustIds.length === 0) return new Map();
  const rows = await db
    .select({
      entrustId: entrustOffers.entrustId,
      brokerId: entrustOffers.brokerId,
      acceptedAt: entrustOffers.acceptedAt,
      mobile: members.mobile,
    })
    .from(entrustOffers)
    .innerJoin(members, eq(members.id, entrustOffers.brokerId))
    .where(and(inArray(entrustOffers.entrustId, entrustIds), isNotNull(entrustOffers.acceptedAt)))
    .orderBy(entrustOffers.acceptedAt);
  const names = await brokerNames(db, [...new Set(rows.map((row) => row.brokerId))]);
  const byEntrust = new Map<number, EntrustBroker[]>();
  for (const row of rows) {
    const list = byEntrust.get(row.entrustId) ?? [];
    list.push({
      id: row.brokerId,
      name: names.get(row.brokerId)?.name ?? '',
      licence: names.get(row.brokerId)?.licence ?? '',
      mobile: row.mobile,
      acceptedAt: row.acceptedAt!.toISOString(),
    });
    byEntrust.set(row.entrustId, list);
  }
  return byEntrust;
}

/**
 * What an entrust alert tells the owner, by `entrustId:brokerId`: their request (its whole
 * address: it is theirs) and the broker who accepted it.
 */
export async function acceptedEntrusts(db: Database, entrustIds: number[]) {
  if (entrustIds.length === 0) return new Map();
  const [requests, brokers] = await Promise.all([
    db
      .select({
        id: entrustRequests.id,
        purpose: entrustRequests.purpose,
        address: entrustRequests.address,
      })
      .from(entrustRequests)
      .where(inArray(entrustRequests.id, entrustIds)),
    acceptedBrokers(db, entrustIds),
  ]);
  const told = new Map<
    string,
    { id: number; purpose: 'sale' | 'rent'; address: string; broker: EntrustBroker }
  >();
  for (const request of requests) {
    for (const broker of brokers.get(request.id) ?? []) {
      told.set(`${request.id}:${broker.id}`, { ...request, broker });
    }
  }
  return told;
}
