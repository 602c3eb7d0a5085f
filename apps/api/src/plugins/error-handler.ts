import { STATUS_CODES } from 'node:http';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.ts';
import { errorBody, FieldError, TooManyError } from '../lib/http-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a form shows at a field its schema refused, by field name (see formFieldError). */
    fieldMessages?: Readonly<Record<string, string>>;
  }
}

/**
 * Names the field and the rule it broke, e.g. "querystring/price has an invalid format";
 * AJV's own pattern messages would echo the regular expression at the caller.
 */
export function formatValidationError(
  errors: FastifySchemaValidationError[],
  dataVar: string,
): Error {
  const [first] = errors;
  if (!first) return new Error(`${dataVar} is invalid`);
  const field = fieldOf(first);
  const where = field ? `${dataVar}/${field}` : dataVar;
  const rule =
    first.keyword === 'pattern'
      ? 'has an invalid format'
      : first.keyword === 'required'
        ? 'is required'
        : first.keyword === 'enum'
          ? `must be one of ${(first.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`
          : (first.message ?? 'is invalid');
  return new Error(`${where} ${rule}`);
}

/** The field a schema error is about: the missing property, or the path to the bad value. */
function fieldOf(error: FastifySchemaValidationError): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  return missing ?? error.instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * Routes behind a form name, in `config.fieldMessages`, the words a person filling it sees
 * when the schema refuses a field; other callers get the schema's own developer wording.
 */
function formFieldError(error: Partial<FastifyError>, request: FastifyRequest): FieldError | null {
  const [first] = error.validation ?? [];
  const messages = request.routeOptions.config.fieldMessages;
  if (!first || !messages) return null;
  // An item of a list field (features.3) is shown at the list.
  const field = fieldOf(first).split('.')[0] ?? '';
  const message = messages[field];
  return message ? new FieldError(field, message) : null;
}

/** Every error leaves as {statusCode, error, message}; a 5xx never shows what went wrong inside. */
export function replyWithError(
  error: Partial<FastifyError>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const worded = formFieldError(error, request);
  if (worded)
    return reply.status(400).send({ ...errorBody(400, worded.message), field: worded.field });
  const status = Number(error.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    const body = errorBody(status, error.message || (STATUS_CODES[status] ?? 'Error'));
    if (error instanceof TooManyError) {
      reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    return reply
      .status(status)
      .send(error instanceof FieldError ? { ...body, field: error.field } : body);
  }
  if (isDatabaseUnavailable(error)) {
    // Down or restarting: said at once, with when to try again; the pool connects anew by
    // itself at the next request once the database is back.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.status(503).send(errorBody(503, '服務暫時無法使用，請稍後再試'));
  }
  request.log.error({ err: error }, 'request failed');
  if (status === 503) return reply.status(503).send(errorBody(503, '服務暫時無法使用，請稍後再試'));
  return reply.status(500).send(errorBody(500, '伺服器發生錯誤，請稍後再試'));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(replyWithError);
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody(404, `${request.method} ${request.url.split('?')[0]} does not exist`)),
  );
}
