import { fetchAuth, type OauthResponse } from '@591/api-client';
import { pushToDataLayer } from '@591/tracking';
import { LOGGED_OUT, type UserState, useUserStore } from './user-store.ts';

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && value !== 0 && value !== '0';
const toNumber = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);

/** The user state an auth answer describes; anything but status 1 is a visitor. */
export function userFromOauth(response: OauthResponse): UserState {
  const data = response.data;
  if (response.status !== 1 || !data) return LOGGED_OUT;
  return {
    isLogin: present(data.user_id),
    isAdmin: present(data.admin_id),
    adminId: toNumber(data.admin_id),
    userId: toNumber(data.user_id),
    rawUserId: toNumber(data.raw_user_id),
    userName: String(data.realname ?? ''),
    realName: String(data.realname ?? ''),
    role: String(data.role ?? ''),
    sex: toNumber(data.sex),
    mobile: String(data.mobile ?? '').replaceAll('-', ''),
  };
}

/**
 * Tells analytics who is browsing. A visitor is pushed as null, so a tag never files every
 * visitor under one user id 0.
 */
export function pushUserToDataLayer({ rawUserId, role }: UserState): void {
  pushToDataLayer({ user_id: rawUserId || null, user_role: role || null });
}

/**
 * Loads who the visitor is, first thing on every page, and reports it to analytics. A failed
 * call leaves the visitor logged out rather than breaking the page.
 */
export async function loadAuth(
  fetch: () => Promise<OauthResponse> = fetchAuth,
): Promise<UserState> {
  let user: UserState;
  try {
    user = userFromOauth(await fetch());
    useUserStore.getState().setUser(user);
  } catch {
    user = useUserStore.getState();
  }
  pushUserToDataLayer(user);
  return user;
}

/**
 * Another tab may have logged in or out since this page loaded: whenever the page is shown
 * again, the member state is asked for anew so the header says who is logged in now.
 */
export function recheckAuthWhenShown(fetch: () => Promise<OauthResponse> = fetchAuth): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    fetch().then(
      (response) => useUserStore.getState().setUser(userFromOauth(response)),
      () => {},
    );
  });
}
