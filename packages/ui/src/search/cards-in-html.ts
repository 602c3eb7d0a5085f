import type { ListingPage } from '@591/api-client';
import { createContext, type MouseEvent, useContext } from 'react';
import { keptServerHtml } from '../static-html.tsx';

/**
 * Result cards are server HTML that needs no code: a page hydrates its filters, sort and
 * paging, never its cards. On the server, each page of results rendered is noted here; the
 * hydration data then carries its count instead of its cards (`itemsInHtml`), and the browser
 * keeps the server's HTML of them as it is. A later search renders its cards in the browser.
 */
export type PageRendered = Set<ListingPage>;

/** Given by the server render: the result pages whose cards are in its HTML. */
export const CardsInHtmlContext = createContext<PageRendered | null>(null);

/** A result page as the browser hydrates it: no cards, only how many are in the HTML. */
export type ListingPageInHtml = ListingPage & { itemsInHtml?: number };

/** The hydration data's copy of a page whose cards are in the HTML (see hydrationScript). */
export function withoutCards(page: ListingPage): ListingPageInHtml {
  return { ...page, items: [], itemsInHtml: page.items.length };
}

/**
 * The server's HTML of the cards of `results`, when they are in the page's HTML rather than in
 * its data: read as the page hydrates, from the element `id`, and kept for when the same
 * results are shown again (a kept page mounted anew). Null when the cards are data; an empty
 * string in the one case where the HTML is not to be found.
 */
export function useCardsHtml(results: ListingPageInHtml, id: string): string | null {
  const rendered = useContext(CardsInHtmlContext);
  if (rendered && results.items.length > 0) rendered.add(results);
  if (results.itemsInHtml === undefined) return null;
  return keptServerHtml(results, id, true) || '';
}

/**
 * A click on a link in server HTML the page has no code for: followed in the app, as a <Link>
 * would be, so the list is kept alive behind the page it opens. Clicks that open a new tab or
 * window, downloads and other sites are left to the browser.
 */
export function followLinksInApp(navigate: (to: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}

export const NEW_CLASS = 'search-results__new';
const NEW_LABEL_CLASS = 'search-results__new-label';
export const NEW_LABEL = '自上次查看後的新物件';

/**
 * Marks the cards new since the member's last visit (`ids`) in cards that are server HTML:
 * the class that draws 新 and the words a screen reader says, as the rendered cards have.
 */
export function markNewCards(list: HTMLElement, ids: ReadonlySet<number>): void {
  for (const item of list.querySelectorAll<HTMLElement>(':scope > li[data-listing-id]')) {
    const isNew = ids.has(Number(item.dataset.listingId));
    item.classList.toggle(NEW_CLASS, isNew);
    const label = item.querySelector(`:scope > .${NEW_LABEL_CLASS}`);
    if (isNew && !label) {
      const words = document.createElement('span');
      words.className = NEW_LABEL_CLASS;
      words.textContent = NEW_LABEL;
      item.prepend(words);
    } else if (!isNew) label?.remove();
  }
}

/** The words' style: read, never seen. */
export const NEW_LABEL_CSS = `.${NEW_LABEL_CLASS}{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}`;
