import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageForm } from '../message-form.tsx';

const api = vi.hoisted(() => ({ sendListingMessage: vi.fn(), sendSmsCode: vi.fn() }));
vi.mock('@591/api-client', () => api);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '送出留言' }));
  });

describe('MessageForm', () => {
  it('shows the API’s words at the field it names, keeps what was typed and focuses it', async () => {
    api.sendListingMessage.mockResolvedValue({
      sent: false,
      message: '請填寫正確的手機號碼，例如 0912-345-678',
      field: 'mobile',
    });
    render(<MessageForm listingId={7} />);
    fillIn({ 姓名: '林小美', 手機號碼: '0912', 留言內容: '想看屋' });
    await submit();
    expect(api.sendListingMessage).toHaveBeenCalledWith({
      listingId: 7,
      name: '林小美',
      mobile: '0912',
      message: '想看屋',
      code: '',
    });
    const mobile = screen.getByLabelText('手機號碼') as HTMLInputElement;
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(mobile.getAttribute('aria-describedby')!)!.textContent).toBe(
      '請填寫正確的手機號碼，例如 0912-345-678',
    );
    expect(document.activeElement).toBe(mobile);
    expect(mobile.value).toBe('0912');
    expect((screen.getByLabelText('留言內容') as HTMLTextAreaElement).value).toBe('想看屋');
  });

  it('sends a visitor’s code, says replies come by text, and clears only the message', async () => {
    api.sendSmsCode.mockResolvedValue({ ok: true, data: { resendAfter: 60, expiresIn: 300 } });
    api.sendListingMessage.mockResolvedValue({ sent: true, id: 1, conversationId: 3 });
    render(<MessageForm listingId={7} />);
    fillIn({ 姓名: '林小美', 手機號碼: '0912-345-678', 留言內容: '想看屋' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '發送驗證碼' }));
    });
    // The code step is a chunk of its own: it sends once it has loaded.
    await vi.waitFor(() =>
      expect(api.sendSmsCode).toHaveBeenCalledWith({ mobile: '0912-345-678', purpose: 'message' }),
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      '驗證碼已傳送至 0912-345-678',
    );
    fillIn({ 簡訊驗證碼: '123456' });
    await submit();
    expect(api.sendListingMessage).toHaveBeenCalledWith(
      expect.objectContaining({ mobile: '0912-345-678', code: '123456' }),
    );
    expect(screen.getByTestId('message-sent').textContent).toBe(
      '留言已送出，刊登者回覆時會通知您。',
    );
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('林小美');
    expect((screen.getByLabelText('留言內容') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows a failure that names no field as an alert', async () => {
    api.sendListingMessage.mockResolvedValue({ sent: false, message: '留言送出失敗，請稍後再試' });
    render(<MessageForm listingId={7} />);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('留言送出失敗，請稍後再試');
  });
});
