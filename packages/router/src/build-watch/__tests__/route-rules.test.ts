import { describe, expect, it } from 'vitest';
import { type RouteRuleMatcher, routeRulesFor } from '../route-rules.ts';

const matcher: RouteRuleMatcher = {
  static: { '/list': { keepAlive: true }, '/': { prerender: true } },
  wildcard: { '/': { ssr: true, cache: 60 }, '/rent': { cache: 600 }, '/rent/list': { cache: 5 } },
};

describe('routeRulesFor', () => {
  it('gives an exact path its own rule over every wildcard', () => {
    expect(routeRulesFor(matcher, '/list')).toEqual({ ssr: true, cache: 60, keepAlive: true });
  });

  it('lets a longer prefix override a shorter one', () => {
    expect(routeRulesFor(matcher, '/rent/123')).toEqual({ ssr: true, cache: 600 });
    expect(routeRulesFor(matcher, '/rent/list/2')).toEqual({ ssr: true, cache: 5 });
  });

  it('matches a prefix itself but not a path that merely starts with its letters', () => {
    expect(routeRulesFor(matcher, '/rent')).toEqual({ ssr: true, cache: 600 });
    expect(routeRulesFor(matcher, '/rental')).toEqual({ ssr: true, cache: 60 });
  });

  it('ignores a trailing slash', () => {
    expect(routeRulesFor(matcher, '/list/')).toEqual({ ssr: true, cache: 60, keepAlive: true });
    expect(routeRulesFor(matcher, '/')).toEqual({ ssr: true, cache: 60, prerender: true });
  });

  it('is empty when nothing matches', () => {
    expect(routeRulesFor({ static: {}, wildcard: {} }, '/list')).toEqual({});
  });
});
