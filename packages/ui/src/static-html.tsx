import { type ReactNode, useId } from 'react';
import { useHasStarted } from './forms/has-started.ts';

/** The server's HTML of each static part, by what it shows, for as long as that is shown. */
const htmlOf = new WeakMap<object, string>();

/**
 * A part of a page that is server HTML and needs no code (a listing's facts, its description):
 * as the page hydrates, the browser keeps the server's HTML of it as it is, without hydrating
 * what is inside, and goes on showing that HTML while `of` (the listing) is the same. A part
 * rendered in the browser (another listing, csr=1) is rendered as usual. Links in it are plain
 * links; anything that needs code does not belong in it.
 */
export function StaticHtml({
  of,
  className,
  children,
}: {
  of: object;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const hydrating = !useHasStarted();
  let html = htmlOf.get(of);
  if (html === undefined && hydrating && typeof document !== 'undefined') {
    html = document.getElementById(id)?.innerHTML;
    if (html !== undefined) htmlOf.set(of, html);
  }
  if (html === undefined) {
    return (
      <div id={id} className={className}>
        {children}
      </div>
    );
  }
  return (
    <div
      id={id}
      className={className}
      suppressHydrationWarning
      // The server's own HTML of this part, as it sent it.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
