import { NEWS_EDITOR_ROLE } from '@591/config';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import { hashPassword } from '../services/passwords.ts';
import { NO_LOGIN_PASSWORD_HASH } from './brokers.ts';

/** The seeded news editor's account: the same every seed. */
export const SEED_EDITOR = { mobile: '0985000001', realName: '編輯部' } as const;

/**
 * A news editor (新聞管理 in the member centre) for a site to have one from the start. With a
 * password (SEED_EDITOR_PASSWORD, development only) it logs in; without one no password opens
 * it. Run at every start: a number someone registered first stays theirs, untouched.
 */
export async function addEditorMember(db: Database, password: string | null): Promise<void> {
  // Asked first: every start after the first finds the number taken, and need not hash.
  const [taken] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobile, SEED_EDITOR.mobile));
  if (taken) return;
  const passwordHash = password ? await hashPassword(password) : NO_LOGIN_PASSWORD_HASH;
  await db
    .insert(members)
    .values({ ...SEED_EDITOR, sex: 1, role: NEWS_EDITOR_ROLE, passwordHash })
    .onConflictDoNothing({ target: members.mobile });
}
