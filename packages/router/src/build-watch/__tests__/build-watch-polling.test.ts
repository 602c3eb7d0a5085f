// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { BUILT, META, navigate, openTab, pollsOf, STARTED_AT, useTabs } from './watch-tab.ts';

useTabs();

describe('startBuildWatch: polling', () => {
  it('polls latest.json with a timestamp query every 60 s', async () => {
    const { server, load } = openTab();
    load();
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    const polls = pollsOf(server);
    expect(polls).toEqual([
      `/builds/latest.json?t=${STARTED_AT + 60_000}`,
      `/builds/latest.json?t=${STARTED_AT + 120_000}`,
    ]);
  });

  it('asks again when the tab becomes visible, not while it is hidden', async () => {
    const { server, load } = openTab();
    load();
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(pollsOf(server)).toHaveLength(1);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pollsOf(server)).toHaveLength(1);
  });

  it('shrugs off a failed or unreadable answer', async () => {
    const { location, load } = openTab();
    const failing = load('/', { fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(failing.watch.check()).resolves.toBeUndefined();
    const html = load('/', { fetch: async () => new Response('<!doctype html>') });
    await expect(html.watch.check()).resolves.toBeUndefined();
    await navigate(html.router, '/list');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('logs a new build once', async () => {
    const { server, load } = openTab();
    const log = vi.fn();
    const { watch } = load('/', { log });
    server.latest = { id: 'm2next', timestamp: 2 };
    await watch.check();
    await watch.check();
    expect(log).toHaveBeenCalledExactlyOnceWith(
      expect.stringContaining('[build-watch] build m2next'),
    );
  });

  it('fetches nothing on a dev server', async () => {
    const { server, load } = openTab();
    const { watch } = load('/', { buildId: 'dev' });
    await watch.check();
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.requests).toEqual([]);
  });

  it('reads builds/ under the base URL', async () => {
    const { server, load } = openTab();
    const { watch } = load('/', { baseUrl: '/app' });
    await watch.check();
    expect(server.requests[0]).toMatch(/^\/app\/builds\/latest\.json\?t=\d+$/);
  });
});

describe('startBuildWatch: build meta', () => {
  it('fetches this build’s meta about 1 s after the page goes idle', async () => {
    const { server, load } = openTab();
    const onMeta = vi.fn();
    const { watch } = load('/', { onMeta });
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toEqual([`/builds/meta/${BUILT}.json`]);
    expect(onMeta).toHaveBeenCalledExactlyOnceWith(META);
    expect(watch.meta()).toEqual(META);
  });

  it('skips the meta on a slow-2g connection', async () => {
    const { server, load } = openTab();
    const { watch } = load('/', { effectiveType: () => 'slow-2g' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.requests).toEqual([]);
    expect(watch.meta()).toBeUndefined();
  });

  it.each([
    ['missing', undefined],
    ['malformed', { id: BUILT, matcher: {} }],
  ])('does without a meta that is %s', async (_, body) => {
    const { server, load } = openTab();
    server.meta = body;
    const onMeta = vi.fn();
    const { watch } = load('/', { onMeta });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(watch.meta()).toBeUndefined();
    expect(onMeta).not.toHaveBeenCalled();
  });
});

describe('startBuildWatch: stop', () => {
  it('stops polling, listening and reloading', async () => {
    const { server, location, load } = openTab();
    const { router, watch } = load();
    watch.stop();
    server.latest = { id: 'm2next', timestamp: 2 };
    await vi.advanceTimersByTimeAsync(120_000);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('vite:preloadError'));
    await navigate(router, '/broken');
    expect(server.requests).toEqual([]);
    expect(location.reload).not.toHaveBeenCalled();
  });
});
