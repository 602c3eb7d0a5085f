import { HEADER_HEIGHT_PX } from '@591/config';
import type { HeaderProps } from '@591/header';
// By its own path: the header itself is a chunk the page takes when idle.
import { HEADER_RELEASE as BUNDLED_RELEASE } from '@591/header/release';
import { afterIdle } from '@591/router';
import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { type ChromeParts, useSiteChrome } from './site-chrome.ts';

type Part = 'header' | 'footer';
type PartProps = { header: HeaderProps; footer: Record<string, never> };

const RESERVED_HEIGHT: Record<Part, number | undefined> = {
  header: HEADER_HEIGHT_PX,
  footer: undefined,
};

/** What the server rendered into each island, read once before the page hydrates. */
const serverHtml = new Map<Part, string>();

function takeServerHtml(part: Part): string {
  if (!serverHtml.has(part)) {
    const element = document.querySelector(`[data-island="${part}"]`);
    serverHtml.set(part, element?.innerHTML ?? '');
  }
  return serverHtml.get(part) ?? '';
}

/** Marks the island as the browser's own once its part has committed (tests and tooling wait). */
function Live({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => element.setAttribute('data-live', ''), [element]);
  return children;
}

function partNode(parts: ChromeParts, part: Part, props: object, element: HTMLElement) {
  const Component = part === 'header' ? parts.Header : parts.Footer;
  return (
    <Live element={element}>
      <Component {...props} />
    </Live>
  );
}

/**
 * The header or footer in a root of its own. On the server it is rendered in place from the
 * bundled copy. In the browser the page around it hydrates against that HTML, left as it is,
 * and the part's current release takes the element over once the page has started and the
 * browser is idle, or at once when the visitor reaches for it: the same release as the
 * server's hydrates what is there; another one (a newer header from www) renders anew. Either
 * is a transition, which yields to the browser instead of holding it for the whole part.
 */
export function ChromeIsland<P extends Part>({ part, props }: { part: P; props: PartProps[P] }) {
  const chrome = useSiteChrome();
  const style = { minHeight: RESERVED_HEIGHT[part] };
  if (chrome.server) {
    const Component = part === 'header' ? chrome.server.Header : chrome.server.Footer;
    return (
      <div data-island={part} style={style}>
        <Component {...props} />
      </div>
    );
  }
  return <ClientIsland part={part} props={props} style={style} />;
}

function ClientIsland({
  part,
  props,
  style,
}: {
  part: Part;
  props: object;
  style: { minHeight?: number };
}) {
  const chrome = useSiteChrome();
  const [html] = useState(() => takeServerHtml(part));
  const propsRef = useRef(props);
  propsRef.current = props;
  const mounted = useRef<{ root: Root; parts: ChromeParts; element: HTMLElement } | null>(null);

  const attach = useCallback(
    (element: HTMLDivElement) => {
      let cancelled = false;
      let started = false;
      const takeOver = () => {
        if (started) return;
        started = true;
        stopWaiting();
        void chrome.load().then((parts) => {
          if (cancelled) return;
          const node = partNode(parts, part, propsRef.current, element);
          startTransition(() => {
            let root: Root;
            // Hydrated only over the server's copy of this release: a page rendered in the
            // browser (csr=1, an error page after a failed chunk) has none to hydrate.
            if (html && parts.HEADER_RELEASE === BUNDLED_RELEASE) {
              root = hydrateRoot(element, node, { onRecoverableError: reportMismatch(part) });
            } else {
              root = createRoot(element);
              root.render(node);
            }
            mounted.current = { root, parts, element };
          });
        });
      };
      const cancelIdle = afterIdle(takeOver, 0);
      element.addEventListener('pointerover', takeOver);
      element.addEventListener('focusin', takeOver);
      function stopWaiting() {
        cancelIdle();
        element.removeEventListener('pointerover', takeOver);
        element.removeEventListener('focusin', takeOver);
      }
      return () => {
        cancelled = true;
        stopWaiting();
        const island = mounted.current;
        mounted.current = null;
        // Not while React is still committing the page that removed the element.
        if (island) queueMicrotask(() => island.root.unmount());
      };
    },
    [chrome, part, html],
  );

  const propsKey = JSON.stringify(props);
  useEffect(() => {
    const island = mounted.current;
    if (!island) return;
    island.root.render(partNode(island.parts, part, JSON.parse(propsKey), island.element));
  }, [part, propsKey]);

  return (
    <div
      ref={attach}
      data-island={part}
      style={style}
      // The server's copy, as it is: the island's own root takes the element over.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A part that does not match the server's HTML is rendered anew by React; still a bug to see. */
function reportMismatch(part: Part) {
  return (error: unknown) =>
    console.error(`[hydration:${part}] ${error instanceof Error ? error.message : String(error)}`);
}
