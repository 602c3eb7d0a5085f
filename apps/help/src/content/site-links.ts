import { currentSite, originOf, SUBDOMAINS, type Subdomain } from '@591/config';

/**
 * Content links into the product are written with the host's name, `{{origin:user}}/center`,
 * because the site's domain, scheme and port are the deploy's (591.com.tw, or a test domain);
 * `{{domain}}` is the bare domain (the service email). Both are filled in as the page renders,
 * the same on the server and in the browser. Markdown may have percent-encoded the braces.
 */
const PLACEHOLDER = /(?:\{\{|%7B%7B)(origin:([a-z-]+)|domain)(?:\}\}|%7D%7D)/gi;

export function isSubdomain(name: string): name is Subdomain {
  return (SUBDOMAINS as readonly string[]).includes(name);
}

export function withSiteLinks(text: string): string {
  return text.replace(PLACEHOLDER, (written, _name: string, host: string | undefined) => {
    if (!host) return currentSite().domain;
    return isSubdomain(host) ? originOf(host) : written;
  });
}

/** The placeholders a text uses, by host name: content tests check each is a real host. */
export function linkedHosts(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].flatMap((match) => (match[2] ? [match[2]] : []));
}
