// @vitest-environment jsdom
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { keepAliveLoader, rememberHydratedData } from '../keep-alive-loader.ts';

const args = (url: string) =>
  ({ request: new Request(`http://rent.591.com.tw${url}`), params: {} }) as LoaderFunctionArgs;

describe('keepAliveLoader', () => {
  it('answers the same URL from what it loaded while that is fresh', async () => {
    let clock = 0;
    const load = vi.fn(async ({ request }: LoaderFunctionArgs) => new URL(request.url).search);
    const loader = keepAliveLoader(load, { now: () => clock });
    expect(await loader(args('/list?region=1'))).toBe('?region=1');
    expect(await loader(args('/list?region=1'))).toBe('?region=1');
    expect(await loader(args('/list?region=3'))).toBe('?region=3');
    expect(load).toHaveBeenCalledTimes(2);
    clock = 5 * 60_000;
    await loader(args('/list?region=1'));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('answers the first page from the data it was hydrated with', async () => {
    const load = vi.fn(async () => 'fetched');
    const list = keepAliveLoader(load);
    const other = keepAliveLoader(load);
    rememberHydratedData(
      {
        matches: [
          { route: { id: 'root' } },
          { route: { id: '/rent/list', loader: list } },
          { route: { id: 'unloaded', loader: other } },
        ],
        loaderData: { '/rent/list': 'from the server' },
      },
      { pathname: '/list', search: '?region=1' },
    );
    expect(await list(args('/list?region=1'))).toBe('from the server');
    expect(await list(args('/list?region=2'))).toBe('fetched');
    expect(await other(args('/list?region=1'))).toBe('fetched');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never caches on the server, where one process renders for every visitor', async () => {
    vi.stubGlobal('window', undefined);
    try {
      const load = vi.fn(async () => 'fresh');
      const loader = keepAliveLoader(load);
      await loader(args('/list?region=1'));
      await loader(args('/list?region=1'));
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
