import { beforeEach, describe, expect, it, vi } from 'vitest';

const firebase = vi.hoisted(() => ({
  apps: [] as { name: string }[],
  supported: true,
  initializeApp: vi.fn((_config: unknown, name: string) => {
    const app = { name };
    firebase.apps.push(app);
    return app;
  }),
  getMessaging: vi.fn((app: unknown) => ({ app })),
  getToken: vi.fn(async () => 'fcm-token'),
  deleteToken: vi.fn(async () => true),
}));

vi.mock('firebase/app', () => ({
  getApps: () => firebase.apps,
  initializeApp: firebase.initializeApp,
}));
vi.mock('firebase/messaging', () => ({
  isSupported: async () => firebase.supported,
  getMessaging: firebase.getMessaging,
  getToken: firebase.getToken,
  deleteToken: firebase.deleteToken,
}));

const { loadFirebaseProvider } = await import('../token/firebase-provider.ts');

const SETTINGS = {
  config: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a' },
  vapidKey: 'vapid',
};

beforeEach(() => {
  firebase.apps.length = 0;
  firebase.supported = true;
  vi.clearAllMocks();
});

describe('the Firebase provider', () => {
  it('gets the token for the push worker’s registration with the VAPID key', async () => {
    const provider = await loadFirebaseProvider(SETTINGS);
    const registration = {} as ServiceWorkerRegistration;
    expect(await provider?.getToken(registration)).toBe('fcm-token');
    expect(firebase.getToken).toHaveBeenCalledWith(expect.anything(), {
      vapidKey: 'vapid',
      serviceWorkerRegistration: registration,
    });
    await provider?.deleteToken();
    expect(firebase.deleteToken).toHaveBeenCalled();
  });

  it('initialises its Firebase app once', async () => {
    await loadFirebaseProvider(SETTINGS);
    await loadFirebaseProvider(SETTINGS);
    expect(firebase.initializeApp).toHaveBeenCalledOnce();
    expect(firebase.initializeApp).toHaveBeenCalledWith(SETTINGS.config, '591-push');
  });

  it('is null where FCM is not supported', async () => {
    firebase.supported = false;
    expect(await loadFirebaseProvider(SETTINGS)).toBeNull();
    expect(firebase.initializeApp).not.toHaveBeenCalled();
  });
});
