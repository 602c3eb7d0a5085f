/**
 * What the push flow needs from a messaging service: a token for this browser's push
 * subscription (made on the given service worker registration), and a way to drop it.
 * Firebase is the real one (firebase-provider.ts); tests use FakePushProvider.
 */
export interface PushProvider {
  getToken(registration: ServiceWorkerRegistration): Promise<string | null>;
  deleteToken(): Promise<unknown>;
}
