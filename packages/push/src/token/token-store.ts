/** The token last sent to the server, and when; FCM_TOKEN keeps the plain token string. */
export const FCM_TOKEN_KEY = 'FCM_TOKEN';
export const FCM_TOKEN_SAVED_AT_KEY = 'FCM_TOKEN_SAVED_AT';

export interface StoredToken {
  token: string;
  savedAt: number;
}

export function readStoredToken(storage: Storage): StoredToken | null {
  try {
    const token = storage.getItem(FCM_TOKEN_KEY);
    if (!token) return null;
    const savedAt = Number(storage.getItem(FCM_TOKEN_SAVED_AT_KEY));
    return { token, savedAt: Number.isFinite(savedAt) ? savedAt : 0 };
  } catch {
    return null;
  }
}

export function storeToken(storage: Storage, token: string, savedAt: number): void {
  try {
    storage.setItem(FCM_TOKEN_KEY, token);
    storage.setItem(FCM_TOKEN_SAVED_AT_KEY, String(savedAt));
  } catch {
    // Storage full or blocked: the token is simply sent again next time.
  }
}
