// The drill's servers: API instances, the gateway, Redis and the drill's own PostgreSQL, each
// started in a process group of its own (a kill reaches pnpm, tsx and node together), logs in
// one folder.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../support/processes.ts';

const run = promisify(execFile);

/** The gateway's port: the e2e build's links name it, so the drill serves that build. */
export const SITE_PORT = 8480;
/** The web instances behind the gateway (they queue jobs and work none), and the job worker. */
export const WEB_PORTS = [18191, 18192] as const;
export const WORKER_PORT = 18193;
const REDIS_PORT = 56381;

export interface Server {
  name: string;
  child: ChildProcess;
  kill(signal: NodeJS.Signals): void;
}

const started: Server[] = [];
let logFolder = '';

export function logTo(folder: string) {
  logFolder = folder;
}

function launch(name: string, command: string, args: string[], env: Record<string, string>) {
  const log = openSync(path.join(logFolder, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', log, log],
  });
  const server: Server = {
    name,
    child,
    kill(signal) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    },
  };
  started.push(server);
  return server;
}

/** Stops every server the drill started (those killed on purpose are gone already). */
export function stopAll() {
  for (const server of started) server.kill('SIGTERM');
}

export async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

export const healthy = async (port: number) =>
  (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) })).ok;

export const psql = (url: string, command: string) =>
  run('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', command]).then(({ stdout }) =>
    stdout.trim(),
  );

/** Rows of a query as arrays of their columns' text. */
export const psqlRows = async (url: string, query: string) =>
  (await psql(url, query))
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('|'));

/**
 * An API instance on the drill's database: `work` takes the jobs, `send` only queues them (the
 * web instances). Only an empty database is seeded: the first instance's start fills it.
 */
export function startApi(port: number, jobs: 'work' | 'send', databaseUrl: string): Server {
  return launch(`api-${port}`, 'pnpm', ['--filter', '@591/api', 'start'], {
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    API_PORT: String(port),
    API_JOBS: jobs,
    SEED_LISTINGS: '2000',
    API_RATE_LIMIT: '0',
    SITE_DOMAIN: '591.com.tw',
    SITE_PROTOCOL: 'http',
    SITE_PORT: String(SITE_PORT),
    LOG_LEVEL: 'warn',
  });
}

export const startGateway = () =>
  launch('gateway', 'pnpm', ['--filter', '@591/gateway', 'start'], {
    SITE_DOMAIN: '591.com.tw',
    PORT: String(SITE_PORT),
    API_ORIGIN: WEB_PORTS.map((port) => `http://127.0.0.1:${port}`).join(','),
  });

export const startRedis = () =>
  launch(
    'redis',
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no'],
    {},
  );

/** PostgreSQL restarted as an operator would (fast shutdown: sessions cut, then back). */
export async function restartPostgres(dataDir: string) {
  const { stdout } = await run('bash', [
    '-c',
    'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1',
  ]);
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const [command, ...args] = [
    ...asPostgres,
    `${stdout.trim()}/pg_ctl`,
    '-D',
    dataDir,
    // Its output to its log: pg_ctl's own ends when the server is up, the server's never would.
    '-l',
    `${dataDir}/server.log`,
    '-m',
    'fast',
    '-w',
    'restart',
  ];
  await run(command!, args);
}
