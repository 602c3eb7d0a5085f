import {
  CONNECTIONS,
  measure,
  prepareBenchDatabase,
  RESULT_HEADER,
  readBenchArgs,
  resultRow,
  type Scenario,
  startBenchServer,
} from './bench-api.ts';
import { listingIds, SEARCH_PATHS } from './bench-requests.ts';

/** Latency of the main read endpoints at a fixed request rate; see bench-api.ts. */
const { listings, seconds, rate, port } = readBenchArgs(process.argv.slice(2));
const serverUrl = await prepareBenchDatabase(listings);
const server = await startBenchServer(port, serverUrl);
try {
  const ids = listingIds(listings);
  const scenarios: Scenario[] = [
    { name: 'trivial: GET /v1/app/configs', paths: ['/v1/app/configs'] },
    { name: 'list search with filters', paths: SEARCH_PATHS },
    { name: 'listing detail', paths: ids.map((id) => `/v1/listings/${id}`) },
    { name: 'recommendation groups', paths: ids.map((id) => `/v1/listings/${id}/recommendations`) },
  ];
  console.log(
    `\n${rate} requests/s over ${CONNECTIONS} staggered connections, ${seconds} s per endpoint after a 2 s warm-up\n`,
  );
  console.log(RESULT_HEADER);
  for (const scenario of scenarios) {
    await measure(scenario, { port, rate, duration: 2 });
    console.log(
      resultRow(scenario.name, await measure(scenario, { port, rate, duration: seconds })),
    );
  }
} finally {
  server.kill('SIGTERM');
}
