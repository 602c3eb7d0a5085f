import { describe, expect, it } from 'vitest';
import { createSite } from '../hosts.ts';
import { memberPageUrl, ownSiteUrl, returnTargetOf } from '../member-pages.ts';

const site = createSite('591.com.tw', { protocol: 'http:', port: '8480' });
const user = 'http://user.591.com.tw:8480';
const detail = 'http://rent.591.com.tw:8480/12345?from=list';

describe('memberPageUrl', () => {
  it('leads to the page on user. carrying the page to return to', () => {
    expect(memberPageUrl('login', detail, user)).toBe(
      `http://user.591.com.tw:8480/login?redirect=${encodeURIComponent(detail)}`,
    );
    expect(memberPageUrl('register', undefined, user)).toBe('http://user.591.com.tw:8480/register');
  });

  it('leads to the member centre without a way back: it is where the member goes', () => {
    expect(memberPageUrl('center', detail, user)).toBe('http://user.591.com.tw:8480/center');
  });
});

describe('ownSiteUrl', () => {
  it('accepts pages of the site on the scheme and port in use', () => {
    expect(ownSiteUrl(detail, site)).toBe(detail);
    expect(ownSiteUrl('http://www.591.com.tw:8480/', site)).toBe('http://www.591.com.tw:8480/');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a lookalike host', 'http://rent.591.com.tw.evil.example:8480/'],
    ['another scheme', 'https://rent.591.com.tw:8480/'],
    ['another port', 'http://rent.591.com.tw:9999/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', '/center'],
    ['nothing', ''],
  ])('refuses %s', (_, target) => {
    expect(ownSiteUrl(target, site)).toBeNull();
  });
});

describe('returnTargetOf', () => {
  it('returns to the page the link is on', () => {
    expect(returnTargetOf(detail, user, site)).toBe(detail);
    expect(returnTargetOf('https://evil.example/', user, site)).toBeUndefined();
  });

  it('on a member page, returns to where that page was asked to return', () => {
    const login = memberPageUrl('login', detail, user);
    expect(returnTargetOf(login, user, site)).toBe(detail);
    expect(returnTargetOf(`${user}/login`, user, site)).toBeUndefined();
    expect(
      returnTargetOf(`${user}/login?redirect=https://evil.example/`, user, site),
    ).toBeUndefined();
  });
});
