import { afterEach, describe, expect, it } from 'vitest';
import { displayName } from '../display-name.ts';
import { LOGGED_OUT, useUserStore } from '../user-store.ts';

afterEach(() => useUserStore.getState().logout());

describe('user store', () => {
  it('starts logged out', () => {
    expect(useUserStore.getState()).toMatchObject(LOGGED_OUT);
  });

  it('keeps what setUser gives and forgets it on logout', () => {
    useUserStore.getState().setUser({ isLogin: true, userId: 42, realName: '王小明', sex: 1 });
    expect(useUserStore.getState()).toMatchObject({ isLogin: true, userId: 42 });
    useUserStore.getState().logout();
    expect(useUserStore.getState().isLogin).toBe(false);
  });
});

describe('displayName', () => {
  it('uses the first character and the courtesy title of the sex', () => {
    expect(displayName('王小明', 1)).toBe('王先生');
    expect(displayName('陳美麗', 2)).toBe('陳小姐');
    expect(displayName('林', 0)).toBe('林小姐');
  });

  it('is empty without a name', () => {
    expect(displayName('  ', 1)).toBe('');
  });
});
