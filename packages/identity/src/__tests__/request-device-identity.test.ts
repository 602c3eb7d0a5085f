import { describe, expect, it, vi } from 'vitest';
import { requestDeviceIdentity as flow } from '../device-identity.ts';
import { requestDeviceIdentity } from '../request-device-identity.ts';

vi.mock('../device-identity.ts', () => ({ requestDeviceIdentity: vi.fn(async () => 'one-id') }));

describe('requestDeviceIdentity (package entry)', () => {
  it('runs the one-id flow, loaded on first use, with the options given', async () => {
    expect(await requestDeviceIdentity({ uid: 7 })).toBe('one-id');
    expect(flow).toHaveBeenCalledWith({ uid: 7 });
  });
});
