import { describe, expect, it, vi } from 'vitest';
import { FINGERPRINT_PREFIX, fingerprintLocalId } from '../fingerprint-id.ts';

/** The library's surface, with a hash that shows what it was given. */
function library(visitorId: string) {
  return {
    load: vi.fn(async () => ({ get: async () => ({ visitorId }) })),
    murmurX64Hash128: (input: string) => `hash(${input})`,
  } as never;
}

describe('fingerprintLocalId', () => {
  it('hashes the visitor id with the address from the profile call, prefixed FP', async () => {
    const id = await fingerprintLocalId({
      loadLibrary: async () => library('v1'),
      fetchIp: async () => '203.0.113.9',
    });
    expect(FINGERPRINT_PREFIX).toBe('FP');
    expect(id).toBe('FPhash(v1|203.0.113.9)');
  });

  it('uses the visitor id in place of the address when the profile call fails', async () => {
    const id = await fingerprintLocalId({
      loadLibrary: async () => library('v1'),
      fetchIp: async () => {
        throw new Error('503');
      },
    });
    expect(id).toBe('FPhash(v1|v1)');
  });

  it('loads the library without its usage reporting', async () => {
    const lib = library('v1') as unknown as { load: ReturnType<typeof vi.fn> };
    await fingerprintLocalId({ loadLibrary: async () => lib as never, fetchIp: async () => 'x' });
    expect(lib.load).toHaveBeenCalledWith({ monitoring: false });
  });

  it('gives an id the identity service accepts, with the real library', async () => {
    const { murmurX64Hash128 } = await import('@fingerprintjs/fingerprintjs');
    const id = await fingerprintLocalId({
      loadLibrary: async () => ({
        load: async () => ({ get: async () => ({ visitorId: 'v1' }) }) as never,
        murmurX64Hash128,
      }),
      fetchIp: async () => '203.0.113.9',
    });
    expect(id).toMatch(/^FP[0-9a-f]{32}$/);
  });
});
