import type { FirebaseSettings } from '../env.ts';
import { logPush, PUSH_LOG } from '../log.ts';
import { registerPushWorker } from '../service-worker/register-worker.ts';
import { sendPushToken } from './push-api.ts';
import type { PushProvider } from './push-provider.ts';
import { syncPushToken } from './token-flow.ts';

export interface MessagingSetup {
  settings: FirebaseSettings;
  loadProvider(settings: FirebaseSettings): Promise<PushProvider | null>;
  device: 'pc' | 'touch';
  storage: Storage;
}

/**
 * Once permission is granted: registers the push worker, loads the provider and brings the
 * server's copy of the token up to date. It never throws; problems are logged.
 */
export async function enableMessaging({
  settings,
  loadProvider,
  device,
  storage,
}: MessagingSetup): Promise<void> {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await registerPushWorker(device);
  } catch (error) {
    logPush(PUSH_LOG.workerFailed, error);
    return;
  }
  let provider: PushProvider | null;
  try {
    provider = await loadProvider(settings);
  } catch (error) {
    logPush(PUSH_LOG.unsupported, error);
    return;
  }
  if (!provider) {
    logPush(PUSH_LOG.unsupported);
    return;
  }
  await syncPushToken({
    provider,
    registration,
    storage,
    send: (token) => sendPushToken(token, device),
    now: Date.now,
  });
}
