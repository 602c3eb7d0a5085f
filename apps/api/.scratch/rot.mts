import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';
import { siteConfig } from '../src/config/site.ts';
import { SEARCH_PATHS } from '../bench/bench-requests.ts';
const h = await openDatabase({ dataDir: '/work/main/.data/pglite-bench', sharedBuffers: process.env.SB ?? '256MB' });
const app = await buildApp({ db: h.db, site: siteConfig({ siteDomain: '591.localhost', siteProtocol: 'http:', sitePort: '8080' }), photoCacheDir: '/tmp/ph', rateLimitPerMinute: 0, trustProxy: 'loopback' });
for (let round = 0; round < (Number(process.env.ROUNDS) || 4); round++) {
  const times: number[] = [];
  for (const p of SEARCH_PATHS) { const t = performance.now(); await app.inject(p); times.push(performance.now() - t); }
  console.log('round', round, 'avg', (times.reduce((a, b) => a + b) / times.length).toFixed(1), times.map((t) => t.toFixed(0)).join(' '));
}
await app.close(); await h.close();
