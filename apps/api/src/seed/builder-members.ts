import { isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { members, newBuilds } from '../db/schema/index.ts';
import { hashPassword } from '../services/passwords.ts';
import { NO_LOGIN_PASSWORD_HASH } from './brokers.ts';
import { NEW_BUILD_DEVELOPERS } from './data/new-build-names.ts';

export interface SeedBuilder {
  company: string;
  /** 0980000001 for the first of NEW_BUILD_DEVELOPERS, and so on: the same every seed. */
  mobile: string;
}

/** The builder companies the projects name, each with its account's mobile. */
export function seedBuilders(companies: Iterable<string>): SeedBuilder[] {
  const named = new Set(companies);
  return NEW_BUILD_DEVELOPERS.flatMap((company, index) =>
    named.has(company) ? [{ company, mobile: `0980${String(index + 1).padStart(6, '0')}` }] : [],
  );
}

/**
 * A member (an agent named after the company) for each builder of the seeded projects, made
 * the owner of its projects: it reads their 預約賞屋. With a password (SEED_BUILDER_PASSWORD,
 * development only) the accounts can log in; without one no password opens them. Also run
 * alone on a database seeded before projects had owners.
 */
export async function addBuilderMembers(db: Database, password: string | null): Promise<void> {
  const companies = await db.selectDistinct({ builder: newBuilds.builder }).from(newBuilds);
  const builders = seedBuilders(companies.map((row) => row.builder));
  if (builders.length === 0) return;
  const passwordHash = password ? await hashPassword(password) : NO_LOGIN_PASSWORD_HASH;
  await db
    .insert(members)
    .values(
      builders.map(({ company, mobile }) => ({
        mobile,
        realName: company,
        sex: 1,
        role: 'agent',
        passwordHash,
        mobileConfirmedAt: sql`now()`,
      })),
    )
    .onConflictDoNothing({ target: members.mobile });
  const seeded = sql.join(
    builders.map(({ company, mobile }) => sql`(${mobile}, ${company})`),
    sql`, `,
  );
  // The name must match too: a person who registered one of these numbers first gets nothing.
  await db.execute(sql`
    update ${newBuilds} set owner_member_id = ${members.id}
    from ${members} join (values ${seeded}) as seeded (mobile, company)
      on ${members.mobile} = seeded.mobile and ${members.realName} = seeded.company
    where ${newBuilds.builder} = seeded.company and ${newBuilds.ownerMemberId} is null`);
}

export async function hasBuilderOwners(db: Database): Promise<boolean> {
  const [owned] = await db
    .select({ id: newBuilds.id })
    .from(newBuilds)
    .where(isNotNull(newBuilds.ownerMemberId))
    .limit(1);
  return owned !== undefined;
}
