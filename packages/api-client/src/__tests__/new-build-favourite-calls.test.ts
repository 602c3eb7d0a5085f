import { describe, expect, it } from 'vitest';
import { NotLoggedInError } from '../member.ts';
import {
  collectNewBuild,
  fetchCollectedNewBuilds,
  fetchNewBuildFavourites,
} from '../new-build-favourites.ts';
import { answer, sent } from './answer-fetch.ts';

const pathOf = (index: number) => new URL(sent[index]!.request.url).pathname;

describe('new-build favourite calls', () => {
  it('saves with PUT and forgets with DELETE, with the session cookie', async () => {
    answer({ id: 12, collected: true });
    expect(await collectNewBuild(12, true)).toBe(true);
    answer({ id: 12, collected: false });
    expect(await collectNewBuild(12, false)).toBe(false);
    expect(sent.map(({ request }) => request.method)).toEqual(['PUT', 'DELETE']);
    expect(pathOf(0)).toBe('/v1/user/new-build-favourites/12');
    expect(pathOf(1)).toBe('/v1/user/new-build-favourites/12');
    expect(sent[0]!.request.credentials).toBe('include');
  });

  it('lets a lapsed session be told apart by its status', async () => {
    answer({ statusCode: 401, message: '請先登入會員' }, 401);
    const failure = await collectNewBuild(12, true).catch((error: unknown) => error);
    expect((failure as { response?: Response }).response?.status).toBe(401);
  });

  it('asks which projects are saved, as one comma-separated list', async () => {
    answer({ collected: [3] });
    expect(await fetchCollectedNewBuilds([3, 4])).toEqual([3]);
    const url = new URL(sent[0]!.request.url);
    expect(url.pathname).toBe('/v1/user/new-build-favourites/status');
    expect(url.searchParams.get('ids')).toBe('3,4');
  });

  it('reads a page of saved projects, and a visitor is not logged in', async () => {
    const page = { total: 0, page: 2, pageSize: 10, items: [] };
    answer(page);
    expect(await fetchNewBuildFavourites(2, 10)).toEqual(page);
    const url = new URL(sent[0]!.request.url);
    expect(url.pathname).toBe('/v1/user/new-build-favourites');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', pageSize: '10' });
    answer({ statusCode: 401 }, 401);
    await expect(fetchNewBuildFavourites()).rejects.toBeInstanceOf(NotLoggedInError);
  });
});
