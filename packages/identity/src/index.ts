export { deviceKind } from '@591/tracking';
export {
  currentMember,
  loadAuth,
  pushUserToDataLayer,
  recheckAuthWhenShown,
  userFromOauth,
} from './auth.ts';
export type { DeviceIdentityOptions } from './device-identity.ts';
export { displayName } from './display-name.ts';
export { PageUrlContext, useMemberPageLink } from './member-page-link.ts';
export { requestDeviceIdentity } from './request-device-identity.ts';
export { LOGGED_OUT, type UserState, useUserStore } from './user-store.ts';
