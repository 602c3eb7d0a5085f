import { describe, expect, it } from 'vitest';
import { fetchOneId, fetchProfile } from '../identity.ts';
import { fetchRecommendations, recommendReportUrl } from '../recommendations.ts';
import { fetchAuth } from '../user.ts';
import { answer, sent } from './answer-fetch.ts';

describe('API calls', () => {
  it('asks the api host who the member is, with the session cookie', async () => {
    answer({ status: 1, data: { user_id: 5 } });
    expect(await fetchAuth()).toEqual({ status: 1, data: { user_id: 5 } });
    const request = sent[0]!.request;
    expect(new URL(request!.url).host).toMatch(/^api\./);
    expect(new URL(request!.url).pathname).toBe('/v1/user/oauth');
    expect(request!.credentials).toBe('include');
  });

  it('sends only the one-id parameters that have a value', async () => {
    answer({ data: { one_id: 'abc' } });
    await fetchOneId({ local_id: 'L1', local_type: 'cookie_id', device: 'pc', uid: '' });
    const url = new URL(sent[0]!.request.url);
    expect(url.pathname).toBe('/v1/one-id/get');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      local_id: 'L1',
      local_type: 'cookie_id',
      device: 'pc',
    });
  });

  it('asks the api host for the visitor profile', async () => {
    answer({ status: 1, data: { ip: '203.0.113.9' } });
    expect(await fetchProfile()).toEqual({ status: 1, data: { ip: '203.0.113.9' } });
    const url = new URL(sent[0]!.request.url);
    expect(url.host).toMatch(/^api\./);
    expect(url.pathname).toBe('/v1/profile/get');
  });

  it('loads the three recommendation lists of a listing', async () => {
    const lists = { nearby: [], similar_price: [], similar_area: [] };
    answer(lists);
    expect(await fetchRecommendations(12345)).toEqual(lists);
    expect(new URL(sent[0]!.request.url).pathname).toBe('/v1/listings/12345/recommendations');
  });

  it('sends the recommendation report to the api host', () => {
    const url = new URL(recommendReportUrl());
    expect(url.host).toMatch(/^api\./);
    expect(url.pathname).toBe('/home/detail/recommend/report');
  });
});
