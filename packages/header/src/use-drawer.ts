import { useEffect, useId, useRef, useState } from 'react';

/** The mobile drawer's toggle: Escape closes it unless an open menu inside took the key. */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return {
    open,
    id,
    toggleProps: {
      ref: toggle,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen((wasOpen) => !wasOpen),
    },
  };
}
