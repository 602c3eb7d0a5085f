import {
  CONNECTIONS,
  measure,
  measureConcurrent,
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
  // Every visitor's first list, and the commonest filters, asked by 8 visitors at once.
  const concurrent: Scenario[] = [
    { name: 'rent list of a region, no filter', paths: ['/v1/rent/listings?region=1'] },
    { name: 'sale list of a region, no filter', paths: ['/v1/sale/listings?regionid=1'] },
    {
      name: 'rent list, a kind and a price band',
      paths: ['/v1/rent/listings?region=1&kind=1&price=20000_40000'],
    },
    {
      name: 'sale list, a price band and rooms',
      paths: ['/v1/sale/listings?regionid=1&price=1500_3000&pattern=3'],
    },
    { name: 'every search above, in turn', paths: SEARCH_PATHS },
  ];
  console.log('\nConcurrency 8, 2,000 requests each after 200 to warm up\n');
  console.log(`${'search'.padEnd(50)}  answers/s  p50 ms  p99 ms  errors/non-2xx`);
  for (const scenario of concurrent) {
    await measureConcurrent(scenario, { port, connections: 8, amount: 200 });
    const result = await measureConcurrent(scenario, { port, connections: 8, amount: 2_000 });
    console.log(
      `${scenario.name.padEnd(50)}  ${String(result.perSecond).padStart(9)}  ${String(result.p50).padStart(6)}  ${String(result.p99).padStart(6)}  ${String(result.failures).padStart(14)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
