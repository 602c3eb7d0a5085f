import type { APIRequestContext } from '@playwright/test';

/**
 * A page asked of the gateway by address with the page's Host, as curl, a crawler or a phone
 * whose scripts failed gets it: no redirects followed, nothing run. For what needs no browser
 * (status codes, headers, redirects, the server's HTML).
 */
export async function fetchPage(
  request: APIRequestContext,
  url: string,
  accept = 'text/html',
  headers: Record<string, string> = {},
) {
  const target = new URL(url);
  const response = await request.get(
    `http://127.0.0.1:${target.port}${target.pathname}${target.search}`,
    { headers: { ...headers, host: target.host, accept }, maxRedirects: 0 },
  );
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}
