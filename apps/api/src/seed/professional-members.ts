import { and, eq, inArray, isNotNull, isNull, like } from 'drizzle-orm';
import { isBan } from 'taiwan-id-validator';
import type { Database } from '../db/client.ts';
import {
  listings,
  members,
  newBuilds,
  professionalDecisions,
  professionals,
} from '../db/schema/index.ts';
import { brokerListings } from '../services/brokers.ts';

/** Recorded as the reason of the seed's approvals: development accounts, not real companies. */
export const SEEDED_APPROVAL_REASON = '開站示範帳號，隨示範資料建立即視為已審核';

/**
 * A 統一編號 for the seed's company `index`: the first number from a base of its own whose
 * checksum holds, the same every seed.
 */
export function seedTaxId(index: number): string {
  // Eight digits whatever the index: past member 79,286 the plain sum ran to nine digits, which
  // no 統一編號 has, and the search never ended (a database whose ids had grown hung its seed).
  const EIGHT_DIGITS = 90_000_000;
  let offset = (20_000_000 + index * 1_009 - 10_000_000) % EIGHT_DIGITS;
  while (!isBan(String(10_000_000 + offset))) offset = (offset + 1) % EIGHT_DIGITS;
  return String(10_000_000 + offset);
}

type Applicant = typeof professionals.$inferInsert;

/**
 * Approves the seed's brokers (0970…, with the licence and brokerage their listings show) and
 * builders (0980…, the company they are named after) as professionals, each approval recorded
 * as the seed's: the catalogue's 屋主委託 and 預約賞屋 work from the start. Touches only seeded
 * accounts without a record: run by the seed, and once on a database seeded before 專業認證
 * (approveSeededProfessionalsOnce).
 */
export async function approveSeededProfessionals(db: Database): Promise<void> {
  const unrecorded = isNull(professionals.memberId);
  const brokers = await db
    .selectDistinctOn([listings.memberId], {
      memberId: listings.memberId,
      licence: listings.brokerLicence,
      posterName: listings.posterName,
    })
    .from(listings)
    .innerJoin(members, eq(members.id, listings.memberId))
    .leftJoin(professionals, eq(professionals.memberId, listings.memberId))
    .where(and(brokerListings(like(members.mobile, '0970%')), unrecorded))
    .orderBy(listings.memberId, listings.id);
  const builders = await db
    .select({ memberId: members.id, company: members.realName })
    .from(members)
    .leftJoin(professionals, eq(professionals.memberId, members.id))
    .where(
      and(
        like(members.mobile, '0980%'),
        unrecorded,
        inArray(
          members.id,
          db
            .selectDistinct({ id: newBuilds.ownerMemberId })
            .from(newBuilds)
            .where(isNotNull(newBuilds.ownerMemberId)),
        ),
      ),
    );
  const now = new Date();
  const approved = { status: 'approved' as const, submittedAt: now, decidedAt: now };
  const applicants: Applicant[] = [
    ...brokers.map((row) => ({
      memberId: row.memberId!,
      kind: 'broker' as const,
      licence: row.licence,
      company: row.posterName.split(' ')[0]!,
      taxId: seedTaxId(row.memberId!),
      ...approved,
    })),
    ...builders.map((row) => ({
      memberId: row.memberId,
      kind: 'builder' as const,
      licence: null,
      company: row.company,
      taxId: seedTaxId(row.memberId),
      ...approved,
    })),
  ];
  for (let start = 0; start < applicants.length; start += 500) {
    const batch = applicants.slice(start, start + 500);
    await db.insert(professionals).values(batch).onConflictDoNothing();
    await db.insert(professionalDecisions).values(
      batch.map(({ memberId }) => ({
        memberId,
        status: 'approved' as const,
        byMemberId: null,
        reason: SEEDED_APPROVAL_REASON,
        at: now,
      })),
    );
  }
}

/**
 * The start's catch-up for a database seeded before 專業認證: the seed's brokers and builders
 * approved once, never again. Run at every start, it would approve anyone who later registered
 * a 0970 or 0980 number and posted as a broker or builder, without their papers being seen.
 */
export async function approveSeededProfessionalsOnce(db: Database): Promise<void> {
  const [recorded] = await db
    .select({ memberId: professionalDecisions.memberId })
    .from(professionalDecisions)
    .where(eq(professionalDecisions.reason, SEEDED_APPROVAL_REASON))
    .limit(1);
  if (!recorded) await approveSeededProfessionals(db);
}
