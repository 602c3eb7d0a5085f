import { type ReactNode, useId } from 'react';
import { useHasStarted } from './forms/has-started.ts';

/** The server's HTML of each part kept as it was sent, by what it shows, while that is shown. */
const htmlOf = new WeakMap<object, string>();

/**
 * The server's HTML of the part showing `of`: read once from the element `id` (only when
 * `readNow`, as the page hydrates) and kept for when the same thing is shown again (a kept
 * page mounted anew). Undefined when there is none.
 */
export function keptServerHtml(of: object, id: string, readNow: boolean): string | undefined {
  let html = htmlOf.get(of);
  if (html === undefined && readNow && typeof document !== 'undefined') {
    html = document.getElementById(id)?.innerHTML;
    if (html !== undefined) htmlOf.set(of, html);
  }
  return html;
}

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
  const html = keptServerHtml(of, id, hydrating);
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
