import { MODERATOR_ROLE, NEWS_EDITOR_ROLE } from '@591/config';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import { hashPassword } from '../services/passwords.ts';
import { NO_LOGIN_PASSWORD_HASH } from './brokers.ts';

interface StaffAccount {
  mobile: string;
  realName: string;
  role: string;
}

/** The seeded news editor's account (新聞管理): the same every seed. */
export const SEED_EDITOR = { mobile: '0985000001', realName: '編輯部', role: NEWS_EDITOR_ROLE };
/** The seeded moderator's account (檢舉處理): the same every seed. */
export const SEED_MODERATOR = { mobile: '0985000002', realName: '審核組', role: MODERATOR_ROLE };

/**
 * A staff member for a site to have one from the start. With a password (SEED_EDITOR_PASSWORD,
 * SEED_MODERATOR_PASSWORD; development only) it logs in; without one no password opens it. Run
 * at every start: a number someone registered first stays theirs, untouched.
 */
async function addStaffMember(db: Database, account: StaffAccount, password: string | null) {
  // Asked first: every start after the first finds the number taken, and need not hash.
  const [taken] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobile, account.mobile));
  if (taken) return;
  const passwordHash = password ? await hashPassword(password) : NO_LOGIN_PASSWORD_HASH;
  await db
    .insert(members)
    .values({ ...account, sex: 1, passwordHash, mobileConfirmedAt: sql`now()` })
    .onConflictDoNothing({ target: members.mobile });
}

export const addEditorMember = (db: Database, password: string | null) =>
  addStaffMember(db, SEED_EDITOR, password);

export const addModeratorMember = (db: Database, password: string | null) =>
  addStaffMember(db, SEED_MODERATOR, password);
