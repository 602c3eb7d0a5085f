import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_COPY } from '../banner/banner-copy.ts';
import { PushBanner } from '../banner/push-banner.tsx';
import { showBanner } from '../banner/show-banner.tsx';

const bannerRegion = () => screen.queryByRole('region', { name: BANNER_COPY.heading });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the push banner', () => {
  it('shows the specification’s heading and body in zh-TW', () => {
    render(<PushBanner onClose={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      '點擊「允許」即同意隱私權聲明，並接收通知訊息',
    );
    expect(bannerRegion()?.textContent).toContain(
      '最新上架物件、物件訂閱通知及精選降價物件，將第一時間通知您',
    );
  });

  it('closes with a named, focusable button', () => {
    const onClose = vi.fn();
    render(<PushBanner onClose={onClose} />);
    const close = screen.getByRole('button', { name: '關閉通知提示' });
    expect(close.tagName).toBe('BUTTON');
    expect(close.getAttribute('type')).toBe('button');
    close.focus();
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is shown in a root of its own and removed when hidden', async () => {
    let hide: () => void = () => undefined;
    await act(async () => {
      hide = showBanner(() => undefined);
    });
    expect(bannerRegion()).not.toBeNull();
    await act(async () => hide());
    expect(bannerRegion()).toBeNull();
    expect(document.body.children).toHaveLength(0);
    hide();
  });

  it('closing hides it, then reports the close', async () => {
    const onClose = vi.fn(() => expect(bannerRegion()).toBeNull());
    await act(async () => {
      showBanner(onClose);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: BANNER_COPY.close }));
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(bannerRegion()).toBeNull();
  });
});
