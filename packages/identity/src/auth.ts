import { fetchAuth, type OauthAnswer } from '@591/api-client';
import { pushToDataLayer } from '@591/tracking';
import { LOGGED_OUT, type UserState, useUserStore } from './user-store.ts';

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && value !== 0 && value !== '0';
const toNumber = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);

/** The user state an auth answer describes; anything but status 1 is a visitor. */
export function userFromOauth(response: OauthAnswer): UserState {
  if (response.status !== 1 || !response.data) return LOGGED_OUT;
  const data = response.data;
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
    mobileConfirmed: data.mobile_confirmed === true,
  };
}

/**
 * Tells analytics who is browsing. A visitor is pushed as null, so a tag never files every
 * visitor under one user id 0.
 */
export function pushUserToDataLayer({ rawUserId, role }: UserState): void {
  pushToDataLayer({ user_id: rawUserId || null, user_role: role || null });
}

/** The page's start-up check of who is logged in (loadAuth), once it has been asked. */
let startupCheck: Promise<UserState> | null = null;

/** Asks the API who is logged in and keeps the answer in the store. */
function checkAuth(fetch: () => Promise<OauthAnswer>): Promise<UserState> {
  return fetch().then((response) => {
    const user = userFromOauth(response);
    useUserStore.getState().setUser(user);
    return user;
  });
}

/**
 * Loads who the visitor is, first thing on every page, and reports it to analytics. A failed
 * call leaves the visitor logged out rather than breaking the page.
 */
export async function loadAuth(fetch: () => Promise<OauthAnswer> = fetchAuth): Promise<UserState> {
  startupCheck = checkAuth(fetch);
  let user: UserState;
  try {
    user = await startupCheck;
  } catch {
    user = useUserStore.getState();
  }
  pushUserToDataLayer(user);
  return user;
}

/**
 * Who is logged in, for a page only members may see: the answer of the page's start-up check
 * (asked while the page's code loaded, so a members' page need not wait for a second round
 * trip), with any log-in or log-out on the page since, as the store has them; asked now when
 * the page had no check. Rejects when the API could not be asked.
 */
export async function currentMember(
  fetch: () => Promise<OauthAnswer> = fetchAuth,
): Promise<UserState> {
  if (!startupCheck) return checkAuth(fetch);
  await startupCheck;
  return useUserStore.getState();
}

/** Forgets the start-up check (tests start each page anew). */
export function resetStartupCheck(): void {
  startupCheck = null;
}

/**
 * Another tab may have logged in or out since this page loaded: whenever the page is shown
 * again, the member state is asked for anew so the header says who is logged in now.
 */
export function recheckAuthWhenShown(fetch: () => Promise<OauthAnswer> = fetchAuth): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    fetch().then(
      (response) => useUserStore.getState().setUser(userFromOauth(response)),
      () => {},
    );
  });
}
