import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ViewingForm from '../viewing-form.tsx';

const api = vi.hoisted(() => ({
  fetchViewingSlots: vi.fn(),
  sendSmsCode: vi.fn(),
  bookViewing: vi.fn(),
}));
vi.mock('@591/api-client', () => api);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const SLOTS = {
  listingId: 7,
  way: 'slots',
  mode: 'confirm',
  slotMinutes: 30,
  days: [
    {
      date: '2026-03-07',
      weekday: 6,
      slots: [
        { start: '2026-03-07T02:00:00.000Z', time: '10:00', free: 1 },
        { start: '2026-03-07T02:30:00.000Z', time: '10:30', free: 0 },
      ],
    },
  ],
};

async function renderForm(slots: object | null = SLOTS) {
  api.fetchViewingSlots.mockResolvedValue(slots);
  await act(async () => {
    render(<ViewingForm listingId={7} titleId="title" />);
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ViewingForm', () => {
  it('shows each slot of a day, a full one refused', async () => {
    await renderForm();
    const day = screen.getByRole('group', { name: '3/7（六）' });
    expect(day).toBeTruthy();
    expect((screen.getByRole('radio', { name: '10:00' }) as HTMLInputElement).disabled).toBe(false);
    expect(
      (screen.getByRole('radio', { name: '10:30（額滿）' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it.each(['0812345678', '091'])(
    'refuses %s at the mobile field as typed, and sends no code',
    async (mobile) => {
      await renderForm();
      type('手機號碼', mobile);
      fireEvent.blur(screen.getByLabelText('手機號碼'));
      const field = screen.getByLabelText('手機號碼');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(
        '請輸入正確的手機號碼（09 開頭共 10 碼）',
      );
      const send = screen.getByRole('button', { name: '發送驗證碼' }) as HTMLButtonElement;
      expect(send.disabled).toBe(true);
      fireEvent.click(send);
      expect(api.sendSmsCode).not.toHaveBeenCalled();
    },
  );

  it('books the slot chosen with the code, and says it waits for the poster', async () => {
    api.sendSmsCode.mockResolvedValue({ ok: true, data: { resendAfter: 60, expiresIn: 300 } });
    api.bookViewing.mockResolvedValue({
      ok: true,
      data: { status: 'requested', when: '3/7（六）10:00' },
    });
    await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '10:00' }));
    type('姓名', '林小美');
    type('手機號碼', '0912-345-678');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '發送驗證碼' }));
    });
    expect(api.sendSmsCode).toHaveBeenCalledWith({ mobile: '0912345678', purpose: 'viewing' });
    expect(screen.getByRole('button', { name: '60 秒後可重送' })).toBeTruthy();
    type('簡訊驗證碼', '123456');
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送出預約' }));
    });
    expect(api.bookViewing).toHaveBeenCalledWith({
      listingId: 7,
      slotStart: '2026-03-07T02:00:00.000Z',
      name: '林小美',
      mobile: '0912-345-678',
      consent: true,
      code: '123456',
    });
    expect(screen.getByTestId('viewing-booked').textContent).toContain(
      '已送出預約：3/7（六）10:00',
    );
  });

  it('asks for a day and part of day where the poster opened no times', async () => {
    await renderForm({ ...SLOTS, way: 'ask', days: [] });
    expect(screen.getByLabelText('希望日期')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '晚上' })).toBeTruthy();
  });

  it('says so when the listing takes no bookings', async () => {
    await renderForm(null);
    expect(document.body.textContent).toContain('這個物件目前不開放預約看屋');
  });
});
