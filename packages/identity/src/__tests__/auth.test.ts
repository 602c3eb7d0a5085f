import type { OauthAnswer } from '@591/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentMember,
  loadAuth,
  recheckAuthWhenShown,
  resetStartupCheck,
  userFromOauth,
} from '../auth.ts';
import { LOGGED_OUT, useUserStore } from '../user-store.ts';

afterEach(() => {
  resetStartupCheck();
  useUserStore.getState().logout();
  window.dataLayer = [];
});

const member = {
  status: 1,
  data: {
    user_id: 1234,
    admin_id: 0,
    realname: '王小明',
    sex: 1,
    role: 'owner',
    raw_user_id: 991234,
    mobile: '0912-345-678',
    mobile_confirmed: true,
  },
} satisfies OauthAnswer;

describe('userFromOauth', () => {
  it('fills the user state when status is 1', () => {
    expect(userFromOauth(member)).toEqual({
      isLogin: true,
      isAdmin: false,
      adminId: 0,
      userId: 1234,
      rawUserId: 991234,
      userName: '王小明',
      realName: '王小明',
      role: 'owner',
      sex: 1,
      mobile: '0912345678',
      mobileConfirmed: true,
    });
  });

  it('marks an admin when admin_id is present', () => {
    expect(userFromOauth({ status: 1, data: { ...member.data, admin_id: 7 } })).toMatchObject({
      isAdmin: true,
      adminId: 7,
    });
  });

  it('treats any other status, or no data, as a visitor', () => {
    expect(userFromOauth({ status: 0, data: member.data })).toEqual(LOGGED_OUT);
    expect(userFromOauth({ status: 1 } as OauthAnswer)).toEqual(LOGGED_OUT);
  });
});

describe('loadAuth', () => {
  it('puts the member in the store', async () => {
    await loadAuth(async () => member);
    expect(useUserStore.getState()).toMatchObject({ isLogin: true, realName: '王小明' });
  });

  it('leaves a visitor logged out when the call fails', async () => {
    await loadAuth(async () => {
      throw new Error('offline');
    });
    expect(useUserStore.getState().isLogin).toBe(false);
  });

  it('pushes the raw user id and role to the data layer as user_id and user_role', async () => {
    window.dataLayer = [];
    await loadAuth(async () => member);
    expect(window.dataLayer).toEqual([{ user_id: 991234, user_role: 'owner' }]);
  });

  it('pushes a visitor, or a failed load, as null so no one is filed under id 0', async () => {
    window.dataLayer = [];
    await loadAuth(async () => ({ status: 0, data: {} }));
    await loadAuth(async () => {
      throw new Error('offline');
    });
    expect(window.dataLayer).toEqual([
      { user_id: null, user_role: null },
      { user_id: null, user_role: null },
    ]);
  });
});

describe('recheckAuthWhenShown', () => {
  it('asks who is logged in again when the page is shown, so a log-in in another tab shows', async () => {
    let answer: OauthAnswer = { status: 0, data: {} };
    recheckAuthWhenShown(async () => answer);
    answer = member;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(useUserStore.getState().realName).toBe('王小明'));

    answer = { status: 0, data: {} };
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(useUserStore.getState().isLogin).toBe(false));
  });
});

describe('currentMember', () => {
  it("answers from the page's start-up check, without asking the API again", async () => {
    await loadAuth(async () => member);
    const fetch = vi.fn(async () => member);
    expect(await currentMember(fetch)).toMatchObject({ isLogin: true, userId: 1234 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits for a start-up check still on its way', async () => {
    let answer: (response: typeof member) => void = () => {};
    void loadAuth(() => new Promise((resolve) => (answer = resolve)));
    const asked = currentMember(vi.fn());
    answer(member);
    expect(await asked).toMatchObject({ isLogin: true });
  });

  it('sees a log-in made on the page after the start-up check', async () => {
    await loadAuth(async () => ({ status: 0, data: {} }));
    useUserStore.getState().setUser(userFromOauth(member));
    expect((await currentMember(vi.fn())).isLogin).toBe(true);
  });

  it('asks the API when the page made no check, and keeps the answer', async () => {
    const fetch = vi.fn(async () => member);
    expect((await currentMember(fetch)).isLogin).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(useUserStore.getState().userId).toBe(1234);
  });

  it('fails when the API could not be asked, so the page can say so', async () => {
    void loadAuth(async () => {
      throw new Error('offline');
    });
    await expect(currentMember(vi.fn())).rejects.toThrow('offline');
  });
});
