// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  createMemoryRouter,
  Link,
  type LoaderFunction,
  RouterProvider,
  useLoaderData,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '../../route-handle.ts';
import { keepAliveLoader } from '../keep-alive-loader.ts';
import { KeepAliveOutlet } from '../keep-alive-outlet.tsx';

afterEach(cleanup);

/** <Activity mode="hidden"> keeps the DOM but hides it with display: none. */
function isHidden(element: Element | null): boolean {
  for (let node = element; node; node = node.parentElement) {
    if ((node as HTMLElement).style?.display === 'none') return true;
  }
  return false;
}

function ListPage() {
  const results = useLoaderData() as string[];
  const [filter, setFilter] = useState('');
  return (
    <div>
      <label>
        關鍵字
        <input value={filter} onChange={(event) => setFilter(event.target.value)} />
      </label>
      <ul>
        {results.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <Link to="/detail/1">第一筆</Link>
    </div>
  );
}

function setup(search: LoaderFunction) {
  window.scrollTo = vi.fn();
  const kept: RouteHandle = { keepAlive: true };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <KeepAliveOutlet />,
        children: [
          { path: 'list', handle: kept, loader: keepAliveLoader(search), Component: ListPage },
          { path: 'detail/:id', Component: () => <p>物件詳情</p> },
        ],
      },
    ],
    { initialEntries: ['/list?region=1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('KeepAliveOutlet', () => {
  it('brings a list back with its filters and results, without loading it again', async () => {
    const search = vi.fn(async () => ['信義區兩房', '大安區套房']);
    const router = setup(search);
    fireEvent.change(await screen.findByLabelText('關鍵字'), { target: { value: '近捷運' } });

    fireEvent.click(screen.getByRole('link', { name: '第一筆' }));
    expect(await screen.findByText('物件詳情')).toBeTruthy();
    expect(isHidden(screen.getByText('信義區兩房'))).toBe(true);

    await act(() => router.navigate(-1));
    expect(isHidden(await screen.findByText('信義區兩房'))).toBe(false);
    expect((screen.getByLabelText('關鍵字') as HTMLInputElement).value).toBe('近捷運');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('treats the same list with other filters as another page', async () => {
    const search = vi.fn(async () => ['信義區兩房']);
    const router = setup(search);
    await screen.findByText('信義區兩房');
    await act(() => router.navigate('/list?region=3'));
    await act(() => router.navigate('/list?region=1'));
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('restores the scroll position of a page it brings back', async () => {
    const router = setup(async () => ['信義區兩房']);
    await screen.findByText('信義區兩房');
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    fireEvent.scroll(window);
    await act(() => router.navigate('/detail/1'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate(-1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('leaves the first page where the visitor or the browser scrolled it', async () => {
    const router = setup(async () => ['信義區兩房']);
    await screen.findByText('信義區兩房');
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/detail/1'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('hands scroll restoration back to the browser when the page is left, for a reload', async () => {
    window.history.scrollRestoration = 'auto';
    setup(async () => ['信義區兩房']);
    await screen.findByText('信義區兩房');
    // Taken over once the outlet's effects have run.
    await waitFor(() => expect(window.history.scrollRestoration).toBe('manual'));
    window.dispatchEvent(new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
