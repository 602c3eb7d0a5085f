import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../header.tsx';
import { channelNav, menuButton, panelOf, press } from './support.ts';

// Shown by the header's stylesheet only below the md breakpoint, which jsdom does not match.
const drawerToggle = () => screen.getByText('選單').closest('button') as HTMLButtonElement;

describe('mobile drawer', () => {
  it('is a menu button controlling the element that holds the channels and the menus', () => {
    render(<Header />);
    const toggle = drawerToggle();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const drawer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(drawer?.contains(channelNav())).toBe(true);
    expect(drawer?.contains(menuButton('幫助中心'))).toBe(true);
    expect(drawer?.contains(screen.getByRole('link', { name: '登入' }))).toBe(true);
  });

  it('opens on click and closes on Escape with focus back on its button', () => {
    render(<Header />);
    const toggle = drawerToggle();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.focus();
    press('Escape');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('lets Escape close an open menu inside it first', () => {
    render(<Header />);
    const toggle = drawerToggle();
    fireEvent.click(toggle);
    const help = menuButton('幫助中心');
    help.focus();
    press('Enter');
    press('Escape');
    expect(panelOf(help).hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
