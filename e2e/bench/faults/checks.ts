// After the load: each write answered 2xx looked for in the database, and the jobs' effects
// (an alert for each seeker of each listing published) waited for.
import { written } from './actors.ts';
import { psqlRows } from './servers.ts';

export interface WriteCheck {
  kind: string;
  tried: number;
  answered: number;
  /** Answered 2xx and found exactly once. */
  found: number;
  /** Answered 2xx and not found. */
  lost: number;
  /** Found more than once (any try). */
  duplicates: number;
}

const quoted = (values: Iterable<string>) =>
  [...values].map((value) => `'${value.replaceAll("'", "''")}'`).join(',') || "''";

/** How often each marker is found by the query (marker, count rows). */
async function countsOf(databaseUrl: string, query: string) {
  return new Map(
    (await psqlRows(databaseUrl, query)).map(([marker, n]) => [marker!, Number(n)] as const),
  );
}

function compare(
  kind: string,
  { tried, answered }: { tried: Set<string>; answered: Set<string> },
  stored: Map<string, number>,
): WriteCheck {
  const answeredRows = [...answered].map((marker) => stored.get(marker) ?? 0);
  return {
    kind,
    tried: tried.size,
    answered: answered.size,
    found: answeredRows.filter((n) => n === 1).length,
    lost: answeredRows.filter((n) => n === 0).length,
    duplicates: [...stored.values()].filter((n) => n > 1).length,
  };
}

export async function checkWrites(databaseUrl: string): Promise<WriteCheck[]> {
  const replies = await countsOf(
    databaseUrl,
    `select body, count(*) from conversation_messages where body in (${quoted(written.replies.tried)}) group by body`,
  );
  const bookings = await countsOf(
    databaseUrl,
    `select name, count(*) from viewings where name in (${quoted(written.bookings.tried)}) group by name`,
  );
  const favourites = await countsOf(
    databaseUrl,
    `select member_id || ':' || listing_id, count(*) from favourites group by 1`,
  );
  const publishes = await countsOf(
    databaseUrl,
    `select title, count(*) from listings where title in (${quoted(written.publishes.tried)}) group by title`,
  );
  const drafts = new Map(
    (await psqlRows(databaseUrl, "select id, fields->>'title' from listing_drafts")).map(
      ([id, title]) => [Number(id), title ?? ''] as const,
    ),
  );
  return [
    compare('reply', written.replies, replies),
    compare('booking', written.bookings, bookings),
    compare('favourite', written.favourites, favourites),
    compare('publish', written.publishes, publishes),
    checkDraftSaves(drafts),
  ];
}

/**
 * A draft holds its last save answered 2xx, or one sent after it whose answer was lost (it may
 * have landed): never an older one.
 */
function checkDraftSaves(drafts: Map<number, string>): WriteCheck {
  let tried = 0;
  let answered = 0;
  let found = 0;
  let lost = 0;
  for (const [draftId, saves] of written.draftSaves) {
    tried += saves.length;
    answered += saves.filter((save) => save.answered).length;
    const last = saves.findLastIndex((save) => save.answered);
    if (last < 0) continue;
    const holds = saves.slice(last).map((save) => save.title);
    if (holds.includes(drafts.get(draftId) ?? '')) found += 1;
    else lost += 1;
  }
  return { kind: 'draft save (last answered kept)', tried, answered, found, lost, duplicates: 0 };
}

export interface JobCheck {
  /** Listing events: the listings the drill published. */
  events: number;
  seekers: number;
  expected: number;
  alerts: number;
  duplicates: number;
  /**
   * From the worker's return until the last alert of a listing published while it was away (or
   * in the 5 s before its kill, whose jobs it may have taken); null: not all within the wait.
   */
  backlogSeconds: number | null;
}

/**
 * Waits (up to `waitMs`) until every listing the drill published has one alert for each seeker:
 * the at-least-once jobs done, each once.
 */
export async function checkJobs(
  databaseUrl: string,
  seekerIds: number[],
  worker: { killedAt: number; backAt: number },
  waitMs: number,
): Promise<JobCheck> {
  const seekers = seekerIds.length;
  const count = async () => {
    const [row] = await psqlRows(
      databaseUrl,
      `select
         (select count(*) from listings where title like '演練刊登 %'),
         count(a.id),
         count(a.id) - count(distinct (a.saved_search_id, a.listing_id)),
         coalesce(extract(epoch from max(a.created_at) filter (
           where l.posted_at between to_timestamp(${worker.killedAt / 1000 - 5})
             and to_timestamp(${worker.backAt / 1000}))), 0)
       from alerts a
       join saved_searches s on s.id = a.saved_search_id
       join listings l on l.id = a.listing_id
       where a.kind = 'search' and s.member_id in (${seekerIds.join(',')})
         and l.title like '演練刊登 %'`,
    );
    const [events, alerts, duplicates, lastBacklogAlert] = row!.map(Number) as [
      number,
      number,
      number,
      number,
    ];
    return { events, alerts, duplicates, lastBacklogAlert };
  };
  const deadline = Date.now() + waitMs;
  let seen = await count();
  while (seen.alerts < seen.events * seekers && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    seen = await count();
  }
  const done = seen.alerts >= seen.events * seekers;
  return {
    events: seen.events,
    alerts: seen.alerts,
    duplicates: seen.duplicates,
    seekers,
    expected: seen.events * seekers,
    backlogSeconds: done ? Math.max(0, seen.lastBacklogAlert - worker.backAt / 1000) : null,
  };
}

export interface TextCheck {
  /** Bookings the drill made (each row, answered or not): each is one text to its mobile. */
  bookings: number;
  texts: number;
  duplicates: number;
}

/**
 * When a text job the killed worker held is sent at the latest: it expires 120 s after it was
 * taken, the next maintenance (each 30 s) finds it, and it waits its first retry's delay (30 s
 * to 60 s) before a worker takes it again (apps/api/src/jobs/text-jobs.ts, pg-boss's expiry).
 */
const TEXT_RETAKEN_AFTER_KILL_MS = (120 + 30 + 60 + 5) * 1000;

/**
 * Waits until every booking the drill made has its confirmation texted: the text jobs, queued
 * with the bookings, each sent once (the outbox keeps a text of one job once). Waits at least
 * `waitMs`, and as long as a text the killed worker held may take to be sent again.
 */
export async function checkTexts(
  databaseUrl: string,
  worker: { killedAt: number },
  waitMs: number,
): Promise<TextCheck> {
  const count = async () => {
    const [row] = await psqlRows(
      databaseUrl,
      `with drill as (select distinct mobile from viewings where name ~ '^b[0-9]+-[0-9]+$')
       select
         (select count(*) from viewings where name ~ '^b[0-9]+-[0-9]+$'),
         count(o.id),
         count(o.id) - count(distinct (o.mobile, o.body))
       from sms_outbox o
       where o.mobile in (select mobile from drill) and o.body like '%預約看屋%'`,
    );
    const [bookings, texts, duplicates] = row!.map(Number) as [number, number, number];
    return { bookings, texts, duplicates };
  };
  const deadline = Math.max(Date.now() + waitMs, worker.killedAt + TEXT_RETAKEN_AFTER_KILL_MS);
  let seen = await count();
  while (seen.texts < seen.bookings && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    seen = await count();
  }
  return seen;
}
