import { DEFAULT_VIEWING_TIMES } from '@591/config';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { listingDetails, listings, members, viewingSettings } from '../db/schema/index.ts';
import { hashPassword } from '../services/passwords.ts';
import { NO_LOGIN_PASSWORD_HASH } from './brokers.ts';

/**
 * The mobile of the member who posted seeded listing `id` as its owner (屋主) or agent (代理人):
 * 096 and the listing's number, the same every seed. Brokers (仲介) have their own (0970…),
 * as each posts many listings.
 */
export const posterMobile = (listingId: number) => `096${String(listingId).padStart(7, '0')}`;

/** Seeded posters' numbers: the owners' and agents' 096…, the brokers' 0970…. */
const SEEDED_POSTER_MOBILES = sql`(${members.mobile} like '096%' or ${members.mobile} like '0970%')`;

/**
 * Seeded confirmations are younger than this, none yet stale (STALE_AFTER_DAYS): the freshest
 * the most common. They age from the day of the seed, as real ones do.
 */
const SEEDED_CONFIRMATION_DAYS = 14;

/**
 * Gives the seeded catalogue posters who can answer: a member for each owner and agent listing
 * (its name and sex read from the name the listing shows), linked as the listing's poster; a
 * confirmation time, as a poster who keeps their listing current has; and the default viewing
 * times (DEFAULT_VIEWING_TIMES), so 預約看屋 is offered on every seeded listing. With a password
 * (SEED_POSTER_PASSWORD, development only) every seeded poster, brokers included, logs in with
 * it; without one nobody can.
 *
 * Touches only what the seed made and nobody has changed: a listing without a poster, without a
 * confirmation, without viewing settings; an account still holding the no-login hash. So it runs
 * on a fresh seed and on a database seeded before posters had accounts, and again at every start.
 * A number someone registered first stays theirs: its listing keeps no poster.
 */
export async function addPosterMembers(
  db: Database,
  password: string | null,
  asOf: Date,
): Promise<void> {
  const passwordHash = password ? await hashPassword(password) : NO_LOGIN_PASSWORD_HASH;
  // The listing shows 王先生, or an agency and 王小姐: the last word is the person.
  const person = sql`substring(${listings.posterName} from '(\\S+)$')`;
  const surname = sql`regexp_replace(${person}, '(先生|小姐)$', '')`;
  const sex = sql`case when ${person} like '%小姐' then 2 else 1 end`;
  const mobile = sql`'096' || lpad(${listings.id}::text, 7, '0')`;
  const unposted = sql`${listings.memberId} is null and ${listings.posterRole} <> 2 and ${listings.id} < 10000000`;
  await db.execute(sql`
    insert into ${members} (mobile, real_name, sex, role, password_hash, mobile_confirmed_at)
    select ${mobile}, ${surname}, ${sex},
      case when ${listings.posterRole} = 1 then 'owner' else 'agent' end, ${passwordHash}, now()
    from ${listings} where ${unposted}
    on conflict (mobile) do nothing`);
  await db.execute(sql`
    update ${listings} set member_id = ${members.id}
    from ${members}
    where ${unposted} and ${members.mobile} = ${mobile} and ${members.realName} = ${surname}`);
  if (password) {
    await db.execute(sql`
      update ${members} set password_hash = ${passwordHash}
      where ${members.passwordHash} = ${NO_LOGIN_PASSWORD_HASH} and ${SEEDED_POSTER_MOBILES}`);
  }
  // A fraction of the listing's number stands in for a random draw: the same every seed.
  const fraction = sql`((${listings.id}::bigint * 2654435761) % 4294967296) / 4294967296.0`;
  await db.execute(sql`
    update ${listings} set confirmed_at = greatest(${listings.postedAt},
      ${asOf}::timestamptz
        - make_interval(days => floor(${SEEDED_CONFIRMATION_DAYS} * ${fraction} * ${fraction})::int)
        - make_interval(secs => (${listings.id}::bigint * 40503) % 86400))
    where ${listings.confirmedAt} is null and ${listings.memberId} is not null`);
  // The seeded catalogue's listings are those no posting form filled in.
  await db.execute(sql`
    insert into ${viewingSettings} (listing_id, enabled, weekly)
    select ${listings.id}, true, ${JSON.stringify(DEFAULT_VIEWING_TIMES)}::jsonb
    from ${listings} join ${listingDetails} on ${listingDetails.listingId} = ${listings.id}
    where ${listings.memberId} is not null and ${listingDetails.postedFields} is null
    on conflict (listing_id) do nothing`);
}

/**
 * Whether the seeded owners and agents have accounts: some seeded listing (one no posting form
 * filled in) not a broker's has its poster. A database seeded before they had accounts has none.
 */
export async function hasPosterMembers(db: Database): Promise<boolean> {
  const [posted] = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(listingDetails, eq(listingDetails.listingId, listings.id))
    .where(
      and(
        isNotNull(listings.memberId),
        ne(listings.posterRole, 2),
        isNull(listingDetails.postedFields),
      ),
    )
    .limit(1);
  return posted !== undefined;
}
