import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';

/** The first value PostgreSQL cannot take, with its path and why; null if there is none. */
function unstorable(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'number')
    return Number.isFinite(value) ? null : `${path} must be a finite number`;
  if (typeof value === 'string')
    return value.includes('\u0000') ? `${path} must not contain NUL characters` : null;
  if (depth > 3 || typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const problem = unstorable(item, `${path}/${key}`, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Input that passes the schemas but that PostgreSQL refuses, which would otherwise surface as a
 * 500: AJV coerces "1e400" to Infinity past integer and maximum checks, JSON.parse reads 1e999 as
 * Infinity, and text columns cannot hold NUL.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const problem =
      unstorable(request.params, 'params') ??
      unstorable(request.query, 'querystring') ??
      unstorable(request.body, 'body');
    if (problem) throw new HttpError(400, problem);
  });
}
