/*
 * The URL's view keys and what is left without them, kept free of the maps' geometry: a route
 * list decides what to reload with these without loading the rest.
 */

/** Where a map page keeps its view: centre and zoom, so a view can be shared and reloaded. */
export const MAP_VIEW_KEYS = ['lat', 'lng', 'zoom'] as const;

/** The same URL without a view: another region starts from its own. */
export function withoutMapView(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of MAP_VIEW_KEYS) next.delete(key);
  return next;
}

/** The search alone: the URL without the view and the page of results. */
export function searchOnly(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...MAP_VIEW_KEYS, 'page']) next.delete(key);
  return next;
}

/**
 * A map page's loader runs again only when its search changes. Panning, zooming and paging
 * keep the search: the page fetches the clusters and that page of results itself.
 */
export function mapShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  const sameSearch =
    currentUrl.pathname === nextUrl.pathname &&
    searchOnly(currentUrl.searchParams).toString() === searchOnly(nextUrl.searchParams).toString();
  return sameSearch ? false : defaultShouldRevalidate;
}
