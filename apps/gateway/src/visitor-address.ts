import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The visitor's address as the edge sees it. `X-Forwarded-For` is believed only from trusted
 * peers (TRUST_PROXY, the same setting the API takes): anyone else could name any address.
 * Server renders pass it on to the API, so each visitor has a rate-limit bucket of their own.
 */
export function visitorAddressOf(trust: string) {
  const trusted = proxyAddr.compile(
    trust
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
  return (req: IncomingMessage): string => proxyAddr(req, trusted);
}
