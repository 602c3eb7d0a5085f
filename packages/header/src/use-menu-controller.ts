import {
  type FocusEvent,
  type MouseEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { focusablesIn } from './focus-order.ts';
import { canOpenOnHover, HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from './hover-intent.ts';
import { createMenuRegistry } from './menu-registry.ts';
import { handlePanelKey } from './panel-keyboard.ts';

type FocusTarget = 'first' | 'last';

export interface MenuController {
  /** The one open menu: opening a menu closes the others. */
  openMenu: string | null;
  buttonProps(name: string): {
    id: string;
    type: 'button';
    'aria-expanded': boolean;
    'aria-controls': string;
    ref: RefCallback<HTMLButtonElement>;
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
    onKeyDown: (event: ReactKeyboardEvent<HTMLButtonElement>) => void;
    onBlur: (event: FocusEvent) => void;
  };
  panelProps(name: string): {
    id: string;
    hidden: boolean;
    ref: RefCallback<HTMLElement>;
    onBlur: (event: FocusEvent) => void;
  };
  /** For the element hovering over opens the menu: the trigger's container, a detached panel. */
  hoverProps(name: string): { onMouseEnter: () => void; onMouseLeave: () => void };
  close(name: string): void;
  focusButton(name: string): void;
}

/**
 * The header's menu buttons (WAI-ARIA disclosure): Enter, Space and ArrowDown open a panel
 * and focus its first link, ArrowUp its last; arrows, Home and End move inside; Escape closes
 * and returns to the button; Tab past the last link closes and moves on. Mouse hover opens on
 * desktop. One controller serves every menu so only one panel is ever open.
 */
export function useMenuController(): MenuController {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const baseId = useId();
  const current = useRef<string | null>(null);
  const [registry] = useState(createMenuRegistry);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const openedByHover = useRef(false);
  const keyActivation = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const focusItem = (name: string, target: FocusTarget) => {
    const panel = registry.get(name).panel;
    if (!panel) return;
    const items = focusablesIn(panel);
    (target === 'first' ? items[0] : items.at(-1))?.focus();
  };
  const show = (name: string, focus: FocusTarget | null, byHover = false) => {
    clearTimeout(timer.current);
    if (current.current === name) {
      if (focus) focusItem(name, focus);
      return;
    }
    openedByHover.current = byHover;
    pendingFocus.current = focus;
    current.current = name;
    setOpenMenu(name);
  };
  const hide = (name: string) => {
    if (current.current !== name) return;
    clearTimeout(timer.current);
    const { button, panel } = registry.get(name);
    if (panel?.contains(document.activeElement)) button?.focus();
    current.current = null;
    setOpenMenu(null);
  };
  const schedule = (action: () => void, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!openMenu) return;
    const name = openMenu;
    if (pendingFocus.current) focusItem(name, pendingFocus.current);
    pendingFocus.current = null;

    const onPointerDown = (event: PointerEvent) => {
      const { button, panel } = registry.get(name);
      const target = event.target as Node;
      if (button?.contains(target) || panel?.contains(target)) return;
      hide(name);
    };
    const onKeyDown = (event: KeyboardEvent) =>
      handlePanelKey(event, registry.get(name), () => hide(name));
    document.addEventListener('pointerdown', onPointerDown);
    // Capture, so a menu inside the mobile drawer takes Escape before the drawer does.
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  });

  const closeOnFocusLeaving = (name: string) => (event: FocusEvent) => {
    const next = event.relatedTarget;
    const { button, panel } = registry.get(name);
    if (next instanceof Node && !button?.contains(next) && !panel?.contains(next)) hide(name);
  };

  // A key that opened the menu must not toggle it again through the click browsers
  // synthesise for Enter and Space; the guard lasts until that key is released.
  const guardKeyClick = () => {
    keyActivation.current = true;
    document.addEventListener('keyup', () => setTimeout(() => (keyActivation.current = false)), {
      once: true,
      capture: true,
    });
  };

  const ids = (name: string) => ({
    button: `${baseId}${name}-button`,
    panel: `${baseId}${name}-panel`,
  });

  return {
    openMenu,
    buttonProps: (name) => ({
      id: ids(name).button,
      type: 'button',
      'aria-expanded': openMenu === name,
      'aria-controls': ids(name).panel,
      ref: registry.refsOf(name).button,
      onClick: (event) => {
        if (keyActivation.current) return;
        const isOpen = current.current === name;
        // detail 0: activated by assistive technology rather than a pointer.
        if (event.detail === 0) return isOpen ? hide(name) : show(name, 'first');
        if (isOpen && openedByHover.current) {
          openedByHover.current = false;
          return;
        }
        return isOpen ? hide(name) : show(name, null);
      },
      onKeyDown: (event) => {
        switch (event.key) {
          case 'Enter':
          case ' ':
            event.preventDefault();
            guardKeyClick();
            return current.current === name ? hide(name) : show(name, 'first');
          case 'ArrowDown':
            event.preventDefault();
            return show(name, 'first');
          case 'ArrowUp':
            event.preventDefault();
            return show(name, 'last');
        }
      },
      onBlur: closeOnFocusLeaving(name),
    }),
    panelProps: (name) => ({
      id: ids(name).panel,
      hidden: openMenu !== name,
      ref: registry.refsOf(name).panel,
      onBlur: closeOnFocusLeaving(name),
    }),
    hoverProps: (name) => ({
      onMouseEnter: () => {
        if (!canOpenOnHover()) return;
        if (current.current === name) return clearTimeout(timer.current);
        if (current.current) return show(name, null, true);
        schedule(() => show(name, null, true), HOVER_OPEN_DELAY_MS);
      },
      onMouseLeave: () => {
        if (!canOpenOnHover()) return;
        if (current.current === name) schedule(() => hide(name), HOVER_CLOSE_DELAY_MS);
        else clearTimeout(timer.current);
      },
    }),
    close: hide,
    focusButton: (name) => registry.get(name).button?.focus(),
  };
}
