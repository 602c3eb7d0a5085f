import { describe, expect, it } from 'vitest';
import { routeHost } from '../host-routing.ts';

const DOMAIN = '591.com.tw';

describe('routeHost', () => {
  it('sends www and the bare domain to the shell', () => {
    expect(routeHost('www.591.com.tw', DOMAIN)).toEqual({ kind: 'app', app: 'shell' });
    expect(routeHost('591.com.tw', DOMAIN)).toEqual({ kind: 'app', app: 'shell' });
  });

  it('sends user. to the member app', () => {
    expect(routeHost('user.591.com.tw', DOMAIN)).toEqual({ kind: 'app', app: 'user' });
  });

  it.each(['sale', 'rent', 'land', 'business'] as const)('sends %s. to the %s app', (app) => {
    expect(routeHost(`${app}.591.com.tw`, DOMAIN)).toEqual({ kind: 'app', app });
  });

  it.each(['api', 'bff', 'statistics'])('sends %s. to the API', (sub) => {
    expect(routeHost(`${sub}.591.com.tw`, DOMAIN)).toEqual({ kind: 'api' });
  });

  it('marks subdomains of the site that no app serves as unserved', () => {
    expect(routeHost('activity.591.com.tw', DOMAIN)).toEqual({
      kind: 'unserved',
      subdomain: 'activity',
    });
    expect(routeHost('user-newhouse.591.com.tw', DOMAIN)).toEqual({
      kind: 'unserved',
      subdomain: 'user-newhouse',
    });
  });

  it('treats hosts outside the site as unknown, including lookalikes', () => {
    expect(routeHost('example.com', DOMAIN)).toEqual({ kind: 'unknown' });
    expect(routeHost('evil591.com.tw', DOMAIN)).toEqual({ kind: 'unknown' });
    expect(routeHost('rent.591.com.tw.evil.com', DOMAIN)).toEqual({ kind: 'unknown' });
  });

  it('treats a missing or empty Host header as unknown', () => {
    expect(routeHost(undefined, DOMAIN)).toEqual({ kind: 'unknown' });
    expect(routeHost('', DOMAIN)).toEqual({ kind: 'unknown' });
  });

  it('ignores the port in the Host header', () => {
    expect(routeHost('rent.591.com.tw:8080', DOMAIN)).toEqual({ kind: 'app', app: 'rent' });
    expect(routeHost('591.com.tw:443', DOMAIN)).toEqual({ kind: 'app', app: 'shell' });
    expect(routeHost('api.591.com.tw:8080', DOMAIN)).toEqual({ kind: 'api' });
  });

  it('is case-insensitive', () => {
    expect(routeHost('RENT.591.COM.TW', DOMAIN)).toEqual({ kind: 'app', app: 'rent' });
    expect(routeHost('Www.591.Com.Tw:8080', DOMAIN)).toEqual({ kind: 'app', app: 'shell' });
  });

  it('accepts a fully qualified host name with a trailing dot', () => {
    expect(routeHost('sale.591.com.tw.', DOMAIN)).toEqual({ kind: 'app', app: 'sale' });
  });
});
