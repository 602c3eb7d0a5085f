import { useUserStore } from '@591/identity';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../header.tsx';

afterEach(() => {
  cleanup();
  act(() => useUserStore.getState().logout());
});

const nav = () => screen.getByRole('navigation', { name: '主要頻道' });

describe('Header', () => {
  it('lists the ten channels in the specification order', () => {
    render(<Header />);
    const names = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      '首頁',
      '新建案',
      '中古屋',
      '租屋',
      '土地',
      '店面',
      '辦公',
      '廠房',
      '找社區',
      '新聞',
    ]);
  });

  it('links each channel to its own host with the region', () => {
    render(<Header regionId={8} />);
    const rent = within(nav()).getByRole('link', { name: '租屋' });
    expect(rent.getAttribute('href')).toMatch(/^https?:\/\/rent\.[^/]+\/list\?region=8$/);
    const office = within(nav()).getByRole('link', { name: '辦公' });
    expect(office.getAttribute('href')).toMatch(
      /\/\/business\.[^/]+\/list\?type=1&region=8&kind=6$/,
    );
  });

  it('marks the active channel as the current page', () => {
    render(<Header activeChannel="land" />);
    expect(within(nav()).getByRole('link', { name: '土地' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav()).getByRole('link', { name: '首頁' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('offers login and register to visitors, and the member name once logged in', () => {
    render(<Header />);
    expect(screen.getByRole('link', { name: '登入' }).getAttribute('href')).toMatch(
      /\/\/user\.[^/]+\/login$/,
    );
    expect(screen.getByRole('link', { name: '註冊' })).toBeTruthy();

    act(() => useUserStore.getState().setUser({ isLogin: true, realName: '陳美麗', sex: 2 }));
    expect(screen.getByTestId('header-user').textContent).toBe('陳小姐');
    fireEvent.click(screen.getByRole('button', { name: '陳小姐' }), { detail: 1 });
    expect(
      screen.getByRole('button', { name: '登出' }).closest('form')!.getAttribute('action'),
    ).toMatch(/\/\/api\.[^/]+\/logout/);
    expect(screen.queryByRole('link', { name: '登入' })).toBeNull();
  });
});
