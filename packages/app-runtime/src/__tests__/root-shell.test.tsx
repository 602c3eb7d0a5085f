import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../app/app-routes.tsx';
import { isNearlyEmpty } from '../app/nearly-empty.ts';
import { RootShell } from '../app/root-shell.tsx';
import { SiteChromeContext } from '../app/site-chrome.ts';

vi.mock('@591/identity', async (original) => ({
  ...(await original<typeof import('@591/identity')>()),
  requestDeviceIdentity: vi.fn(async () => null),
}));

afterEach(cleanup);

function renderShell(Page: () => React.ReactNode, Header: () => React.ReactNode) {
  const router = createMemoryRouter(appRoutes([{ index: true, Component: Page }]), {
    initialEntries: ['/'],
  });
  const container = document.createElement('div');
  document.body.append(container);
  render(
    <SiteChromeContext.Provider
      value={{
        load: () => Promise.resolve({ Header, Footer: () => null, HEADER_RELEASE: 'test' }),
      }}
    >
      <RootShell router={router} container={container} />
    </SiteChromeContext.Provider>,
    { container },
  );
  return container;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('RootShell', () => {
  it('shows the page when it rendered', async () => {
    renderShell(
      () => <h1>台北市租屋</h1>,
      () => <header>591 首頁 租屋</header>,
    );
    expect(await screen.findByRole('heading', { name: '台北市租屋' })).toBeTruthy();
    await settle();
    expect(screen.queryByText('請稍候，我們馬上回來')).toBeNull();
  });

  it('shows the home render-failure error when the root stayed nearly empty', async () => {
    const container = renderShell(
      () => null,
      () => null,
    );
    await waitFor(() => expect(container.querySelector('[data-status="500"]')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('請稍候，我們馬上回來');
  });

  it('asks for the device identity after the first page', async () => {
    const { requestDeviceIdentity } = await import('@591/identity');
    renderShell(
      () => <h1>台北市租屋</h1>,
      () => <header>591</header>,
    );
    await waitFor(() => expect(requestDeviceIdentity).toHaveBeenCalled());
  });
});

describe('isNearlyEmpty', () => {
  it('ignores styles and white space', () => {
    const root = document.createElement('div');
    root.innerHTML = '<style>.x{color:red}</style><div>  \n </div><script>var a=1</script>';
    expect(isNearlyEmpty(root)).toBe(true);
    root.innerHTML = '<header>591房屋交易網 首頁</header>';
    expect(isNearlyEmpty(root)).toBe(false);
  });

  it('adds up text split over many elements, and leaves the page untouched', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<template><p>模板裡的文字不會顯示出來</p></template><p>台北</p><p>市</p><p> 大安</p><p>區</p>';
    expect(isNearlyEmpty(root)).toBe(true);
    root.insertAdjacentHTML('beforeend', '<p>租屋</p><ul><li>套房</li></ul>');
    expect(isNearlyEmpty(root)).toBe(false);
    expect(root.querySelectorAll('template, p, li')).toHaveLength(7);
  });
});
