// Prints how 300 rent detail pages (or --visitors N), asked for by as many visitors within a minute, were
// answered: rendered on the server, redirected to the browser render (csr=1) or refused. The
// API runs with its real per-visitor limit (600 a minute). Run it once as the edge is set up
// (the gateway trusts X-Forwarded-For from loopback, so each render counts as its visitor's)
// and once with `--shared-bucket` (the gateway trusts nobody, so every render counts as the
// gateway's own address, as before renders passed the visitor on). Needs the apps built.
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { startApi, startGateway } from '../support/processes.ts';
import { origin } from '../support/site.ts';

const API_PORT = 8492;
const SITE_PORT = 8493;
/** `--visitors N` asks as more visitors (the API's limit is per minute and address). */
const visitorsFlag = process.argv.indexOf('--visitors');
const VISITORS = visitorsFlag > 0 ? Number(process.argv[visitorsFlag + 1]) : 300;
const CONCURRENCY = 10;
const API_LIMIT_PER_MINUTE = 600;
const sharedBucket = process.argv.includes('--shared-bucket');

interface Answer {
  status: number;
  render: string;
}

function getPage(url: URL, visitor: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, accept: 'text/html', 'x-forwarded-for': visitor },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            render: String(response.headers['x-render'] ?? 'none'),
          }),
        );
      },
    )
      .on('error', reject)
      .end();
  });
}

async function detailIds(count: number): Promise<number[]> {
  const answer = await fetch(
    `http://127.0.0.1:${API_PORT}/v1/rent/listings?pageSize=${count}`,
  ).then((response) => response.json() as Promise<{ items: { id: number }[] }>);
  return answer.items.map((item) => item.id);
}

const processes: ChildProcess[] = [];
try {
  processes.push(
    await startApi(API_PORT, {
      dataDir: '.data/bench-forwarded',
      sitePort: SITE_PORT,
      rateLimitPerMinute: API_LIMIT_PER_MINUTE,
    }),
  );
  processes.push(
    await startGateway(SITE_PORT, {
      API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
      // An address no request comes from: X-Forwarded-For is never believed.
      ...(sharedBucket ? { TRUST_PROXY: '192.0.2.1' } : {}),
    }),
  );
  const ids = await detailIds(30);
  const answers: Answer[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < VISITORS) {
        const visitor = next;
        next += 1;
        const address = `198.18.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
        const url = new URL(`${origin('rent', SITE_PORT)}/${ids[visitor % ids.length]}`);
        answers.push(await getPage(url, address));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const count = (test: (answer: Answer) => boolean) => answers.filter(test).length;
  console.log(
    `${VISITORS} rent detail pages from ${VISITORS} visitors in ${seconds.toFixed(1)} s` +
      (sharedBucket ? ' (one shared rate-limit bucket)' : ' (each visitor their own bucket)'),
  );
  console.log(
    `  rendered on the server (200, X-Render: server): ${count((a) => a.status === 200 && a.render === 'server')}`,
  );
  console.log(`  redirected to csr=1 (302):                     ${count((a) => a.status === 302)}`);
  console.log(`  refused (429):                                 ${count((a) => a.status === 429)}`);
  console.log(
    `  anything else:                                 ${count((a) => ![200, 302, 429].includes(a.status))}`,
  );
} finally {
  for (const child of processes) child.kill();
}
