import { DEVICE_COOKIE, SITE_DOMAIN } from '@591/config';
import Cookies from 'js-cookie';

/** 64 URL-safe characters: a random byte's low six bits pick one without bias. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const DEVICE_ID_LENGTH = 21;
const DEVICE_ID = /^[A-Za-z0-9_-]{21}$/;

export function randomDeviceId(): string {
  let id = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(DEVICE_ID_LENGTH))) {
    id += ALPHABET[byte & 63];
  }
  return id;
}

/**
 * The random id reports carry as deviceid, kept for a year on the parent domain so every
 * subdomain reports the same browser. A missing or malformed cookie gets a new id.
 */
export function deviceId(): string {
  const existing = Cookies.get(DEVICE_COOKIE.name);
  if (existing && DEVICE_ID.test(existing)) return existing;
  const created = randomDeviceId();
  Cookies.set(DEVICE_COOKIE.name, created, {
    expires: DEVICE_COOKIE.days,
    path: DEVICE_COOKIE.path,
    domain: `.${SITE_DOMAIN}`,
  });
  return created;
}
