import type { SmsPurpose } from '@591/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import type { Member } from '../sessions.ts';
import { useSmsCode } from './sms-codes.ts';

/**
 * Whether the mobile typed is the member's own, confirmed by a code at registration (or at a
 * booking since): only then is the mobile known to be theirs, and a form needs no code.
 */
export const isOwnConfirmedMobile = (member: Member | null, mobile: string | null) =>
  member !== null && member.mobileConfirmedAt !== null && member.mobile === mobile;

/**
 * Shows that the mobile typed in a form belongs to who sends it: a member's own confirmed
 * mobile needs nothing more; any other spends a code sent for the purpose (refused at the
 * form's `code` field). A member confirming their own mobile this way has it confirmed from
 * then on, which is how accounts older than the registration code come to be.
 */
export async function proveMobile(
  db: Database,
  member: Member | null,
  proof: { mobile: string; purpose: SmsPurpose; code: string | undefined },
): Promise<void> {
  if (isOwnConfirmedMobile(member, proof.mobile)) return;
  await useSmsCode(db, proof);
  if (member?.mobile === proof.mobile) {
    await db
      .update(members)
      .set({ mobileConfirmedAt: new Date() })
      .where(eq(members.id, member.id));
  }
}
