import { originOf } from '@591/config';
import { SECTION_PREFIXES, type SectionPrefix, sectionOfHost } from './host-rule.ts';

/** What a page puts in the document head; crawlers and link previews read it. */
export interface PageHead {
  title: string;
  description?: string;
  /** schema.org data, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
  /**
   * The page's largest paint when it is a photo (a detail's first one): the head preloads it,
   * so it is fetched with the document's first bytes rather than once the parser reaches it,
   * and link previews show it. `srcSet`, `sizes` and `type` must be the page's own, or the
   * browser fetches the photo twice.
   */
  leadImage?: { src: string; srcSet: string; sizes: string; type: string };
}

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
