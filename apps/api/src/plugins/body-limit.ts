import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';

export const BEACON_BODY_LIMIT = 64 * 1024;

/**
 * The multipart parser reads the raw request itself, so Fastify's bodyLimit does not cover it.
 * HTTP/1.1 bodies cannot run past their Content-Length, so checking the declared length caps
 * the body; a chunked body has none to check and is refused (sendBeacon always declares it).
 */
export function limitDeclaredBody(maxBytes: number) {
  return async (request: FastifyRequest) => {
    const declared = request.headers['content-length'];
    if (declared === undefined) throw new HttpError(411, 'Send the body with a Content-Length');
    if (Number(declared) > maxBytes)
      throw new HttpError(413, `Request body is larger than ${maxBytes} bytes`);
  };
}
