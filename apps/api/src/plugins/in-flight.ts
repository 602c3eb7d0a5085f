import type { FastifyInstance } from 'fastify';

/**
 * Counts handlers still running. A client that hangs up does not stop its handler, and closing
 * the server does not wait for it: shutdown waits here before closing the database under it.
 */
const trackers = new WeakMap<FastifyInstance, { settled(timeoutMs?: number): Promise<void> }>();

/** Waits until the app's running handlers have finished, or the time-out passes. */
export function requestsSettled(app: FastifyInstance, timeoutMs?: number): Promise<void> {
  return trackers.get(app)?.settled(timeoutMs) ?? Promise.resolve();
}

export function trackInFlight(app: FastifyInstance) {
  let running = 0;
  app.addHook('preHandler', async () => {
    running += 1;
  });
  app.addHook('onSend', async () => {
    running = Math.max(0, running - 1);
  });
  trackers.set(app, {
    async settled(timeoutMs = 5000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (running > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  });
}
