import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createHostMap,
  createSite,
  currentSite,
  originOf,
  SUBDOMAINS,
  subdomainOfHost,
} from '../hosts.ts';
import { SITE_DOMAIN } from '../site-domain.ts';

const SPEC_HOST_MAP = [
  'www',
  'sale',
  'rent',
  'newhouse',
  'market',
  'business',
  'land',
  'news',
  'home',
  'activity',
  'mortgage',
  'store',
  'user',
  'user-newhouse',
  'imp',
  'upscale',
  'admin',
  'm',
  'bbs',
  'help',
  'bff',
  'api',
  'statistics',
  'im',
  'im-client',
];

const production = createSite('591.com.tw', { protocol: 'https:', port: '' });
const localDev = createSite('591.localhost', { protocol: 'http:', port: '8080' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('host map', () => {
  it('lists the 25 subdomains of the specification, in its order', () => {
    expect(SUBDOMAINS).toEqual(SPEC_HOST_MAP);
    expect(SUBDOMAINS).toHaveLength(25);
  });

  it('has one origin per subdomain, keyed in the specification order', () => {
    const hosts = createHostMap(production);
    expect(Object.keys(hosts)).toEqual(SPEC_HOST_MAP);
    for (const sub of SUBDOMAINS) expect(hosts[sub]).toBe(`https://${sub}.591.com.tw`);
  });

  it('keeps the scheme and port of a local http site on every origin', () => {
    const hosts = createHostMap(localDev);
    expect(hosts.www).toBe('http://www.591.localhost:8080');
    expect(hosts['user-newhouse']).toBe('http://user-newhouse.591.localhost:8080');
    expect(hosts['im-client']).toBe('http://im-client.591.localhost:8080');
  });
});

describe('originOf', () => {
  it('omits the port for https on its default port', () => {
    expect(originOf('rent', production)).toBe('https://rent.591.com.tw');
  });

  it('appends the port for http on a custom port', () => {
    expect(originOf('rent', localDev)).toBe('http://rent.591.localhost:8080');
  });

  it('omits the port for http on its default port', () => {
    expect(originOf('land', createSite('591.test', { protocol: 'http:', port: '' }))).toBe(
      'http://land.591.test',
    );
  });
});

describe('createSite', () => {
  it('keeps http and the port the visitor uses', () => {
    expect(createSite('591.test', { protocol: 'http:', port: '3000' })).toEqual({
      domain: '591.test',
      protocol: 'http:',
      port: '3000',
    });
  });

  it('treats any scheme other than http as https', () => {
    expect(createSite('591.test', { protocol: 'file:', port: '' }).protocol).toBe('https:');
  });

  it('is https on the default port when there is no location (server side)', () => {
    expect(createSite('591.test')).toEqual({ domain: '591.test', protocol: 'https:', port: '' });
  });
});

describe('currentSite', () => {
  it('is https on the default port for the configured domain without a page location', () => {
    vi.stubGlobal('location', undefined);
    expect(currentSite()).toEqual({ domain: SITE_DOMAIN, protocol: 'https:', port: '' });
  });

  it('follows the scheme and port of the page location', () => {
    vi.stubGlobal('location', { protocol: 'http:', port: '8080' });
    expect(currentSite()).toEqual({ domain: SITE_DOMAIN, protocol: 'http:', port: '8080' });
    expect(originOf('rent')).toBe(`http://rent.${SITE_DOMAIN}:8080`);
    expect(createHostMap().sale).toBe(`http://sale.${SITE_DOMAIN}:8080`);
  });
});

describe('subdomainOfHost', () => {
  const domain = '591.com.tw';

  it('returns the subdomain of a host under the site domain', () => {
    expect(subdomainOfHost('rent.591.com.tw', domain)).toBe('rent');
    expect(subdomainOfHost('user-newhouse.591.com.tw', domain)).toBe('user-newhouse');
  });

  it('returns an empty string for the bare domain', () => {
    expect(subdomainOfHost('591.com.tw', domain)).toBe('');
  });

  it('returns null for a foreign host', () => {
    expect(subdomainOfHost('example.com', domain)).toBeNull();
    expect(subdomainOfHost('', domain)).toBeNull();
  });

  it('returns null for lookalike hosts that merely contain the domain', () => {
    expect(subdomainOfHost('evil591.com.tw', domain)).toBeNull();
    expect(subdomainOfHost('591.com.tw.evil.com', domain)).toBeNull();
    expect(subdomainOfHost('rent.591.com.tw.evil.com', domain)).toBeNull();
    expect(subdomainOfHost('www.not591.com.tw', domain)).toBeNull();
  });

  it('ignores the trailing dot of a fully qualified host name', () => {
    expect(subdomainOfHost('rent.591.com.tw.', domain)).toBe('rent');
    expect(subdomainOfHost('591.com.tw.', domain)).toBe('');
  });

  it('is case-insensitive', () => {
    expect(subdomainOfHost('RENT.591.COM.TW', domain)).toBe('rent');
    expect(subdomainOfHost('Www.591.Com.Tw', domain)).toBe('www');
  });

  it('uses the configured site domain by default', () => {
    expect(subdomainOfHost(`sale.${SITE_DOMAIN}`)).toBe('sale');
    expect(subdomainOfHost('sale.example.com')).toBeNull();
  });
});
