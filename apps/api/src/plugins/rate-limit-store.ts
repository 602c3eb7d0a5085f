import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Other data may live in the same Redis. */
const KEY_PREFIX = 'api591:rate-limit:';

/** After Redis failed to count, requests count locally this long before it is asked again. */
const PAUSE_AFTER_FAILURE_MS = 5000;

type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
type Counted = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0];

/** What a store and its per-route children know together: is Redis answering? */
class RedisHealth {
  private pausedUntil = 0;
  private failing = false;

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  usable(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.pausedUntil;
  }

  answered() {
    if (this.failing) this.log.info('Redis counts rate limits again');
    this.failing = false;
  }

  failed(error: Error) {
    if (!this.failing) {
      this.log.warn({ err: error }, 'Redis did not count a request: counting in this instance');
    }
    this.failing = true;
    this.pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
  }
}

/**
 * Counts in Redis, so every instance enforces one limit. While Redis is down, stalled or slow,
 * counts in this process instead: a visitor then gets up to one limit per instance, but logins
 * and messages stay limited and no request waits on Redis or fails because of it. Refusing
 * everyone, or letting everyone through, would turn a Redis outage into a site outage or an
 * open door for password guessing.
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly health: RedisHealth,
  ) {}

  incr(key: string, callback: Counted, timeWindow: number, max: number): void {
    if (!this.health.usable()) {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error) {
          this.health.failed(error);
          this.local.incr(key, callback, timeWindow, max);
        } else {
          this.health.answered();
          callback(null, result);
        }
      },
      timeWindow,
      max,
    );
  }

  child(routeParams: RouteParams): FastifyRateLimitStore {
    return new FallbackStore(
      this.shared.child(routeParams),
      this.local.child(routeParams),
      this.health,
    );
  }
}

/**
 * The plugin counts each route on its own (its stores prefix keys with the route, and keep a
 * map per route). A route whose limit names a `groupId` counts with every other route of the
 * group instead: one count for, say, a person's messages, whichever route sends them.
 */
class GroupedStore implements FastifyRateLimitStore {
  private readonly groups = new Map<string, FastifyRateLimitStore>();

  constructor(private readonly base: FastifyRateLimitStore) {}

  incr(key: string, callback: Counted, timeWindow: number, max: number): void {
    this.base.incr(key, callback, timeWindow, max);
  }

  child(routeParams: RouteParams): FastifyRateLimitStore {
    const group = (routeParams as RouteParams & { groupId?: string }).groupId;
    if (!group) return this.base.child(routeParams);
    let store = this.groups.get(group);
    if (!store) {
      // The stores name a route's counts by `routeInfo` (the plugin passes it with the merged
      // limit, which its types leave out): the group's name in its place makes one count.
      const asGroup = { ...routeParams, routeInfo: { method: 'GROUP', url: group } };
      store = this.base.child(asGroup as unknown as RouteParams);
      this.groups.set(group, store);
    }
    return store;
  }
}

/**
 * The store class for @fastify/rate-limit's `store` option: counting in this Redis (shared by
 * every instance), or in this process when there is none; either way by group where a route
 * names one.
 */
export function rateLimitStore(
  redis: Redis | null,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const health = redis && new RedisHealth(redis, log);
  return class extends GroupedStore {
    constructor(options: FastifyRateLimitOptions) {
      const params = options as StoreParams;
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      const local = new LocalStore(continueExceeding, exponentialBackoff, params.cache);
      super(
        redis && health
          ? new FallbackStore(
              new RedisStore(continueExceeding, exponentialBackoff, redis, KEY_PREFIX),
              local,
              health,
            )
          : local,
      );
    }
  };
}
