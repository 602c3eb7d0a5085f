import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../error-page/error-page.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

const error = (statusCode: number, message = '') => ({ statusCode, message, data: '' });

describe('ErrorPage', () => {
  it('says the listing cannot be found on a 404 without a message of its own', () => {
    render(<ErrorPage error={error(404, 'Page not found')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('找不到該物件');
  });

  it("shows a 404's own message", () => {
    render(<ErrorPage error={error(404, '找不到該房屋')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('找不到該房屋');
  });

  it('shows the server-error words and 重新載入 for any other status', () => {
    for (const status of [500, 502, 503]) {
      const { unmount } = render(<ErrorPage error={error(status, 'boom')} />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('請稍候，我們馬上回來');
      expect(screen.queryByText('boom')).toBeNull();
      expect(screen.getByRole('button', { name: '重新載入' })).toBeTruthy();
      unmount();
    }
    // A missing listing is not asked for again.
    render(<ErrorPage error={error(404)} />);
    expect(screen.queryByRole('button', { name: '重新載入' })).toBeNull();
  });

  it('counts a rate limit down where the visitor sees it, then loads the page again', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      const limited = {
        statusCode: 429,
        message: '',
        data: JSON.stringify({ retryAfterSeconds: 3 }),
      };
      render(<ErrorPage error={limited} />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('請求過於頻繁');
      expect(screen.getByRole('timer').textContent).toBe('請求過於頻繁，請於3秒後再試');
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('timer').textContent).toBe('請求過於頻繁，請於2秒後再試');
      expect(reload).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(2000));
      expect(reload).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: '重新載入' }));
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('links back to the main site', () => {
    render(<ErrorPage error={error(404)} />);
    expect(screen.getByRole('link', { name: '回首頁' }).getAttribute('href')).toMatch(
      /\/\/www\.[^/]+\/$/,
    );
  });

  it('offers 回上一頁 only when there is a page to go back to', () => {
    window.history.replaceState({ idx: 0 }, '');
    const first = render(<ErrorPage error={error(404)} />);
    expect(screen.queryByRole('button', { name: '回上一頁' })).toBeNull();
    first.unmount();

    window.history.replaceState({ idx: 2 }, '');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<ErrorPage error={error(404)} />);
    fireEvent.click(screen.getByRole('button', { name: '回上一頁' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
