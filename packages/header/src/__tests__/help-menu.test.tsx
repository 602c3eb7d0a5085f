import { createHostMap } from '@591/config';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../header.tsx';
import { menuButton, panelOf } from './support.ts';

const signatureUrl = `${createHostMap().api}/home/sobot/getSignature?device=pc`;

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function stubFetch(response: () => Promise<Response>) {
  const fetch = vi.fn(response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const openHelp = () => fireEvent.click(menuButton('幫助中心'), { detail: 1 });
const helpPanel = () => panelOf(menuButton('幫助中心'));

describe('help menu customer service', () => {
  it('is not fetched on page load, only when the menu first opens', async () => {
    const fetch = stubFetch(() => answer({ status: 1, data: {} }));
    render(<Header />);
    fireEvent.click(menuButton('刊登廣告'), { detail: 1 });
    expect(fetch).not.toHaveBeenCalled();

    openHelp();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(signatureUrl, { credentials: 'include' });
    await act(async () => {});

    openHelp();
    openHelp();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows a loading state until the answer arrives, then the answered texts', async () => {
    let resolve: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((done) => (resolve = done)));
    render(<Header />);
    openHelp();
    expect(within(helpPanel()).getByRole('status').textContent).toBe('客服資訊載入中…');

    await act(async () =>
      resolve(
        new Response(
          JSON.stringify({
            status: 1,
            data: {
              phone: { number: '02-5572-2000', hours: '週一至週日 9:00-18:00' },
              email: { address: 'help@591.example', reply: '1個工作天內回覆' },
            },
          }),
        ),
      ),
    );
    expect(within(helpPanel()).getByRole('status').textContent).toBe(
      '服務時間 週一至週日 9:00-18:00',
    );
    fireEvent.click(within(helpPanel()).getByRole('button', { name: '電話客服' }));
    const dialog = screen.getByRole('dialog', { name: '電話客服' });
    expect(within(dialog).getByRole('link', { name: '02-5572-2000' }).getAttribute('href')).toBe(
      'tel:0255722000',
    );
  });

  it('keeps working with the static texts when the call fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<Header />);
    openHelp();
    await act(async () => {});
    expect(within(helpPanel()).getByRole('status').textContent).toBe(
      '服務時間 週一至週日 9:00-18:00',
    );
    fireEvent.click(within(helpPanel()).getByRole('button', { name: '信箱客服' }));
    const dialog = screen.getByRole('dialog', { name: '信箱客服' });
    expect(dialog.textContent).toContain('回覆時間：1個工作天內回覆');
    expect(within(dialog).getByRole('link').getAttribute('href')).toMatch(/^mailto:service@/);
  });

  it('treats an error status as a failure', async () => {
    stubFetch(() => answer({ message: 'down' }, 503));
    render(<Header />);
    openHelp();
    await act(async () => {});
    fireEvent.click(within(helpPanel()).getByRole('button', { name: '電話客服' }));
    expect(screen.getByRole('dialog', { name: '電話客服' }).textContent).toContain(
      '服務時間：週一至週日 9:00-18:00',
    );
  });
});

describe('customer-service popups', () => {
  it('open from the help menu, close it, and hand focus back to 幫助中心 on close', async () => {
    stubFetch(() => answer({ status: 1, data: {} }));
    render(<Header />);
    openHelp();
    await act(async () => {});
    fireEvent.click(within(helpPanel()).getByRole('button', { name: '線上客服' }));
    expect(menuButton('幫助中心').getAttribute('aria-expanded')).toBe('false');

    const dialog = screen.getByRole('dialog', { name: '線上客服' });
    expect(dialog.textContent).toContain('服務時間：週一至週日 9:00-18:00');
    expect(within(dialog).getByRole('link', { name: '開始線上諮詢' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '關閉' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton('幫助中心'));
  });

  it('close on Escape, focus back on 幫助中心', async () => {
    stubFetch(() => answer({ status: 1, data: {} }));
    render(<Header />);
    openHelp();
    await act(async () => {});
    fireEvent.click(within(helpPanel()).getByRole('button', { name: '電話客服' }));
    const dialog = screen.getByRole('dialog', { name: '電話客服' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: '關閉' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton('幫助中心'));
  });
});
