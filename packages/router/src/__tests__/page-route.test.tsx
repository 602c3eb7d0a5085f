// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { keptAlivePageRoute, pageRoute } from '../page-route.tsx';
import { pageHead, type RouteHandle } from '../route-handle.ts';

afterEach(cleanup);

function Shown({ data }: { data: { name: string } }) {
  return <h1>{data.name}</h1>;
}

const page = async () => ({ Component: Shown });

describe('pageRoute', () => {
  it("hands the component its loader's data and the head the same data", async () => {
    const route = pageRoute({
      path: '/thing',
      handle: { pageType: 'rent' },
      loader: async () => ({ name: '大安區套房' }),
      head: (data) => ({ title: `${data.name} - 591租屋網` }),
      page,
    });
    const router = createMemoryRouter([route], { initialEntries: ['/thing'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '大安區套房' })).toBeTruthy();
    expect(pageHead(router.state.matches, router.state.loaderData)).toEqual({
      title: '大安區套房 - 591租屋網',
    });
    expect((route.handle as RouteHandle).pageType).toBe('rent');
    expect((route.handle as RouteHandle).keepAlive).toBeUndefined();
  });

  it('gives a page with a head and nothing to load an empty loader, so its head applies', () => {
    const withHead = pageRoute({ path: '/about', head: () => ({ title: '關於我們' }), page });
    const without = pageRoute({ path: '/plain', page });
    expect(typeof withHead.loader).toBe('function');
    expect(without.loader).toBeUndefined();
  });

  it('makes the index route of its parent when given no path', () => {
    const route = pageRoute({ page });
    expect(route.index).toBe(true);
    expect(route.path).toBeUndefined();
  });
});

describe('keptAlivePageRoute', () => {
  it('marks the page kept alive and answers with a loader that remembers data', () => {
    const route = keptAlivePageRoute({
      path: '/list',
      loader: () => ({ name: '列表' }),
      page,
    });
    expect((route.handle as RouteHandle).keepAlive).toBe(true);
    expect(route.loader).toHaveProperty('remember');
  });
});
