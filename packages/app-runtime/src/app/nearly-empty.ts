/** Fewer visible characters than this means the page did not render. */
const MIN_TEXT_LENGTH = 10;

/** Whether an app's root element shows next to nothing: no header, no page. */
export function isNearlyEmpty(root: Element): boolean {
  const clone = root.cloneNode(true) as Element;
  for (const invisible of clone.querySelectorAll('style, script, template')) invisible.remove();
  return (clone.textContent ?? '').replace(/\s+/g, '').length < MIN_TEXT_LENGTH;
}
