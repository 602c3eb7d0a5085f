import { fetchProfile } from '@591/api-client';

export const FINGERPRINT_PREFIX = 'FP';

type FingerprintModule = Pick<
  typeof import('@fingerprintjs/fingerprintjs'),
  'load' | 'murmurX64Hash128'
>;

export interface FingerprintSources {
  loadLibrary?: () => Promise<FingerprintModule>;
  fetchIp?: () => Promise<string | undefined>;
}

/**
 * A local id from the browser's fingerprint and its address: two identical devices behind
 * different connections get different ids. Without an address the visitor id stands in.
 * The library is a chunk of its own, fetched only on this path.
 */
export async function fingerprintLocalId({
  loadLibrary = () => import('@fingerprintjs/fingerprintjs'),
  fetchIp = async () => (await fetchProfile()).data?.ip,
}: FingerprintSources = {}): Promise<string> {
  const [library, ip] = await Promise.all([loadLibrary(), fetchIp().catch(() => undefined)]);
  const agent = await library.load({ monitoring: false });
  const { visitorId } = await agent.get();
  return `${FINGERPRINT_PREFIX}${library.murmurX64Hash128(`${visitorId}|${ip || visitorId}`)}`;
}
