const FOCUSABLE = 'a[href],button:not([disabled])';

function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden]')) return false;
  return element.checkVisibility?.() ?? true;
}

/** The links and buttons a keyboard user can reach inside a menu panel, in order. */
export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isShown);
}

/**
 * Where Tab goes after a menu button when its panel is left behind: the next focusable
 * element in the page outside the panel. Channel panels sit after the channel list, so
 * plain Tab from a panel's last link would skip the remaining channels.
 */
export function focusableAfter(anchor: HTMLElement, skip: HTMLElement): HTMLElement | undefined {
  const all = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !skip.contains(element) && (element === anchor || isShown(element)),
  );
  return all[all.indexOf(anchor) + 1];
}
