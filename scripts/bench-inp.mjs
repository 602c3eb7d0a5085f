// npm run bench:inp: builds every app for the benchmark's own port (bench:render's, so the two
// share a build), then prints how long each of the visitor's taps keeps the page from answering
// at 390 px with the CPU slowed 4x (e2e/bench/interactions.ts). `--runs N` passes on.
import { runSiteBench } from './lib/bench.mjs';

const SITE_PORT = '8495';

runSiteBench('bench:inp', SITE_PORT, { INP_SITE_PORT: SITE_PORT }, process.argv.slice(2));
