export { displayName } from './display-name.ts';
export { LOGGED_OUT, type UserState, useUserStore } from './user-store.ts';
