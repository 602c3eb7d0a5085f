import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../services/sessions.ts';
import { smsCode } from './sms.ts';
import { freshAddress, SITE_ORIGIN } from './test-app.ts';

export const TEST_PASSWORD = 'correct horse battery';

/** Mobile numbers no other test of the file has used. */
let nextMobile = 30_000_000;
export const newMobile = () => `09${String(nextMobile++).padStart(8, '0')}`;

/** The `Cookie` header that sends back the session a response set; '' when it set none. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie?.value ? `${SESSION_COOKIE}=${cookie.value}` : '';
}

export interface MemberRequest {
  address?: string;
  cookie?: string;
  userAgent?: string;
}

const headersOf = ({ cookie, userAgent }: MemberRequest) => ({
  origin: SITE_ORIGIN,
  ...(cookie && { cookie }),
  ...(userAgent && { 'user-agent': userAgent }),
});

/**
 * Registers as a person does: a code asked for the mobile and read from the development
 * outbox, then the form. `body` overrides the form's fields (a `code` of its own included).
 */
export async function registerMember(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
  request: MemberRequest = {},
) {
  const mobile = typeof body.mobile === 'string' ? body.mobile : newMobile();
  const code = 'code' in body ? body.code : await smsCode(app, mobile, 'register');
  const response = await app.inject({
    method: 'POST',
    url: '/v1/user/register',
    remoteAddress: request.address ?? freshAddress(),
    headers: headersOf(request),
    payload: { mobile, code, password: TEST_PASSWORD, realname: '王小明', sex: 1, ...body },
  });
  return { response, mobile, cookie: sessionCookieOf(response) };
}

export function logIn(
  app: FastifyInstance,
  mobile: string,
  password: string,
  request: MemberRequest = {},
) {
  return app.inject({
    method: 'POST',
    url: '/v1/user/login',
    remoteAddress: request.address ?? freshAddress(),
    headers: headersOf(request),
    payload: { mobile, password },
  });
}

/** The user state, or status 0, for the session the cookie names. */
export async function oauthOf(app: FastifyInstance, cookie: string) {
  return (await app.inject({ url: '/v1/user/oauth', headers: { cookie } })).json();
}
