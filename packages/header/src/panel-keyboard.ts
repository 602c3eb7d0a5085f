import { focusableAfter, focusablesIn } from './focus-order.ts';
import type { MenuElements } from './menu-registry.ts';

/**
 * Keys while a panel is open: Escape closes it (back to the button if focus was in the
 * menu); inside the panel the arrows, Home and End move between its links and buttons, and
 * Tab past either end leaves for the button or for whatever follows it.
 */
export function handlePanelKey(
  event: KeyboardEvent,
  { button, panel }: MenuElements,
  close: () => void,
): void {
  if (!panel) return;
  const active = document.activeElement as HTMLElement | null;
  const inPanel = active !== null && panel.contains(active);
  if (event.key === 'Escape') {
    event.preventDefault();
    close();
    if (inPanel || active === button) button?.focus();
    return;
  }
  if (!inPanel) return;
  const items = focusablesIn(panel);
  const index = items.indexOf(active);
  const last = items.length - 1;
  const target: Record<string, number> = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  const moveTo = target[event.key];
  if (moveTo !== undefined) {
    event.preventDefault();
    items[moveTo]?.focus();
    return;
  }
  if (event.key !== 'Tab' || !button) return;
  if (event.shiftKey && index === 0) {
    event.preventDefault();
    button.focus();
  } else if (!event.shiftKey && index === last) {
    event.preventDefault();
    const next = focusableAfter(button, panel);
    close();
    next?.focus();
  }
}
