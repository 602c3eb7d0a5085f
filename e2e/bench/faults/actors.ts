// The drill's members and what each write they make leaves to be checked: repliers in
// conversations of their own, posters with a draft they keep saving and new listings they
// publish, seekers whose saved search every published listing matches (its alerts are the jobs'
// effects), and the listings members book and keep.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { type ApiMember, RENTAL, registerThroughApi } from '../../support/poster.ts';
import { SITE_PORT } from './servers.ts';
import { ask, isOk, type Kind, write } from './traffic.ts';

/** 台北市中正區 獨立套房 10,000-20,000 元: every listing the drill publishes (RENTAL) is in it. */
export const SEEKERS_SEARCH = `region=1&section=1&kind=${RENTAL.kind}&price=10000_20000`;

export interface Cast {
  /** Members replying in a conversation each (the product allows 60 messages an hour each). */
  members: { member: ApiMember; conversationId: number }[];
  /**
   * Members posting, each with a draft kept open in a form of its own: its saves numbered in
   * the order sent, as the posting form numbers them (the API's Draft-Save).
   */
  posters: { member: ApiMember; draftId: number; nextSave: () => string }[];
  seekers: ApiMember[];
  /** Listings of Taipei that take 預約看屋 bookings, and may be kept. */
  listingIds: number[];
}

/** One opening of a posting form: its saves' Draft-Save numbers, in order (api-client's own). */
function formSaves(): () => string {
  const form = randomBytes(16).toString('base64url');
  let saves = 0;
  return () => `${form}:${++saves}`;
}

const cookieOf = (member: ApiMember) => `${member.session.name}=${member.session.value}`;

export async function castMembers(
  api: APIRequestContext,
  counts: { members: number; posters: number; seekers: number },
): Promise<Cast> {
  const register = () => registerThroughApi(api, { sitePort: SITE_PORT });
  const listing = await ask('api', '/v1/rent/listings?region=1');
  const listingIds = (listing.body.items as { id: number }[]).map((item) => item.id);
  const members: Cast['members'] = [];
  for (let i = 0; i < counts.members; i += 1) {
    const member = await register();
    const sent = await member.call('post', '/home/housing/sendMsg', {
      listingId: listingIds[i % listingIds.length]!,
      name: '演練',
      mobile: member.mobile,
      message: '請問還可以看房嗎？',
    });
    members.push({ member, conversationId: sent.conversationId });
  }
  const posters: Cast['posters'] = [];
  for (let i = 0; i < counts.posters; i += 1) {
    const member = await register();
    const draft = await member.call('post', '/v1/user/drafts', { section: 'rent', type: 1 });
    posters.push({ member, draftId: draft.id, nextSave: formSaves() });
  }
  const seekers: ApiMember[] = [];
  for (let i = 0; i < counts.seekers; i += 1) {
    const member = await register();
    await member.call('post', '/v1/user/saved-searches', {
      section: 'rent',
      query: SEEKERS_SEARCH,
      listPath: `/list?${SEEKERS_SEARCH}`,
    });
    seekers.push(member);
  }
  return { members, posters, seekers, listingIds };
}

/** Each write's markers, tried and answered 2xx, to find its rows by afterwards. */
export const written = {
  replies: { tried: new Set<string>(), answered: new Set<string>() },
  bookings: { tried: new Set<string>(), answered: new Set<string>() },
  /** `member:listing` pairs kept. */
  favourites: { tried: new Set<string>(), answered: new Set<string>() },
  /** Each draft's saves in the order sent: the title, and whether it was answered 2xx. */
  draftSaves: new Map<number, { title: string; answered: boolean }[]>(),
  publishes: { tried: new Set<string>(), answered: new Set<string>() },
};

/** Each kind's writes so far: its n-th goes to the n-th member in turn. */
const turns = new Map<Kind, number>();

