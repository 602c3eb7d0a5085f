import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@591/contract';

/** The contract's error answer (some carry more, e.g. the field a form refused). */
export type ErrorBody = ApiError;

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** A client error with the status and message the caller should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A 429 with how long to wait: the answer says it in words, and `Retry-After` in seconds. */
export class TooManyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** A 400 worded for the person filling a form, naming the field the form shows it at. */
export class FieldError extends HttpError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(400, message);
  }
}
