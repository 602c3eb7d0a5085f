import { originOf } from '@591/config';
import { SECTION_PREFIXES, type SectionPrefix, sectionOfHost } from './host-rule.ts';

/** Query parameters that only steer rendering and never make another page. */
const NOT_CANONICAL = ['csr'];

/**
 * A page's canonical address: on its section's own host (www.<domain>/rent/list is
 * rent.<domain>/list), without render switches.
 */
export function canonicalUrl(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of NOT_CANONICAL) params.delete(name);
  const query = params.size > 0 ? `?${params}` : '';
  const first = url.pathname.split('/')[1] as SectionPrefix;
  if (!sectionOfHost(url.hostname) && SECTION_PREFIXES.includes(first)) {
    const rest = url.pathname.slice(first.length + 1) || '/';
    return `${originOf(first)}${rest}${query}`;
  }
  return `${url.origin}${url.pathname}${query}`;
}
