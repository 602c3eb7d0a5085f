import { HEADER_HEIGHT_PX } from '@591/config';
import type { HeaderProps } from '@591/header';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
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

function renderPart(root: Root, parts: ChromeParts, part: Part, props: object) {
  const Component = part === 'header' ? parts.Header : parts.Footer;
  root.render(<Component {...props} />);
}

/**
 * The header or footer in a root of its own. On the server it is rendered in place from the
 * bundled copy. In the browser the page around it hydrates against that HTML, left as it is,
 * and the part's current release replaces it once loaded: the server's copy stays on screen
 * until then, and the header's height is reserved when there is none.
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
  const mounted = useRef<{ root: Root; parts: ChromeParts } | null>(null);

  const attach = useCallback(
    (element: HTMLDivElement) => {
      let cancelled = false;
      void chrome.load().then((parts) => {
        if (cancelled) return;
        const root = createRoot(element);
        mounted.current = { root, parts };
        renderPart(root, parts, part, propsRef.current);
        // Marks the part as the browser's own from now on (tests and tooling wait for it).
        element.setAttribute('data-live', '');
      });
      return () => {
        cancelled = true;
        const island = mounted.current;
        mounted.current = null;
        // Not while React is still committing the page that removed the element.
        if (island) queueMicrotask(() => island.root.unmount());
      };
    },
    [chrome, part],
  );

  const propsKey = JSON.stringify(props);
  useEffect(() => {
    const island = mounted.current;
    if (island) renderPart(island.root, island.parts, part, JSON.parse(propsKey));
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
