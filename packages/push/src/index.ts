export type { FirebaseSettings } from './env.ts';
export { PUSH_LOG } from './log.ts';
export { PUSH_WORKER_PATH, PUSH_WORKER_SCOPE } from './service-worker/register-worker.ts';
export { type StartPushOptions, startPush } from './start-push.ts';
export { startSyncHub } from './sync/sync-hub.ts';
export type { PushProvider } from './token/push-provider.ts';
export { FCM_TOKEN_KEY } from './token/token-store.ts';
