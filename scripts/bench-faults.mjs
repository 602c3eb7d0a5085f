// npm run bench:faults: builds every app for the drill's own port, starts a throwaway PostgreSQL
// (.ci/postgres.sh) and installs redis-server when missing, then runs the fault drill
// (e2e/bench/faults.ts): two API instances behind the gateway under load while one part after
// another fails, a table per fault and the replies' count checked against the database.
import { execFileSync } from 'node:child_process';
import { runSiteBench } from './lib/bench.mjs';

const SITE_PORT = '8494';
// A PostgreSQL of the drill's own: the drill restarts it.
const POSTGRES = { PG_CI_PORT: '55510', PG_CI_DIR: '/tmp/591-faults-postgres' };

execFileSync(
  'bash',
  [
    '-c',
    'command -v redis-server >/dev/null || (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server)',
  ],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
const databaseUrl = execFileSync('bash', ['.ci/postgres.sh'], {
  encoding: 'utf8',
  env: { ...process.env, ...POSTGRES },
}).trim();
runSiteBench(
  'bench:faults',
  SITE_PORT,
  { DATABASE_URL: databaseUrl, PG_CI_DIR: POSTGRES.PG_CI_DIR },
  process.argv.slice(2),
);
