import type { RouteHandle } from '@591/router';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageViews } from '../page-views.ts';

function Root() {
  usePageViews();
  return <Outlet />;
}

function renderAt(path: string) {
  const page = (handle: RouteHandle = {}) => ({ Component: () => <p>page</p>, handle });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Root,
        children: [
          { path: 'list', ...page({ pageType: 'rent' }) },
          { path: 'quiet', ...page({ disabedGtmPv: true }) },
          { path: 'private', ...page({ disabedGtm: true }) },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const pageViews = () =>
  (window.dataLayer ?? []).filter((event) => event.event === 'public_pageview');

beforeEach(() => {
  vi.useFakeTimers();
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('usePageViews', () => {
  it('sends public_pageview on the next tick after each navigation', async () => {
    const router = renderAt('/list?region=1');
    expect(pageViews()).toHaveLength(0);
    await act(() => vi.runAllTimersAsync());
    expect(pageViews()).toEqual([
      expect.objectContaining({ page_path: '/list?region=1', page_type: 'rent' }),
    ]);

    await act(() => router.navigate('/list?region=3'));
    await act(() => vi.runAllTimersAsync());
    expect(pageViews().map((event) => event.page_path)).toEqual([
      '/list?region=1',
      '/list?region=3',
    ]);
  });

  it('skips a route marked disabedGtmPv', async () => {
    renderAt('/quiet');
    await act(() => vi.runAllTimersAsync());
    expect(pageViews()).toHaveLength(0);
  });

  it('tracks nothing while a route marked disabedGtm is shown', async () => {
    const router = renderAt('/private');
    await act(() => vi.runAllTimersAsync());
    expect(window.dataLayer).toEqual([]);
    await act(() => router.navigate('/list'));
    await act(() => vi.runAllTimersAsync());
    expect(pageViews()).toHaveLength(1);
  });
});
