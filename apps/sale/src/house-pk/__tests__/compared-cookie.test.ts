import { describe, expect, it } from 'vitest';
import {
  comparedCookieAttributes,
  comparedIdsFromCookies,
  parseComparedIds,
} from '../compared-cookie.ts';

describe('compared listings cookie', () => {
  it('reads whole ids, each once, at most four', () => {
    expect(parseComparedIds('12-345-12-x-0-7-8-9')).toEqual([12, 345, 7, 8]);
    expect(parseComparedIds('99999999999')).toEqual([]);
    expect(parseComparedIds(undefined)).toEqual([]);
  });

  it('finds its value among the request’s other cookies', () => {
    expect(comparedIdsFromCookies('a=1; sale_house_pk=3-4; b=2')).toEqual([3, 4]);
    expect(comparedIdsFromCookies('a=1')).toEqual([]);
    expect(comparedIdsFromCookies(null)).toEqual([]);
  });

  it('is kept on the parent domain, so every sale host shares it', () => {
    expect(comparedCookieAttributes('591.com.tw')).toMatchObject({
      domain: '.591.com.tw',
      path: '/',
    });
  });
});
