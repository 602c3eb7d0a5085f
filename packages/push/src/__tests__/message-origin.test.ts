import { pushSyncOrigins, siteOrigins } from '@591/config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsReply } from '../sync/sync-client.ts';
import { acceptsAsk } from '../sync/sync-hub.ts';
import { SITE } from './site.ts';

const HUB_ORIGIN = 'https://www.591.com.tw';
const SIBLINGS = new Set(pushSyncOrigins(SITE));
const ALLOWED = siteOrigins(SITE);
const frame = {} as MessageEventSource;
const reply = (origin: string) => ({ type: 'syncNotification', origin, permission: 'granted' });
const ask = { type: 'syncNotification', permission: 'default' };

/** Origins that look like the site's but are not: other schemes, ports, suffixes, lookalikes. */
const lookalikeOrigin = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'wss://', 'null', ''),
    fc.constantFrom('www', 'rent', 'sale', 'www-debug', 'wwww', 'evil'),
    fc.constantFrom(
      '.591.com.tw',
      '.591.com.tw.evil.com',
      '591.com.tw',
      '.591-com.tw',
      '.591.com',
      '.591.com.tw.',
    ),
    fc.constantFrom('', ':443', ':8080', ':8480'),
  )
  .map((parts) => parts.join(''))
  .filter((origin) => !ALLOWED.has(origin));

describe('the sync messages’ origin checks', () => {
  it('the page takes replies only from its own hub frame at the hub origin', () => {
    const event = { origin: HUB_ORIGIN, source: frame, data: reply('https://rent.591.com.tw') };
    expect(acceptsReply(event, frame, HUB_ORIGIN, SIBLINGS)).toBe(true);
    expect(
      acceptsReply({ ...event, source: {} as MessageEventSource }, frame, HUB_ORIGIN, SIBLINGS),
    ).toBe(false);
    expect(acceptsReply({ ...event, source: null }, null, HUB_ORIGIN, SIBLINGS)).toBe(false);
    expect(
      acceptsReply({ ...event, data: reply('https://evil.com') }, frame, HUB_ORIGIN, SIBLINGS),
    ).toBe(false);
    expect(
      acceptsReply(
        {
          ...event,
          data: { type: 'syncNotification', origin: 'https://rent.591.com.tw', permission: 'yes' },
        },
        frame,
        HUB_ORIGIN,
        SIBLINGS,
      ),
    ).toBe(false);
    expect(acceptsReply({ ...event, data: 'granted' }, frame, HUB_ORIGIN, SIBLINGS)).toBe(false);
  });

  it('the page rejects every other origin, even from its own frame (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          lookalikeOrigin,
          fc.webUrl().map((url) => new URL(url).origin),
          fc.string(),
        ),
        (origin) => {
          fc.pre(origin !== HUB_ORIGIN);
          const event = { origin, source: frame, data: reply('https://rent.591.com.tw') };
          expect(acceptsReply(event, frame, HUB_ORIGIN, SIBLINGS)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('the page ignores replies about origins that are not the seven siblings (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          lookalikeOrigin,
          fc.constantFrom('https://user.591.com.tw', 'https://api.591.com.tw'),
        ),
        (named) => {
          fc.pre(!SIBLINGS.has(named));
          const event = { origin: HUB_ORIGIN, source: frame, data: reply(named) };
          expect(acceptsReply(event, frame, HUB_ORIGIN, SIBLINGS)).toBe(false);
        },
      ),
    );
  });

  it('the hub answers the site’s own origins and nothing else (property)', () => {
    for (const origin of ALLOWED)
      expect(acceptsAsk({ origin, source: frame, data: ask }, ALLOWED)).toBe(true);
    expect(acceptsAsk({ origin: HUB_ORIGIN, source: null, data: ask }, ALLOWED)).toBe(false);
    expect(
      acceptsAsk({ origin: HUB_ORIGIN, source: frame, data: { type: 'other' } }, ALLOWED),
    ).toBe(false);
    fc.assert(
      fc.property(
        fc.oneof(
          lookalikeOrigin,
          fc.webUrl().map((url) => new URL(url).origin),
          fc.string(),
        ),
        (origin) => {
          fc.pre(!ALLOWED.has(origin));
          expect(acceptsAsk({ origin, source: frame, data: ask }, ALLOWED)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
