/** @vitest-environment-options { "url": "http://rent.591.localhost:8080/12345?from=list" } */
import { createHostMap } from '@591/config';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../header.tsx';
import { logIn, menuButton } from './support.ts';

const h = createHostMap();
const back = (url: string) => `redirect=${encodeURIComponent(url)}`;

describe('member links bring the visitor back', () => {
  it('log in and register return to the page they were on', () => {
    render(<Header />);
    const here = 'http://rent.591.localhost:8080/12345?from=list';
    expect(screen.getByRole('link', { name: '登入' }).getAttribute('href')).toBe(
      `${h.user}/login?${back(here)}`,
    );
    expect(screen.getByRole('link', { name: '註冊' }).getAttribute('href')).toBe(
      `${h.user}/register?${back(here)}`,
    );
  });

  it('follows in-app navigations: a click leads back to the page shown at that moment', () => {
    render(<Header />);
    window.history.pushState(null, '', '/67890');
    const login = screen.getByRole('link', { name: '登入' });
    fireEvent.click(login);
    expect(login.getAttribute('href')).toBe(
      `${h.user}/login?${back('http://rent.591.localhost:8080/67890')}`,
    );
  });

  it('log out returns to the page too; the member centre is a destination', () => {
    render(<Header />);
    logIn('王小明', 1);
    fireEvent.click(menuButton('王先生'), { detail: 1 });
    expect(screen.getByRole('link', { name: '會員中心' }).getAttribute('href')).toBe(
      `${h.user}/center`,
    );
    // 登出 posts to the API, which ends the session and comes back to this page.
    const form = screen.getByRole('button', { name: '登出' }).closest('form')!;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe(`${h.api}/logout?${back(window.location.href)}`);
  });
});
