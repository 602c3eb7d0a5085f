import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../header.tsx';
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from '../hover-intent.ts';
import { channelNav, menuButton, panelOf, press } from './support.ts';

afterEach(() => vi.useRealTimers());

const focused = () => document.activeElement;
const isOpen = (button: HTMLElement) =>
  button.getAttribute('aria-expanded') === 'true' && !panelOf(button).hidden;

function focusToggle(name: string) {
  const button = menuButton(name);
  button.focus();
  return button;
}

describe('channel dropdowns from the keyboard', () => {
  it('are closed until asked, with the toggle naming its panel', () => {
    render(<Header regionId={1} />);
    const toggle = menuButton('租屋選單');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(toggle).hidden).toBe(true);
  });

  it.each(['Enter', ' ', 'ArrowDown'])('open with %j and focus the first link', (key) => {
    render(<Header regionId={1} />);
    const toggle = focusToggle('租屋選單');
    press(key);
    expect(isOpen(toggle)).toBe(true);
    expect(focused()?.textContent).toBe('租屋列表');
  });

  it('open with ArrowUp on the last link', () => {
    render(<Header regionId={1} />);
    const toggle = focusToggle('租屋選單');
    press('ArrowUp');
    expect(isOpen(toggle)).toBe(true);
    expect(focused()?.textContent).toBe('查看收費說明');
  });

  it('move between links with the arrows, wrapping, and jump with Home and End', () => {
    render(<Header regionId={1} />);
    focusToggle('土地選單');
    press('Enter');
    expect(focused()?.textContent).toBe('土地出售');
    press('ArrowDown');
    expect(focused()?.textContent).toBe('土地出租');
    press('End');
    expect(focused()?.textContent).toBe('實價登錄地圖');
    press('ArrowDown');
    expect(focused()?.textContent).toBe('土地出售');
    press('ArrowUp');
    expect(focused()?.textContent).toBe('實價登錄地圖');
    press('Home');
    expect(focused()?.textContent).toBe('土地出售');
  });

  it('close on Escape and give focus back to the toggle', () => {
    render(<Header regionId={1} />);
    const toggle = focusToggle('中古屋選單');
    press('Enter');
    press('ArrowDown');
    press('Escape');
    expect(isOpen(toggle)).toBe(false);
    expect(focused()).toBe(toggle);
  });

  it('toggle closed again with Enter on the button', () => {
    render(<Header regionId={1} />);
    const toggle = focusToggle('新建案選單');
    press('Enter');
    toggle.focus();
    press('Enter');
    expect(isOpen(toggle)).toBe(false);
  });

  it('move on to the next channel when Tab leaves the last link', () => {
    render(<Header regionId={1} />);
    const toggle = focusToggle('土地選單');
    press('ArrowUp');
    press('Tab');
    expect(isOpen(toggle)).toBe(false);
    expect(focused()).toBe(within(channelNav()).getByRole('link', { name: '店面' }));
  });

  it('go back to the toggle with Shift+Tab from the first link', () => {
    render(<Header regionId={1} />);
    const toggle = focusToggle('土地選單');
    press('Enter');
    press('Tab', { shiftKey: true });
    expect(focused()).toBe(toggle);
    expect(isOpen(toggle)).toBe(true);
  });

  it('close when focus moves elsewhere on the page', () => {
    render(
      <>
        <Header regionId={1} />
        <button type="button">頁面按鈕</button>
      </>,
    );
    const toggle = focusToggle('租屋選單');
    press('Enter');
    const outside = screen.getByRole('button', { name: '頁面按鈕' });
    fireEvent.blur(focused() as HTMLElement, { relatedTarget: outside });
    expect(isOpen(toggle)).toBe(false);
  });
});

describe('one menu at a time', () => {
  it('opening another menu closes the open one', () => {
    render(<Header regionId={1} />);
    const rent = focusToggle('租屋選單');
    press('Enter');
    const help = focusToggle('幫助中心');
    press('Enter');
    expect(isOpen(help)).toBe(true);
    expect(isOpen(rent)).toBe(false);
  });
});

describe('tool menus', () => {
  it.each(['刊登廣告', '幫助中心', 'APP下載'])(
    '%s opens from the keyboard and closes on Escape',
    (name) => {
      render(<Header regionId={1} />);
      const button = focusToggle(name);
      press('ArrowDown');
      expect(isOpen(button)).toBe(true);
      expect(panelOf(button).contains(focused())).toBe(true);
      press('Escape');
      expect(isOpen(button)).toBe(false);
      expect(focused()).toBe(button);
    },
  );
});

describe('with a pointer', () => {
  it('a click toggles the panel and leaves focus where it was', () => {
    render(<Header regionId={1} />);
    const button = menuButton('刊登廣告');
    fireEvent.click(button, { detail: 1 });
    expect(isOpen(button)).toBe(true);
    expect(panelOf(button).contains(focused())).toBe(false);
    fireEvent.click(button, { detail: 1 });
    expect(isOpen(button)).toBe(false);
  });

  it('a press outside closes the open panel', () => {
    render(<Header regionId={1} />);
    const button = menuButton('刊登廣告');
    fireEvent.click(button, { detail: 1 });
    fireEvent.pointerDown(document.body);
    expect(isOpen(button)).toBe(false);
  });

  it('hovering a channel opens its dropdown and leaving closes it', () => {
    vi.useFakeTimers();
    render(<Header regionId={1} />);
    const toggle = menuButton('租屋選單');
    const item = toggle.closest('li') as HTMLElement;
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS));
    expect(isOpen(toggle)).toBe(true);

    fireEvent.mouseLeave(item);
    fireEvent.mouseEnter(panelOf(toggle));
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS * 2));
    expect(isOpen(toggle)).toBe(true);

    fireEvent.mouseLeave(panelOf(toggle));
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS));
    expect(isOpen(toggle)).toBe(false);
  });

  it('passing over the channels switches straight from one dropdown to the next', () => {
    vi.useFakeTimers();
    render(<Header regionId={1} />);
    const rent = menuButton('租屋選單');
    const land = menuButton('土地選單');
    fireEvent.mouseEnter(rent.closest('li') as HTMLElement);
    act(() => vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS));
    fireEvent.mouseLeave(rent.closest('li') as HTMLElement);
    fireEvent.mouseEnter(land.closest('li') as HTMLElement);
    expect(isOpen(land)).toBe(true);
    expect(isOpen(rent)).toBe(false);
  });

  it('a click after hovering keeps the hovered panel open', () => {
    vi.useFakeTimers();
    render(<Header regionId={1} />);
    const button = menuButton('幫助中心');
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS));
    expect(isOpen(button)).toBe(true);
    fireEvent.click(button, { detail: 1 });
    expect(isOpen(button)).toBe(true);
  });
});
