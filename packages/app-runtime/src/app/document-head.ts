import { useLocation, useMatches } from '@591/react-router';
import { canonicalUrl, pageHead } from '@591/router';
import { useEffect } from 'react';

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/**
 * Keeps the head in step with in-app navigation, as the server wrote it for the first page:
 * the route's title and description, and the canonical address.
 */
export function useDocumentHead(): void {
  const matches = useMatches();
  const location = useLocation();
  const head = pageHead(matches);
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title) document.title = title;
    if (description) {
      setMeta(
        'meta[name="description"]',
        () => Object.assign(document.createElement('meta'), { name: 'description' }),
        'content',
        description,
      );
    }
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      canonicalUrl(url),
    );
  }, [title, description, location.pathname, location.search]);
}
