import type { RefCallback } from 'react';

export interface MenuElements {
  button: HTMLButtonElement | null;
  panel: HTMLElement | null;
}

/**
 * The button and panel element of each menu by name, with ref callbacks that stay the same
 * across renders, so React does not detach and reattach them every time.
 */
export function createMenuRegistry() {
  const elements = new Map<string, MenuElements>();
  const refs = new Map<
    string,
    { button: RefCallback<HTMLButtonElement>; panel: RefCallback<HTMLElement> }
  >();

  const get = (name: string): MenuElements => {
    let found = elements.get(name);
    if (!found) {
      found = { button: null, panel: null };
      elements.set(name, found);
    }
    return found;
  };

  const refsOf = (name: string) => {
    let found = refs.get(name);
    if (!found) {
      found = {
        button: (element) => {
          get(name).button = element;
        },
        panel: (element) => {
          get(name).panel = element;
        },
      };
      refs.set(name, found);
    }
    return found;
  };

  return { get, refsOf };
}
