import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../page-head.ts';
import type { RouteHandle } from '../route-handle.ts';
import { pageHead } from '../route-handle.ts';

describe('canonicalUrl', () => {
  it("puts a section's page on the section's own host", () => {
    expect(canonicalUrl(new URL('https://www.591.localhost/rent/list?region=3'))).toBe(
      'https://rent.591.localhost/list?region=3',
    );
    expect(canonicalUrl(new URL('https://www.591.localhost/land/sale/12'))).toBe(
      'https://land.591.localhost/sale/12',
    );
    expect(canonicalUrl(new URL('https://www.591.localhost/rent'))).toBe(
      'https://rent.591.localhost/',
    );
  });

  it('keeps pages already on their host, and drops the render switch', () => {
    expect(canonicalUrl(new URL('https://rent.591.localhost/list?csr=1&region=1'))).toBe(
      'https://rent.591.localhost/list?region=1',
    );
    expect(canonicalUrl(new URL('https://www.591.localhost/?csr=0'))).toBe(
      'https://www.591.localhost/',
    );
  });

  it('does not take a path that only starts like a section for one', () => {
    expect(canonicalUrl(new URL('https://www.591.localhost/rental'))).toBe(
      'https://www.591.localhost/rental',
    );
  });
});

describe('pageHead', () => {
  const head: RouteHandle['head'] = (data) => ({
    title: `共 ${(data as { total: number }).total} 筆`,
  });

  it("takes the deepest route's head, from the hooks' or the static handler's matches", () => {
    expect(pageHead([{ handle: {} }, { handle: { head }, loaderData: { total: 3 } }])).toEqual({
      title: '共 3 筆',
    });
    expect(
      pageHead([{ route: { id: 'root' } }, { route: { id: '/list', handle: { head } } }], {
        '/list': { total: 5 },
      }),
    ).toEqual({ title: '共 5 筆' });
  });

  it('gives none when the route has no data (its loader failed)', () => {
    expect(pageHead([{ handle: { head }, loaderData: undefined }])).toBe(undefined);
    expect(pageHead([{ handle: {} }])).toBe(undefined);
  });
});
