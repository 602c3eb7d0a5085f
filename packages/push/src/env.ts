/**
 * The one place the push package reads the build's environment: the Firebase web app's
 * config (FIREBASE_CONFIG, the JSON object the Firebase console gives) and the VAPID key
 * (FIREBASE_VAPID_KEY). Without both, web push is off.
 */
export interface FirebaseSettings {
  config: FirebaseWebConfig;
  vapidKey: string;
}

export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  [key: string]: string;
}

const REQUIRED_KEYS = ['apiKey', 'projectId', 'messagingSenderId', 'appId'] as const;

export function parseFirebaseSettings(
  configJson: string | undefined,
  vapidKey: string | undefined,
): FirebaseSettings | null {
  if (!configJson?.trim() || !vapidKey?.trim()) return null;
  let config: unknown;
  try {
    config = JSON.parse(configJson);
  } catch {
    throw new Error('FIREBASE_CONFIG must be the Firebase web app config as JSON');
  }
  const record = config as Record<string, unknown> | null;
  const missing = REQUIRED_KEYS.filter((key) => typeof record?.[key] !== 'string' || !record[key]);
  if (missing.length > 0) {
    throw new Error(`FIREBASE_CONFIG lacks ${missing.join(', ')}`);
  }
  return { config: config as FirebaseWebConfig, vapidKey: vapidKey.trim() };
}

function settingsFromEnv(): FirebaseSettings | null {
  try {
    return parseFirebaseSettings(
      import.meta.env?.FIREBASE_CONFIG,
      import.meta.env?.FIREBASE_VAPID_KEY,
    );
  } catch (error) {
    // A broken config turns push off like a missing one; the page itself must not fail.
    console.error(`[push] ${(error as Error).message}`);
    return null;
  }
}

export const FIREBASE_SETTINGS = settingsFromEnv();
