import { SITE_DOMAIN } from '@591/config';
import fc from 'fast-check';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ONE_ID_RESET_FLAG,
  oneIdFromQuery,
  readOneIdCookie,
  resetOneIdOnce,
  storeOneId,
} from '../one-id-cookie.ts';

const ONE_ID = '0123456789abcdef0123456789abcdef';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0.0.0 Safari/537.36';

afterEach(() => {
  vi.restoreAllMocks();
  Cookies.remove('__one_id__', { path: '/', domain: `.${SITE_DOMAIN}` });
  localStorage.clear();
});

describe('oneIdFromQuery', () => {
  it('takes a one id of 32 lowercase hex digits from __one_id__', () => {
    expect(oneIdFromQuery(`?__one_id__=${ONE_ID}&region=1`)).toBe(ONE_ID);
  });

  it.each([
    '',
    '?__one_id__=',
    `?__one_id__=${ONE_ID.toUpperCase()}`,
    `?__one_id__=${ONE_ID}0`,
    `?__one_id__=${ONE_ID.slice(1)}`,
    `?__one_id__=${ONE_ID.slice(2)}%3Cb`,
    '?__one_id__=<script>alert(1)</script>',
    `?one_id=${ONE_ID}`,
  ])('ignores %s', (search) => {
    expect(oneIdFromQuery(search)).toBe(null);
  });

  it('ignores any value that is not exactly 32 lowercase hex digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), (value) => {
        fc.pre(!/^[0-9a-f]{32}$/.test(value));
        expect(oneIdFromQuery(`?${new URLSearchParams({ __one_id__: value })}`)).toBe(null);
      }),
    );
  });
});

describe('storeOneId', () => {
  it('keeps the one id for 365 days on path / of the parent domain', () => {
    const set = vi.spyOn(Cookies, 'set');
    storeOneId(ONE_ID);
    expect(set).toHaveBeenCalledWith('__one_id__', ONE_ID, {
      expires: 365,
      path: '/',
      domain: `.${SITE_DOMAIN}`,
    });
    expect(readOneIdCookie()).toBe(ONE_ID);
  });

  it("uses the sister brand's domain for bu 100", () => {
    const set = vi.spyOn(Cookies, 'set');
    storeOneId(ONE_ID, 100);
    expect(set).toHaveBeenCalledWith(
      '__one_id__',
      ONE_ID,
      expect.objectContaining({ domain: '.100.com.tw' }),
    );
  });
});

describe('resetOneIdOnce', () => {
  it('clears the one id of a non-Chromium browser once, then remembers it did', () => {
    storeOneId(ONE_ID);
    expect(resetOneIdOnce(FIREFOX, localStorage)).toBe(true);
    expect(readOneIdCookie()).toBe(undefined);
    expect(localStorage.getItem(ONE_ID_RESET_FLAG)).toBe('1');

    storeOneId(ONE_ID);
    expect(resetOneIdOnce(FIREFOX, localStorage)).toBe(false);
    expect(readOneIdCookie()).toBe(ONE_ID);
  });

  it('leaves a Chromium browser alone', () => {
    storeOneId(ONE_ID);
    expect(resetOneIdOnce(CHROME, localStorage)).toBe(false);
    expect(readOneIdCookie()).toBe(ONE_ID);
    expect(localStorage.getItem(ONE_ID_RESET_FLAG)).toBe(null);
  });

  it('does nothing when storage refuses the flag, rather than resetting on every page', () => {
    storeOneId(ONE_ID);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(resetOneIdOnce(FIREFOX, refusing)).toBe(false);
    expect(readOneIdCookie()).toBe(ONE_ID);
  });
});
