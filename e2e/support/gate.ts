/**
 * Holds something back (a request, a script) until the test has looked at the page in the
 * meantime: `held` settles when `open()` is called, however slow or fast the machine is.
 */
export function gate(): { held: Promise<void>; open: () => void } {
  let open = () => {};
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { held, open };
}
