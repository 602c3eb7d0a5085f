// npm run bench:faults: builds every app as the e2e stage does (turbo's cache replays a build
// made for it), starts a throwaway PostgreSQL of the drill's own (.ci/postgres.sh: the drill
// restarts it) and installs redis-server when missing, then runs the fault drill
// (e2e/bench/faults.ts). FAULT_SECONDS=10 is CI's short form.
import { execFileSync, spawnSync } from 'node:child_process';
import { buildForE2e } from './lib/e2e.mjs';
import { install, ROOT, toolEnv } from './lib/toolchain.mjs';

const POSTGRES = { PG_CI_PORT: '55510', PG_CI_DIR: '/tmp/591-faults-postgres' };

install();
execFileSync(
  'bash',
  [
    '-c',
    'command -v redis-server >/dev/null || (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server)',
  ],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
buildForE2e();
const postgres = (args = []) =>
  execFileSync('bash', ['.ci/postgres.sh', ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...POSTGRES },
  }).trim();
const drill = spawnSync(
  'pnpm',
  ['--filter', '@591/e2e', 'bench:faults', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    cwd: ROOT,
    env: toolEnv({ DATABASE_URL: postgres(), PG_CI_DIR: POSTGRES.PG_CI_DIR }),
  },
);
postgres(['stop']);
process.exit(drill.status ?? 1);
