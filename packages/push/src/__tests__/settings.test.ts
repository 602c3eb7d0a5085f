import { describe, expect, it } from 'vitest';
import { parseFirebaseSettings } from '../env.ts';
import { pushWorkerUrl } from '../service-worker/register-worker.ts';
import { isEdge } from '../support.ts';

const CONFIG = JSON.stringify({ apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a' });

describe('Firebase settings from the environment', () => {
  it('are off without a config or a VAPID key', () => {
    expect(parseFirebaseSettings(undefined, undefined)).toBeNull();
    expect(parseFirebaseSettings(CONFIG, '')).toBeNull();
    expect(parseFirebaseSettings(' ', 'vapid')).toBeNull();
  });

  it('read the Firebase web config JSON and the VAPID key', () => {
    expect(parseFirebaseSettings(CONFIG, ' vapid ')).toEqual({
      config: JSON.parse(CONFIG),
      vapidKey: 'vapid',
    });
  });

  it('refuse a config that is not JSON or lacks a field', () => {
    expect(() => parseFirebaseSettings('{apiKey:', 'v')).toThrow(/JSON/);
    expect(() => parseFirebaseSettings('{"apiKey":"k"}', 'v')).toThrow(
      'FIREBASE_CONFIG lacks projectId, messagingSenderId, appId',
    );
  });
});

describe('the browser checks', () => {
  it('recognise Edge on every platform', () => {
    expect(isEdge('Mozilla/5.0 (Windows NT 10.0) Chrome/150.0 Safari/537.36 Edg/150.0')).toBe(true);
    expect(isEdge('Mozilla/5.0 (Linux; Android 14) Chrome/150.0 Mobile EdgA/150.0')).toBe(true);
    expect(isEdge('Mozilla/5.0 (iPhone) Version/18.0 EdgiOS/150.0 Mobile')).toBe(true);
    expect(isEdge('Mozilla/5.0 (Windows NT 10.0) Chrome/150.0 Safari/537.36')).toBe(false);
    expect(isEdge('Mozilla/5.0 (Macintosh) Version/18.0 Safari/605.1.15')).toBe(false);
  });

  it('pass the domain and device kind to the worker in its URL', () => {
    expect(pushWorkerUrl('591.com.tw', 'touch')).toBe(
      '/firebase-messaging-sw.js?domain=591.com.tw&device=touch',
    );
  });
});
