export { loadAuth, userFromOauth } from './auth.ts';
export { deviceKind } from './device.ts';
export { ONE_ID_COOKIE, requestDeviceIdentity } from './device-identity.ts';
export { displayName } from './display-name.ts';
export { LOGGED_OUT, type UserState, useUserStore } from './user-store.ts';
