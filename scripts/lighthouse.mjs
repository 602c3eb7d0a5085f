// npm run lighthouse: builds every app for the benchmark's own port, then prints Lighthouse
// mobile medians (5 runs) of the site's main pages, as served and with every script blocked
// (the page's own floor on this machine), and what the scripts add to the blocking time.
import { runSiteBench } from './lib/bench.mjs';

const SITE_PORT = '8496';

runSiteBench('lighthouse', SITE_PORT, { LIGHTHOUSE_SITE_PORT: SITE_PORT });
