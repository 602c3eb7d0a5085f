import { describe, expect, it, vi } from 'vitest';
import {
  exchangeOneId,
  MISSING_DEVICE,
  MISSING_LOCAL_ID,
  toOneIdQuery,
} from '../one-id-request.ts';

describe('toOneIdQuery', () => {
  it('refuses a request without a local id or a device, with the helper messages', () => {
    expect(MISSING_LOCAL_ID).toBe('Missing localId, please provide.');
    expect(MISSING_DEVICE).toBe('Missing device, please provide.');
    expect(() => toOneIdQuery({ localId: '', device: 'pc' })).toThrow(MISSING_LOCAL_ID);
    expect(() => toOneIdQuery({ localId: 'L1', device: '' })).toThrow(MISSING_DEVICE);
  });

  it('names the service fields and sends the local id as a cookie id', () => {
    expect(toOneIdQuery({ localId: 'L1', device: 'touch', uid: 42, bu: 100 })).toEqual({
      local_id: 'L1',
      local_type: 'cookie_id',
      device: 'touch',
      uid: '42',
      bu: '100',
      phone: undefined,
    });
  });

  it('sends a phone, without dashes, only when its prefix is valid', () => {
    expect(toOneIdQuery({ localId: 'L1', device: 'pc', phone: '0912-345-678' }).phone).toBe(
      '0912345678',
    );
    expect(toOneIdQuery({ localId: 'L1', device: 'pc', phone: '02-2722-2222' }).phone).toBe(
      undefined,
    );
    expect(toOneIdQuery({ localId: 'L1', device: 'pc', phone: '091' }).phone).toBe(undefined);
  });
});

describe('exchangeOneId', () => {
  it("gives the service's one id", async () => {
    const fetch = vi.fn(async () => ({ data: { one_id: 'a'.repeat(32) } }));
    expect(await exchangeOneId({ localId: 'L1', device: 'pc' }, fetch)).toBe('a'.repeat(32));
    expect(fetch).toHaveBeenCalledWith(expect.objectContaining({ local_id: 'L1' }));
  });

  it('gives null when the answer is not ok or has no one id', async () => {
    const failing = async () => {
      throw new Error('400 Bad Request');
    };
    expect(await exchangeOneId({ localId: 'L1', device: 'pc' }, failing)).toBe(null);
    expect(await exchangeOneId({ localId: 'L1', device: 'pc' }, async () => ({}))).toBe(null);
  });

  it('does not call the service for an incomplete request', async () => {
    const fetch = vi.fn(async () => ({}));
    await expect(exchangeOneId({ localId: '', device: 'pc' }, fetch)).rejects.toThrow(
      MISSING_LOCAL_ID,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
