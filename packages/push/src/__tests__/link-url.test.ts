import { siteOrigins } from '@591/config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from '../payload/link-url.ts';
import { HOME, LOCAL_SITE, SITE } from './site.ts';

const SITE_HOSTS = ['www', 'rent', 'sale', 'land', 'business', 'newhouse', 'rent-debug'];

describe('safeLinkUrl', () => {
  it('keeps https links on the site’s own hosts', () => {
    expect(safeLinkUrl('https://rent.591.com.tw/123?from=push#top', SITE)).toBe(
      'https://rent.591.com.tw/123?from=push#top',
    );
    expect(safeLinkUrl('https://591.com.tw/', SITE)).toBe('https://591.com.tw/');
  });

  it('sends everything else to the home page', () => {
    for (const link of [
      undefined,
      42,
      '',
      '/rent/123',
      'rent.591.com.tw/123',
      'http://rent.591.com.tw/123',
      'https://rent.591.com.tw:8443/123',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.com/',
      '/\\evil.com/',
      '\\\\evil.com/',
      'https://evil.com/https://rent.591.com.tw/',
      'https://rent.591.com.tw.evil.com/',
      'https://evil591.com.tw/',
      'https://rent-591.com.tw/',
      'https://591.com.tw.evil.com/',
      'https://www.591.com.tw@evil.com/',
      'https://evil.com\\@www.591.com.tw/',
      'https://evil.com#@www.591.com.tw/',
      'https://user:pass@www.591.com.tw/',
      'https://user@www.591.com.tw/',
      'https://api.evil.com/.591.com.tw',
    ]) {
      expect(safeLinkUrl(link, SITE), String(link)).toBe(HOME);
    }
  });

  it('allows http only where the site itself runs on http (the local dev domain)', () => {
    expect(safeLinkUrl('http://rent.591.com.tw:8480/123', LOCAL_SITE)).toBe(
      'http://rent.591.com.tw:8480/123',
    );
    expect(safeLinkUrl('https://rent.591.com.tw/123', LOCAL_SITE)).toBe(
      'http://www.591.com.tw:8480/',
    );
  });

  it('never returns anything but a site origin without credentials (property)', () => {
    const tricky = fc.oneof(
      fc.string(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .tuple(
          fc.constantFrom(
            'javascript:',
            'data:',
            'vbscript:',
            '//',
            '/\\',
            '\\\\',
            'https://',
            'http://',
            'HTTPS://',
          ),
          fc.constantFrom('', 'user@', 'user:pw@', 'www.591.com.tw@', 'evil.com\\@', 'evil.com#@'),
          fc.constantFrom(
            ...SITE_HOSTS.map((host) => `${host}.591.com.tw`),
            'evil.com',
            '591.com.tw',
          ),
          fc.constantFrom('', '.evil.com', '.', ':443', ':8443', '%2e', '\u3002evil.com'),
          fc.string(),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(tricky, (link) => {
        const out = new URL(safeLinkUrl(link, SITE));
        expect(siteOrigins(SITE).has(out.origin)).toBe(true);
        expect(out.protocol).toBe('https:');
        expect(out.username + out.password).toBe('');
      }),
      { numRuns: 2000 },
    );
  });

  it('sends lookalike hosts home and keeps the real ones (property)', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...SITE_HOSTS),
        label,
        fc.constantFrom('evil.com', 'com', 'tw', '591.com.tw.evil'),
        fc.webPath(),
        (sub, extra, tail, path) => {
          const real = `https://${sub}.591.com.tw${path}`;
          expect(safeLinkUrl(real, SITE)).toBe(new URL(real).href);
          for (const fake of [
            `https://${sub}.591.com.tw.${extra}.${tail}${path}`,
            `https://${extra}${sub}.591.com.tw.${tail}${path}`,
            `https://${sub}.591.com.tw@${extra}.${tail}${path}`,
            `https://${sub}.${extra}591.com.tw${path}`,
          ]) {
            expect(safeLinkUrl(fake, SITE), fake).toBe(HOME);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
