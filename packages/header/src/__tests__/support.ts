import { useUserStore } from '@591/identity';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  act(() => useUserStore.getState().logout());
});

export const channelNav = () => screen.getByRole('navigation', { name: '主要頻道' });

/** The panel a menu button controls, found through its aria-controls. */
export function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel)
    throw new Error(`no panel for ${button.textContent || button.getAttribute('aria-label')}`);
  return panel;
}

export function menuButton(name: string | RegExp): HTMLElement {
  return screen.getByRole('button', { name });
}

/** Every link of an element, shown or not, as label and href. */
export function linksIn(element: HTMLElement): [string, string][] {
  return Array.from(element.querySelectorAll('a')).map((anchor) => [
    anchor.textContent ?? '',
    anchor.getAttribute('href') ?? '',
  ]);
}

/** A key press as a browser delivers it to the focused element. */
export function press(key: string, options: { shiftKey?: boolean } = {}) {
  const target = document.activeElement ?? document.body;
  fireEvent.keyDown(target, { key, ...options });
  fireEvent.keyUp(document.activeElement ?? document.body, { key, ...options });
}

export function logIn(realName = '陳美麗', sex = 2) {
  act(() => useUserStore.getState().setUser({ isLogin: true, realName, sex }));
}