/** One write of the kind, by the next member in turn. */
export async function act(kind: Kind, cast: Cast) {
  const n = turns.get(kind) ?? 0;
  turns.set(kind, n + 1);
  const { member, conversationId } = cast.members[n % cast.members.length]!;
  const cookie = cookieOf(member);
  switch (kind) {
    case 'reply': {
      const key = `drill-${member.id}-${n}`;
      written.replies.tried.add(key);
      const answer = await write(kind, `/v1/user/conversations/${conversationId}/messages`, {
        cookie,
        key,
        body: { body: key },
      });
      if (isOk(answer.status)) written.replies.answered.add(key);
      return;
    }
    case 'booking': {
      // Each member round the listings: a second turn of a member books another listing.
      const round = Math.floor(n / cast.members.length);
      const listingId = cast.listingIds[(n + round) % cast.listingIds.length]!;
      const slots = await ask('api', `/v1/reservation/get?listingId=${listingId}`);
      const free = (
        (slots.body?.data?.days ?? []) as { slots: { start: string; free: number }[] }[]
      ).flatMap((day) => day.slots.filter((slot) => slot.free > 0));
      if (free.length === 0) return;
      const name = `b${member.id}-${n}`;
      written.bookings.tried.add(name);
      const answer = await write(kind, '/v1/reservation/create', {
        cookie,
        key: `drill-booking-${member.id}-${n}`,
        body: {
          listingId,
          slotStart: free[n % free.length]!.start,
          name,
          mobile: member.mobile,
          consent: true,
        },
      });
      if (isOk(answer.status)) written.bookings.answered.add(name);
      return;
    }
    case 'favourite': {
      const listingId = cast.listingIds[(n * 7) % cast.listingIds.length]!;
      const pair = `${member.id}:${listingId}`;
      written.favourites.tried.add(pair);
      const answer = await write(kind, '/api/collect/collectWare', {
        cookie,
        body: { id: listingId, action: 'add' },
        idempotent: true,
      });
      if (isOk(answer.status)) written.favourites.answered.add(pair);
      return;
    }
    case 'draft save': {
      const poster = cast.posters[n % cast.posters.length]!;
      const title = `演練草稿 ${n}`;
      const saves = written.draftSaves.get(poster.draftId) ?? [];
      written.draftSaves.set(poster.draftId, saves);
      const save = { title, answered: false };
      saves.push(save);
      const answer = await write(kind, `/v1/user/drafts/${poster.draftId}`, {
        method: 'PUT',
        cookie: cookieOf(poster.member),
        body: { ...RENTAL, title },
        draftSave: poster.nextSave(),
      });
      save.answered = isOk(answer.status);
      return;
    }
    case 'publish':
      return publish(cast.posters[n % cast.posters.length]!.member, n);
    default:
      throw new Error(`${kind} is not a write`);
  }
}

/**
 * A new listing as the posting form makes it: a draft made with a key, its fields, then published
 * with a key (each sent again on a lost answer). A draft left by a failed step is left as a poster
 * would.
 */
export async function publish(poster: ApiMember, n: number) {
  const cookie = cookieOf(poster);
  const draft = await write('draft save', '/v1/user/drafts', {
    cookie,
    // A key of its own, as the posting form's: a passing fault sends it again for one draft.
    key: `drill-draft-${poster.id}-${n}`,
    body: { section: 'rent', type: 1 },
  });
  if (!isOk(draft.status)) return;
  const key = `drill-publish-${poster.id}-${n}`;
  const title = `演練刊登 ${poster.id}-${n}`;
  const saved = await write('draft save', `/v1/user/drafts/${draft.body.data.id}`, {
    method: 'PUT',
    cookie,
    body: { ...RENTAL, title },
    // The first save of a form of its own.
    draftSave: formSaves()(),
  });
  if (!isOk(saved.status)) return;
  written.publishes.tried.add(title);
  const published = await write('publish', `/v1/user/drafts/${draft.body.data.id}/publish`, {
    cookie,
    key,
    body: {},
  });
  if (isOk(published.status)) written.publishes.answered.add(title);
}
