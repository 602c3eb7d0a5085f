import type { APIRequestContext } from '@playwright/test';

/**
 * A page asked of the gateway by address with the page's Host, as curl or a link-preview bot
 * asks: for what needs no browser (status codes, headers, redirects, the server's HTML).
 */
export function fetchPage(request: APIRequestContext, url: string, accept = 'text/html') {
  const target = new URL(url);
  return request.get(`http://127.0.0.1:${target.port}${target.pathname}${target.search}`, {
    headers: { host: target.host, accept },
    maxRedirects: 0,
  });
}
