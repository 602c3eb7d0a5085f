// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createReloadGuard } from '../reload-guard.ts';
import { RELOAD_PROMPT_ID } from '../reload-prompt.ts';
import { deniedStorage } from './memory-storage.ts';
import { BUILT, navigate, openTab, useTabs } from './watch-tab.ts';

useTabs();

describe('startBuildWatch: a new build', () => {
  it('does not reload while the server still hands out this build', async () => {
    const { location, load } = openTab();
    const { router, watch } = load();
    await watch.check();
    await navigate(router, '/list');
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('loads the next page in full once a new build is live', async () => {
    const { server, location, load } = openTab();
    const { router, watch } = load();
    server.latest = { id: 'm2next', timestamp: 2 };
    await watch.check();
    expect(location.assign).not.toHaveBeenCalled();
    await navigate(router, '/list?region=1');
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('/list?region=1');
  });

  it('reloads after a navigation that needed no loading, since the URL already changed', async () => {
    const { server, location, load } = openTab();
    const { router, watch } = load();
    server.latest = { id: 'm2next', timestamp: 2 };
    await watch.check();
    await navigate(router, '/about');
    expect(location.reload).toHaveBeenCalledOnce();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('does not reload for a change of hash alone', async () => {
    const { server, location, load } = openTab();
    const { router, watch } = load('/about');
    server.latest = { id: 'm2next', timestamp: 2 };
    await watch.check();
    await navigate(router, '/about#contact');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('reloads a path at most once in 10 s, across page loads', async () => {
    const { server, location, load } = openTab();
    server.latest = { id: 'm2next', timestamp: 2 };
    const first = load('/');
    await first.watch.check();
    await navigate(first.router, '/list?page=2');
    expect(location.assign).toHaveBeenCalledOnce();

    // The reloaded page still sees a newer build: a deploy that is not out everywhere yet.
    server.latest = { id: 'm3later', timestamp: 3 };
    const reloaded = load('/list?page=2');
    await reloaded.watch.check();
    await vi.advanceTimersByTimeAsync(9_000);
    await navigate(reloaded.router, '/list?page=3');
    expect(location.assign).toHaveBeenCalledOnce();
    expect(reloaded.router.state.location.search).toBe('?page=3');

    await navigate(reloaded.router, '/about');
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it('reloads the same path again once 10 s have passed', async () => {
    const { server, location, load } = openTab();
    server.latest = { id: 'm2next', timestamp: 2 };
    const first = load('/');
    await first.watch.check();
    await navigate(first.router, '/list');
    const reloaded = load('/');
    await reloaded.watch.check();
    await vi.advanceTimersByTimeAsync(10_000);
    await navigate(reloaded.router, '/list');
    expect(location.assign).toHaveBeenCalledTimes(2);
  });

  it('forgets a new build that was rolled back', async () => {
    const { server, location, load } = openTab();
    const { router, watch } = load();
    server.latest = { id: 'm2next', timestamp: 2 };
    await watch.check();
    server.latest = { id: BUILT, timestamp: 1 };
    await watch.check();
    await navigate(router, '/list');
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('startBuildWatch: when storage is denied', () => {
  it('shows the prompt instead of reloading, and never reloads by itself', async () => {
    const { server, location, load } = openTab();
    const guard = createReloadGuard({ storage: deniedStorage() });
    const { router, watch } = load('/', { guard });
    server.latest = { id: 'm2next', timestamp: 2 };
    await watch.check();
    await navigate(router, '/list');
    await navigate(router, '/about');
    window.dispatchEvent(new Event('vite:preloadError'));

    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/about');
    const prompts = document.querySelectorAll(`#${RELOAD_PROMPT_ID}`);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]?.textContent).toContain('網站已更新，請重新整理');

    prompts[0]?.querySelector('button')?.click();
    expect(location.reload).toHaveBeenCalledOnce();
  });
});

describe('startBuildWatch: chunk-load failures', () => {
  it('reloads when a route module fails to load', async () => {
    const { location, load } = openTab();
    const { router } = load();
    await navigate(router, '/broken');
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it('reloads a failing path only once in 10 s', async () => {
    const { location, load } = openTab();
    await navigate(load().router, '/broken');
    const reloaded = load('/');
    await navigate(reloaded.router, '/broken');
    expect(location.reload).toHaveBeenCalledOnce();
    expect(reloaded.router.state.errors).not.toBeNull();
  });

  it("reloads on Vite's preload error, onto the page being navigated to", async () => {
    const { location, load } = openTab();
    const { router } = load();
    const navigation = navigate(router, '/list');
    window.dispatchEvent(new Event('vite:preloadError'));
    window.dispatchEvent(new Event('vite:preloadError'));
    await navigation;
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('/list');
  });

  it("reloads the current page on Vite's preload error outside a navigation", () => {
    const { location, load } = openTab();
    load('/about');
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it('handles chunk failures on a dev server too', async () => {
    const { location, load } = openTab();
    await navigate(load('/', { buildId: 'dev' }).router, '/broken');
    expect(location.reload).toHaveBeenCalledOnce();
  });
});
