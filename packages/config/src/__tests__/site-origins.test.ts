import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSite, SUBDOMAINS } from '../hosts.ts';
import { isSiteOrigin, siteOrigins } from '../site-origins.ts';

const site = createSite('591.com.tw', { protocol: 'http:', port: '8480' });
const subdomain = fc.constantFrom(...SUBDOMAINS);

describe('isSiteOrigin', () => {
  it("accepts each of the site's hosts with the page's scheme and port", () => {
    expect(isSiteOrigin('http://www.591.com.tw:8480', site)).toBe(true);
    expect(isSiteOrigin('http://rent.591.com.tw:8480', site)).toBe(true);
    expect(isSiteOrigin('http://rent-debug.591.com.tw:8480', site)).toBe(true);
    expect(isSiteOrigin('http://591.com.tw:8480', site)).toBe(true);
    expect(siteOrigins(site).size).toBe(SUBDOMAINS.length * 2 + 1);
  });

  it('uses no port on the default port', () => {
    const production = createSite('591.com.tw', { protocol: 'https:', port: '' });
    expect(isSiteOrigin('https://rent.591.com.tw', production)).toBe(true);
    expect(isSiteOrigin('https://rent.591.com.tw:443', production)).toBe(false);
  });

  it.each([
    'http://rent.591.com.tw.evil.com:8480',
    'http://evil591.com.tw:8480',
    'http://evil.com:8480',
    'https://rent.591.com.tw:8480',
    'http://rent.591.com.tw:8481',
    'http://rent.591.com.tw',
    'http://a.rent.591.com.tw:8480',
    'http://RENT.591.com.tw:8480',
    'null',
    '',
  ])('refuses %s', (origin) => {
    expect(isSiteOrigin(origin, site)).toBe(false);
  });

  it('refuses any host that only looks like the site', () => {
    const lookalike = fc.oneof(
      fc
        .tuple(subdomain, fc.domain())
        .map(([sub, evil]) => `http://${sub}.591.com.tw.${evil}:8480`),
      fc
        .tuple(subdomain, fc.stringMatching(/^[a-z0-9-]{1,10}$/))
        .map(([sub, glue]) => `http://${sub}.${glue}591.com.tw:8480`),
      fc.stringMatching(/^[a-z0-9-]{1,10}$/).map((glue) => `http://${glue}591.com.tw:8480`),
      subdomain.map((sub) => `http://${sub}.591.com.tw.:8480`),
      subdomain.map((sub) => `http://${sub}.591-com.tw:8480`),
    );
    fc.assert(
      fc.property(lookalike, (origin) => {
        expect(isSiteOrigin(origin, site)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a site host on another scheme or port', () => {
    const elsewhere = fc
      .tuple(
        subdomain,
        fc.constantFrom('https:', 'ws:', 'ftp:', 'file:', 'chrome-extension:', 'http:'),
        fc.integer({ min: 1, max: 65535 }),
      )
      .filter(([, scheme, port]) => scheme !== 'http:' || port !== 8480)
      .map(([sub, scheme, port]) => `${scheme}//${sub}.591.com.tw:${port}`);
    fc.assert(
      fc.property(elsewhere, (origin) => {
        expect(isSiteOrigin(origin, site)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses any origin of a foreign domain', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const origin = new URL(url).origin;
        fc.pre(origin !== 'null' && !new URL(url).hostname.endsWith('591.com.tw'));
        expect(isSiteOrigin(origin, site)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
