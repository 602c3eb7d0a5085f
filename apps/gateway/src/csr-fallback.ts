/**
 * The specification's server-render failure rule: one redirect to the same URL with csr=1
 * added, so the page renders in the browser; none when the query already says csr=0 or
 * csr=1. The Location is the request's own path and query, never taken from a parameter.
 */
export function csrFallbackLocation(requestUrl: URL): string | null {
  const csr = requestUrl.searchParams.get('csr');
  if (csr === '0' || csr === '1') return null;
  const params = new URLSearchParams(requestUrl.search);
  params.set('csr', '1');
  // A path starting with // would read as another host: keep it on this one.
  const path = `/${requestUrl.pathname.replace(/^\/+/, '')}`;
  return `${path}?${params}`;
}

/** csr=1: the visitor asked for the page rendered in the browser only. */
export function wantsClientRender(requestUrl: URL): boolean {
  return requestUrl.searchParams.get('csr') === '1';
}
