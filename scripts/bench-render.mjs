// npm run bench:render: builds every app for the benchmark's own port, then prints renders per
// second, p50 and p99 of the busiest pages through the gateway (e2e/bench/server-render.ts).
// Arguments pass on (--listings N, --requests N); DATABASE_URL runs it on that PostgreSQL.
import { runSiteBench } from './lib/bench.mjs';

const SITE_PORT = '8495';

runSiteBench('bench:render', SITE_PORT, { RENDER_SITE_PORT: SITE_PORT }, process.argv.slice(2));
