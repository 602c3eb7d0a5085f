import type { FirebaseSettings } from '../env.ts';
import type { PushProvider } from './push-provider.ts';

const APP_NAME = '591-push';

/**
 * Firebase Cloud Messaging behind the provider interface. Firebase is imported here and
 * nowhere else, on demand, so it is its own chunk and only loads once permission is granted.
 * Null when the browser lacks what FCM needs.
 */
export async function loadFirebaseProvider({
  config,
  vapidKey,
}: FirebaseSettings): Promise<PushProvider | null> {
  const [{ getApps, initializeApp }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) return null;
  const app = getApps().find((known) => known.name === APP_NAME) ?? initializeApp(config, APP_NAME);
  const service = messaging.getMessaging(app);
  return {
    getToken: (serviceWorkerRegistration) =>
      messaging.getToken(service, { vapidKey, serviceWorkerRegistration }),
    deleteToken: () => messaging.deleteToken(service),
  };
}
