// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payloadLoader, payloadUrl, setPrerenderedPaths } from '../prerender/payload-loader.ts';

const argsFor = (url: string) =>
  ({ request: new Request(url), params: {}, context: {} }) as Parameters<
    ReturnType<typeof payloadLoader>
  >[0];

describe('payloadLoader', () => {
  afterEach(() => setPrerenderedPaths([]));

  it("takes a prerendered path's data from its payload, without running the loader", async () => {
    setPrerenderedPaths(['/']);
    const loader = vi.fn(() => 'from the API');
    const importPayload = vi.fn(async () => ({ default: { data: 'from the build' } }));
    const load = payloadLoader(loader, { importPayload });
    expect(await load(argsFor('http://sale.591.localhost/'))).toBe('from the build');
    expect(importPayload).toHaveBeenCalledWith('/_payload.js');
    expect(loader).not.toHaveBeenCalled();
  });

  it('runs the loader for other paths, for any query, and when the payload is missing', async () => {
    setPrerenderedPaths(['/']);
    const loader = vi.fn(() => 'from the API');
    const importPayload = vi.fn(async () => {
      throw new Error('404');
    });
    const load = payloadLoader(loader, { importPayload });
    expect(await load(argsFor('http://sale.591.localhost/about'))).toBe('from the API');
    expect(await load(argsFor('http://sale.591.localhost/?region=3'))).toBe('from the API');
    expect(await load(argsFor('http://sale.591.localhost/'))).toBe('from the API');
    expect(importPayload).toHaveBeenCalledTimes(1);
  });
});

describe('payloadUrl', () => {
  it('is the path with _payload.js appended', () => {
    expect(payloadUrl('/')).toBe('/_payload.js');
    expect(payloadUrl('/sale')).toBe('/sale/_payload.js');
    expect(payloadUrl('/sale/')).toBe('/sale/_payload.js');
  });
});
