import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API_PORT } from './site.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const execFileAsync = promisify(execFile);

/** Starts another gateway, e.g. one serving a different build of a single app. */
export async function startGateway(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const gateway = spawn('pnpm', ['--filter', '@591/gateway', 'start'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SITE_DOMAIN: '591.com.tw',
      PORT: String(port),
      API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
      ...env,
    },
    stdio: 'ignore',
  });
  await waitForPort(port);
  return gateway;
}

async function waitForPort(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nothing listened on port ${port} within ${timeoutMs} ms`);
}

/** Starts an API of its own on `port`, with its own seeded catalogue in `dataDir`. */
export async function startApi(
  port: number,
  {
    dataDir,
    listings = 3000,
    sitePort,
    rateLimitPerMinute = 0,
    readyWithinMs = 180_000,
    checkAnswers = true,
  }: {
    dataDir: string;
    listings?: number;
    sitePort: number;
    rateLimitPerMinute?: number;
    /** How long its start may take (a first start seeds the catalogue before it listens). */
    readyWithinMs?: number;
    /** Each answer checked against its contract, as in tests; off as `npm start` runs it. */
    checkAnswers?: boolean;
  },
): Promise<ChildProcess> {
  const api = spawn('pnpm', ['--filter', '@591/api', 'start'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SITE_DOMAIN: '591.com.tw',
      SITE_PROTOCOL: 'http',
      SITE_PORT: String(sitePort),
      API_PORT: String(port),
      DATA_DIR: dataDir,
      SEED_LISTINGS: String(listings),
      API_RATE_LIMIT: String(rateLimitPerMinute),
      LOG_LEVEL: 'warn',
      API_CHECK_ANSWERS: checkAnswers ? '1' : '0',
    },
    stdio: 'ignore',
  });
  await waitForPort(port, readyWithinMs);
  return api;
}
