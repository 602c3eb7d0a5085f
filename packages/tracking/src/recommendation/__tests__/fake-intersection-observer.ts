import { vi } from 'vitest';

/** jsdom has no IntersectionObserver: this one is driven by the test's `show(element)`. */
export function installFakeIntersectionObserver() {
  const observers = new Set<FakeObserver>();

  class FakeObserver {
    readonly watched = new Set<Element>();
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      observers.add(this);
    }
    observe(element: Element) {
      this.watched.add(element);
    }
    unobserve(element: Element) {
      this.watched.delete(element);
    }
    disconnect() {
      this.watched.clear();
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    /** Reports the element as scrolled into view (or out of it) to whoever watches it. */
    show(element: Element, isIntersecting = true) {
      for (const observer of observers) {
        if (!observer.watched.has(element)) continue;
        observer.callback(
          [{ target: element, isIntersecting } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
      }
    },
  };
}
