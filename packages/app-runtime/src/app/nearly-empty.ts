/** Fewer visible characters than this means the page did not render. */
const MIN_TEXT_LENGTH = 10;

/** Elements whose text is never shown. */
const INVISIBLE = new Set(['STYLE', 'SCRIPT', 'TEMPLATE']);

/**
 * Whether an app's root element shows next to nothing: no header, no page. It reads text
 * nodes in order and stops at the first few visible characters, so a long page costs no more
 * than a short one (no copy of the page, no reading of all its text).
 */
export function isNearlyEmpty(root: Element): boolean {
  const walker = root.ownerDocument.createTreeWalker(
    root,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    (node) => (INVISIBLE.has(node.nodeName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  );
  let visible = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType !== Node.TEXT_NODE) continue;
    visible += (node.nodeValue ?? '').replace(/\s+/g, '').length;
    if (visible >= MIN_TEXT_LENGTH) return false;
  }
  return true;
}
