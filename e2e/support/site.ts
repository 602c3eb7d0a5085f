/** The real-looking site the e2e run serves; Chromium maps its hosts to loopback. */
export const DOMAIN = '591.com.tw';
export const PORT = Number(process.env.E2E_PORT || 8480);
export const API_PORT = Number(process.env.E2E_API_PORT || 8470);

/** The e2e API's seeded catalogue: listings 1 to this; members' postings come after. */
export const SEEDED_LISTINGS = 3000;

export function origin(subdomain: string, port = PORT): string {
  return `http://${subdomain}.${DOMAIN}:${port}`;
}

/**
 * Debian's Chromium unless CHROME_PATH names another (scripts/browser-deps.sh checks the same):
 * the browser visitors run, for push (notifications and their permission) and the benchmarks.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * What the e2e tests drive unless a spec asks for the full browser: Chromium's own headless
 * build (Debian's chromium-headless-shell; the one Playwright itself runs headless), the same
 * Blink and V8 without the desktop browser's compositing of a window nobody sees. It costs about
 * 60% of the CPU per test that the full browser does, which on two cores is the suite's time.
 * It has no notifications (permission is always 'denied'), so push.spec launches CHROMIUM_PATH.
 */
export const HEADLESS_SHELL_PATH =
  process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  `--host-resolver-rules=MAP *.${DOMAIN} 127.0.0.1, MAP ${DOMAIN} 127.0.0.1`,
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
