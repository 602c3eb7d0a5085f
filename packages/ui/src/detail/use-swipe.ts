import { type PointerEvent, useRef } from 'react';

/** How far a finger or mouse must travel sideways before it counts as a swipe. */
export const SWIPE_DISTANCE_PX = 40;

/**
 * Pointer handlers that call `onSwipe(-1)` for a swipe to the left (the next photo) and
 * `onSwipe(1)` for one to the right; mostly vertical moves are scrolls and ignored. Pointer
 * events cover touch, pen and mouse alike.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_DISTANCE_PX && Math.abs(dx) > Math.abs(dy)) {
        onSwipe(dx < 0 ? -1 : 1);
      }
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
