export { loadAuth, userFromOauth } from './auth.ts';
export { deviceKind } from './device.ts';
export { requestDeviceIdentity } from './device-identity.ts';
export { displayName } from './display-name.ts';
export { LOGGED_OUT, type UserState, useUserStore } from './user-store.ts';
