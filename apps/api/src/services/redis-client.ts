import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Rate limits ask Redis on every request, so no command may wait for it: nothing is queued
 * while the connection is down, and an answer later than this is an error.
 */
const COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 1000;
/** How long a start waits for the first connection before serving without it. */
const FIRST_CONNECT_WAIT_MS = 2000;

/**
 * Connects to Redis and keeps reconnecting in the background for as long as the app runs.
 * Waits briefly for the first connection so a healthy start shares its limits from the first
 * request, but never fails the start: Redis only holds rate-limit counts.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  logChanges(redis, log);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
    const settle = () => {
      clearTimeout(timer);
      redis.off('ready', settle).off('error', settle);
      resolve();
    };
    redis.once('ready', settle).once('error', settle);
  });
  return redis;
}

/** One line when Redis comes or goes, not one per reconnect attempt. */
function logChanges(redis: Redis, log: FastifyBaseLogger) {
  let up: boolean | undefined;
  redis.on('ready', () => {
    if (up !== true) log.info('Redis ready: rate limits are shared by every instance');
    up = true;
  });
  redis.on('error', (error) => {
    if (up !== false) {
      log.warn(
        { err: error },
        'Redis unreachable: rate limits count in this instance until it is back',
      );
    }
    up = false;
  });
}

/** QUIT lets sent commands finish; a connection that is down is just dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
