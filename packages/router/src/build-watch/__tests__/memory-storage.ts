/** A sessionStorage stand-in that one test can hand to several page loads. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Storage as a browser with storage denied presents it: every access throws. */
export function deniedStorage(): () => Storage {
  return () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
}
