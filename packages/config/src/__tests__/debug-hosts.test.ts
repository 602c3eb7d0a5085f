import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostLabel, parseHostLabel, usesDebugHosts } from '../debug-hosts.ts';
import { createHostMap, createSite, originOf, SUBDOMAINS, subdomainOfHost } from '../hosts.ts';

const production = createSite('591.com.tw');
const localDev = createSite('591.localhost', { protocol: 'http:', port: '8080' });

describe('debug host map', () => {
  it('puts -debug after every subdomain label', () => {
    const hosts = createHostMap(production, { debug: true });
    expect(hosts.rent).toBe('https://rent-debug.591.com.tw');
    expect(hosts['user-newhouse']).toBe('https://user-newhouse-debug.591.com.tw');
    for (const sub of SUBDOMAINS) expect(hosts[sub]).toBe(`https://${sub}-debug.591.com.tw`);
  });

  it('keeps the scheme and port of a local site', () => {
    expect(originOf('sale', localDev, { debug: true })).toBe(
      'http://sale-debug.591.localhost:8080',
    );
  });

  it('leaves the default host map unchanged', () => {
    expect(createHostMap(production, { debug: false })).toEqual(createHostMap(production));
    expect(createHostMap(production).rent).toBe('https://rent.591.com.tw');
  });

  it('stays under the site domain, so site cookies reach debug hosts', () => {
    for (const origin of Object.values(createHostMap(production, { debug: true }))) {
      const hostname = new URL(origin).hostname;
      expect(subdomainOfHost(hostname, '591.com.tw')).toMatch(/-debug$/);
    }
  });
});

describe('usesDebugHosts', () => {
  it('is on for the dev and debug environments only', () => {
    expect(usesDebugHosts('dev')).toBe(true);
    expect(usesDebugHosts('debug')).toBe(true);
    expect(usesDebugHosts('production')).toBe(false);
    expect(usesDebugHosts('')).toBe(false);
    expect(usesDebugHosts(undefined)).toBe(false);
  });
});

describe('parseHostLabel', () => {
  it('reads the subdomain and the debug marker of a first label', () => {
    expect(parseHostLabel('rent-debug')).toEqual({ subdomain: 'rent', debug: true });
    expect(parseHostLabel('Rent-Debug')).toEqual({ subdomain: 'rent', debug: true });
    expect(parseHostLabel('rent')).toEqual({ subdomain: 'rent', debug: false });
    expect(parseHostLabel('-debug')).toEqual({ subdomain: '-debug', debug: false });
  });

  it('undoes hostLabel for every subdomain', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUBDOMAINS), fc.boolean(), (subdomain, debug) => {
        expect(parseHostLabel(hostLabel(subdomain, { debug }))).toEqual({ subdomain, debug });
      }),
    );
  });
});
