import type { ProfessionalKind, ProfessionalStatus } from '@591/config';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members, professionalDecisions, professionals } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { ProfessionalFields } from './professional-form.ts';

export type ProfessionalRow = typeof professionals.$inferSelect;

/** Recorded as the reason of an application, written by the member. */
export const APPLIED_REASON = '會員送出認證申請';

/**
 * A member applies (or applies again, with new details): pending until a moderator decides,
 * whatever they were before. Recorded as a decision of their own.
 */
export async function applyAsProfessional(
  db: Database,
  memberId: number,
  fields: ProfessionalFields,
): Promise<ProfessionalRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const pending = { ...fields, status: 'pending' as const, submittedAt: now, decidedAt: null };
    const [row] = await tx
      .insert(professionals)
      .values({ memberId, ...pending })
      .onConflictDoUpdate({ target: professionals.memberId, set: pending })
      .returning();
    await tx.insert(professionalDecisions).values({
      memberId,
      status: 'pending',
      byMemberId: memberId,
      reason: APPLIED_REASON,
      at: now,
    });
    return row!;
  });
}

export async function professionalOf(db: Database, memberId: number) {
  const [row] = await db.select().from(professionals).where(eq(professionals.memberId, memberId));
  return row ?? null;
}

/** Whether the member is approved as this kind: only then do they see others' personal data. */
export async function isApprovedAs(
  db: Database,
  memberId: number,
  kind: ProfessionalKind,
): Promise<boolean> {
  const row = await professionalOf(db, memberId);
  return row?.kind === kind && row.status === 'approved';
}

/**
 * A moderator's decision: approve, reject, or take back an approval, with the reason; every
 * change is recorded (who, when, why).
 */
export async function decideProfessional(
  db: Database,
  moderatorId: number,
  memberId: number,
  decision: { status: Exclude<ProfessionalStatus, 'pending'>; reason: string },
): Promise<ProfessionalRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(professionals)
      .set({ status: decision.status, decidedAt: now })
      .where(eq(professionals.memberId, memberId))
      .returning();
    if (!row) throw new HttpError(404, '找不到這筆認證申請');
    await tx.insert(professionalDecisions).values({
      memberId,
      status: decision.status,
      byMemberId: moderatorId,
      reason: decision.reason,
      at: now,
    });
    return row;
  });
}

/** The applications of a status for the moderator, oldest first, with who applied. */
export async function professionalsOfStatus(db: Database, status: ProfessionalStatus) {
  return db
    .select({ professional: professionals, realName: members.realName, mobile: members.mobile })
    .from(professionals)
    .innerJoin(members, eq(members.id, professionals.memberId))
    .where(eq(professionals.status, status))
    .orderBy(asc(professionals.submittedAt))
    .limit(100);
}

/** The record of a member's standing, newest first. */
export function decisionsOf(db: Database, memberId: number) {
  return db
    .select()
    .from(professionalDecisions)
    .where(and(eq(professionalDecisions.memberId, memberId)))
    .orderBy(desc(professionalDecisions.at), desc(professionalDecisions.id));
}
