/** The real-looking site the e2e run serves; Chromium maps its hosts to loopback. */
export const DOMAIN = '591.com.tw';
export const PORT = Number(process.env.E2E_PORT || 8480);
export const API_PORT = Number(process.env.E2E_API_PORT || 8470);

/** The e2e API's seeded catalogue: listings 1 to this; members' postings come after. */
export const SEEDED_LISTINGS = 3000;

export function origin(subdomain: string, port = PORT): string {
  return `http://${subdomain}.${DOMAIN}:${port}`;
}

/** Debian's Chromium unless CHROME_PATH names another (scripts/browser-deps.sh checks the same). */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

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
