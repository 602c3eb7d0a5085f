// @vitest-environment jsdom

import { renderHook } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAliveLoader } from '../../keep-alive/keep-alive-loader.ts';
import { RATE_LIMITED_STATUS, toPageError } from '../../page-error.ts';
import { rateLimitOf } from '../rate-limit.ts';
import { clearRateLimitNotice, useRateLimitNotice } from '../rate-limit-notice.ts';

/** What ky throws for a refused call: an error carrying the response. */
function refused(status: number, retryAfter?: string) {
  const headers = retryAfter === undefined ? undefined : { 'retry-after': retryAfter };
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    response: new Response('{}', { status, headers }),
  });
}

const args = (url: string) =>
  ({ request: new Request(`http://rent.591.com.tw${url}`), params: {} }) as LoaderFunctionArgs;

afterEach(() => {
  clearRateLimitNotice();
  window.history.replaceState(null, '', '/');
});

describe('rateLimitOf', () => {
  it('reads the wait a 429 names, rounded up to whole seconds', () => {
    expect(rateLimitOf(refused(429, '41.2'))).toEqual({ retryAfterSeconds: 42 });
  });

  it('waits a minute when the API names no wait', () => {
    expect(rateLimitOf(refused(429))).toEqual({ retryAfterSeconds: 60 });
    expect(rateLimitOf(refused(429, 'soon'))).toEqual({ retryAfterSeconds: 60 });
  });

  it('is null for every other failure', () => {
    expect(rateLimitOf(refused(500, '5'))).toBeNull();
    expect(rateLimitOf(new Error('network'))).toBeNull();
    expect(rateLimitOf(null)).toBeNull();
  });
});

describe('a rate-limited page', () => {
  it('is a 429 page error that says in zh-TW how long to wait', () => {
    expect(toPageError(refused(429, '30'))).toEqual({
      statusCode: RATE_LIMITED_STATUS,
      message: '請求過於頻繁，請於30秒後再試',
      data: JSON.stringify({ retryAfterSeconds: 30 }),
    });
  });
});

describe('a kept-alive loader refused by the rate limit in the browser', () => {
  it('keeps the visitor on the page shown and tells them when to try again', async () => {
    window.history.replaceState(null, '', '/list?region=1');
    const loader = keepAliveLoader(
      async () => {
        throw refused(429, '20');
      },
      { now: () => 5_000 },
    );
    const thrown = await Promise.resolve(loader(args('/list?region=3'))).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/list?region=1');
    expect((thrown as Response).headers.get('X-Remix-Replace')).toBe('true');
    const { result } = renderHook(() => useRateLimitNotice());
    expect(result.current).toEqual({
      retryAfterSeconds: 20,
      refusedAt: 5_000,
      retryUrl: '/list?region=3',
    });
  });

  it('lets the error stand when there is no other page to stay on', async () => {
    window.history.replaceState(null, '', '/list?region=3');
    const error = refused(429, '20');
    const loader = keepAliveLoader(async () => {
      throw error;
    });
    await expect(loader(args('/list?region=3'))).rejects.toBe(error);
    expect(renderHook(() => useRateLimitNotice()).result.current).toBeNull();
  });

  it('lets every other failure stand', async () => {
    window.history.replaceState(null, '', '/list?region=1');
    const error = refused(500);
    const loader = keepAliveLoader(async () => {
      throw error;
    });
    await expect(loader(args('/list?region=3'))).rejects.toBe(error);
  });
});
