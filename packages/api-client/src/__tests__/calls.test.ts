import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOneId } from '../identity.ts';
import { fetchAuth } from '../user.ts';

const requests: Request[] = [];

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return Response.json(body);
    }),
  );
}

afterEach(() => {
  requests.length = 0;
  vi.unstubAllGlobals();
});

describe('API calls', () => {
  it('asks the api host who the member is, with the session cookie', async () => {
    answer({ status: 1, data: { user_id: 5 } });
    expect(await fetchAuth()).toEqual({ status: 1, data: { user_id: 5 } });
    const [request] = requests;
    expect(new URL(request!.url).host).toMatch(/^api\./);
    expect(new URL(request!.url).pathname).toBe('/v1/user/oauth');
    expect(request!.credentials).toBe('include');
  });

  it('sends only the one-id parameters that have a value', async () => {
    answer({ data: { one_id: 'abc' } });
    await fetchOneId({ local_id: 'L1', local_type: 'cookie_id', device: 'pc', uid: '' });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/v1/one-id/get');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      local_id: 'L1',
      local_type: 'cookie_id',
      device: 'pc',
    });
  });
});
