/** Pages are kept per URL: the same list with other filters is another page. */
export function keepAliveKey(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/** How many pages stay alive at once: enough for list -> detail -> detail -> back. */
export const KEEP_ALIVE_CAPACITY = 5;
