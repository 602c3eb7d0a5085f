import type {
  NewBuildPage,
  SmsCodeBody,
  SmsCodeSent,
  SmsOutbox,
  Visit,
  VisitBody,
  VisitPage,
} from '@591/contract';
import { apiClient } from './clients.ts';
import { readOwn } from './member.ts';

/**
 * The answer to the 預約賞屋 form and its code button: done, or refused in words for the
 * visitor, at the field to correct when the API named one. `status` tells the page what kind
 * of refusal it is (409 已完銷, 429 wait before another code); 0 when no answer came.
 */
export type VisitFormResult<Data> =
  | { ok: true; data: Data }
  | { ok: false; message: string; field?: string; status: number };

const FALLBACK_MESSAGE = '連線發生問題，請稍後再試';
// 400, 404, 409 and 429 are worded for the visitor; 403 and 5xx are not.
const WORDED = new Set([400, 404, 409, 429]);

async function postForm<Data>(path: string, body: object): Promise<VisitFormResult<Data>> {
  try {
    const response = await apiClient('api').post(path, {
      json: body,
      throwHttpErrors: false,
      retry: 0,
    });
    const answer = (await response.json().catch(() => ({}))) as {
      message?: string;
      field?: string;
    };
    if (response.ok) return { ok: true, data: answer as Data };
    const worded = WORDED.has(response.status) && answer.message;
    return {
      ok: false,
      message: worded || FALLBACK_MESSAGE,
      ...(worded && answer.field ? { field: answer.field } : {}),
      status: response.status,
    };
  } catch {
    return { ok: false, message: FALLBACK_MESSAGE, status: 0 };
  }
}

/** POST /v1/sms/codes: a 6-digit code to the mobile, good for `expiresIn` seconds. */
export function sendSmsCode(body: SmsCodeBody): Promise<VisitFormResult<SmsCodeSent>> {
  return postForm('v1/sms/codes', body);
}

/** POST /v1/new-builds/:id/visits: books a visit; the visitor gets an SMS confirming it. */
export function bookVisit(id: number, body: VisitBody): Promise<VisitFormResult<Visit>> {
  return postForm(`v1/new-builds/${id}/visits`, body);
}

/** GET /v1/user/visits: the visits booked at the member's projects, newest first. */
export function fetchOwnVisits(page = 1, pageSize = 20): Promise<VisitPage> {
  return readOwn('v1/user/visits', { page, pageSize });
}

/** GET /v1/user/new-builds: the member's own projects (a builder's), newest opened first. */
export function fetchOwnNewBuilds(): Promise<NewBuildPage> {
  return readOwn('v1/user/new-builds', { page: 1, pageSize: 100 });
}

/**
 * GET /v1/dev/sms-outbox: the texts a development site kept for the mobile instead of sending
 * them, newest first; null when the site sends real texts or does not answer this machine.
 */
export async function fetchSmsOutbox(mobile: string): Promise<SmsOutbox | null> {
  const response = await apiClient('api').get('v1/dev/sms-outbox', {
    searchParams: { mobile },
    throwHttpErrors: false,
  });
  if (response.status === 404 || response.status === 403) return null;
  if (!response.ok) {
    throw Object.assign(new Error(`The SMS outbox could not be read (HTTP ${response.status})`), {
      response,
    });
  }
  return response.json();
}
