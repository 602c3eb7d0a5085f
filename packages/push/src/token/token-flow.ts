import { logPush, PUSH_LOG } from '../log.ts';
import type { PushProvider } from './push-provider.ts';
import { readStoredToken, storeToken } from './token-store.ts';

export const TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenFlow {
  provider: PushProvider;
  registration: ServiceWorkerRegistration;
  storage: Storage;
  send(token: string): Promise<unknown>;
  now(): number;
}

export type TokenOutcome = 'sent' | 'unchanged' | 'failed';

/**
 * Gets this browser's push token and tells the server when it changed. A token stored for
 * 7 days or more is dropped and replaced, so the server never keeps a stale one. The token
 * is stored only once the server has it; a failed send is retried on the next page.
 */
export async function syncPushToken({
  provider,
  registration,
  storage,
  send,
  now,
}: TokenFlow): Promise<TokenOutcome> {
  const stored = readStoredToken(storage);
  const stale = stored !== null && now() - stored.savedAt >= TOKEN_REFRESH_MS;
  if (stale) await provider.deleteToken().catch(() => undefined);
  let token: string | null;
  try {
    token = await provider.getToken(registration);
  } catch (error) {
    logPush(PUSH_LOG.tokenFailed, error);
    return 'failed';
  }
  if (!token) {
    logPush(PUSH_LOG.tokenNull);
    return 'failed';
  }
  if (!stale && token === stored?.token) return 'unchanged';
  try {
    await send(token);
  } catch (error) {
    logPush(PUSH_LOG.tokenNotSent, error);
    return 'failed';
  }
  storeToken(storage, token, now());
  return 'sent';
}
