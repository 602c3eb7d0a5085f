import type { DeviceIdentityOptions } from './device-identity.ts';

/**
 * The one-id flow is a chunk of its own: it runs only after the first page is shown, so its
 * code (hub client, fingerprint path) stays out of the first load.
 */
export function requestDeviceIdentity(options?: DeviceIdentityOptions): Promise<string | null> {
  return import('./device-identity.ts').then(
    (flow) => flow.requestDeviceIdentity(options),
    () => null,
  );
}
