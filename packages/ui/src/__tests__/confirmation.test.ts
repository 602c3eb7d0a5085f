import { describe, expect, it } from 'vitest';
import { confirmationText } from '../listing/confirmation.tsx';

const confirmed = (daysAgo: number, stale = false) => ({
  at: '2026-11-20T00:00:00.000Z',
  daysAgo,
  stale,
  expired: false,
});

describe('confirmationText', () => {
  it('says who confirmed a rental and how long ago', () => {
    expect(confirmationText({ type: 1, posterRoleName: '屋主', confirmation: confirmed(3) })).toBe(
      '屋主 3 天前確認仍可租',
    );
    expect(
      confirmationText({ type: 1, posterRoleName: '代理人', confirmation: confirmed(0) }),
    ).toBe('代理人 今天確認仍可租');
  });

  it('speaks of a sale as still for sale', () => {
    expect(confirmationText({ type: 2, posterRoleName: '仲介', confirmation: confirmed(1) })).toBe(
      '仲介 1 天前確認仍在售',
    );
  });

  it('warns once a listing has gone unconfirmed for two weeks', () => {
    expect(
      confirmationText({ type: 1, posterRoleName: '屋主', confirmation: confirmed(15, true) }),
    ).toBe('屋主已 15 天未確認仍可租，可能已出租');
    expect(
      confirmationText({ type: 2, posterRoleName: '屋主', confirmation: confirmed(20, true) }),
    ).toBe('屋主已 20 天未確認仍在售，可能已售出');
  });

  it('says nothing where there is no poster to ask', () => {
    expect(confirmationText({ type: 1, posterRoleName: '屋主', confirmation: null })).toBeNull();
  });
});
