import { describe, expect, it } from 'vitest';
import { fetchNewBuild, fetchNewBuildOverview, fetchNewBuilds } from '../new-builds.ts';
import { answer, sent } from './answer-fetch.ts';

describe('new-build calls', () => {
  it('searches a region’s projects on the api host with the query as given', async () => {
    answer({ total: 0, page: 1, pageSize: 30, items: [] });
    await fetchNewBuilds(new URLSearchParams({ regionid: '1', build_type: '1', order: 'price' }));
    const url = new URL(sent[0]!.request.url);
    expect(url.host).toMatch(/^api\./);
    expect(url.pathname).toBe('/v1/new-builds');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      regionid: '1',
      build_type: '1',
      order: 'price',
    });
  });

  it('asks for a region’s overview by its id', async () => {
    answer({ regionId: 3 });
    await fetchNewBuildOverview(3);
    const url = new URL(sent[0]!.request.url);
    expect(url.pathname).toBe('/v1/new-builds/overview');
    expect(url.searchParams.get('regionid')).toBe('3');
  });

  it('gives null for a project that does not exist, and throws on other failures', async () => {
    answer({ statusCode: 404, message: '找不到這個建案' }, 404);
    expect(await fetchNewBuild(9)).toBeNull();
    expect(new URL(sent[0]!.request.url).pathname).toBe('/v1/new-builds/9');
    answer({ statusCode: 500 }, 500);
    await expect(fetchNewBuild(9)).rejects.toThrow('New build 9 could not be loaded (HTTP 500)');
  });
});
