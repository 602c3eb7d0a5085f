import type {
  DeleteAccountBody,
  EndedSessions,
  FavouritePage,
  ListingCard,
  LoginBody,
  MemberData,
  MemberSessions,
  MobileChangeBody,
  PasswordBody,
  PasswordResetBody,
  ProfileBody,
  RegisterBody,
  SentMessagePage,
} from '@591/contract';
import { HTTPError } from 'ky';
import { apiClient, RESENT_ON_PASSING_FAULTS, responseOf, writeOnceOptions } from './clients.ts';

/**
 * The answer to a member form: done, or refused in words for the person at the form,
 * naming the field to correct when the API named one.
 */
export type FormResult<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; field?: string; retryAfterSeconds?: number };

const FALLBACK_MESSAGE = '連線發生問題，請稍後再試';
// Every 4xx the API gives is worded in zh-TW (a 403 too: a poster's block, a side's limit);
// 5xx are not.
const WORDED_FOR_MEMBERS = new Set([400, 401, 403, 404, 409, 429]);

/** A write from a member page; a refusal is an answer to show, not an exception. */
export async function submit<T>(
  path: string,
  json?: unknown,
  method: 'post' | 'put' | 'patch' | 'delete' = 'post',
  {
    once = false,
    draftSave,
  }: {
    /** Made once per Idempotency-Key by the API: sent again by itself on a lost answer. */
    once?: boolean;
    /** A draft's save, with its number in its form's order: sent again the same way. */
    draftSave?: string;
  } = {},
): Promise<FormResult<T>> {
  try {
    const response = await responseOf(
      apiClient('api')(path, {
        method,
        json,
        throwHttpErrors: false,
        retry: 0,
        ...(once && writeOnceOptions()),
        ...(draftSave && {
          headers: { 'Draft-Save': draftSave },
          ...RESENT_ON_PASSING_FAULTS,
        }),
      }),
    );
    if (!response) return { ok: false, message: FALLBACK_MESSAGE };
    const answer = (await response.json().catch(() => ({}))) as {
      data?: T;
      message?: string;
      field?: string;
    };
    if (response.ok) return { ok: true, data: answer.data as T };
    const worded = WORDED_FOR_MEMBERS.has(response.status) && answer.message;
    const retryAfter = Number(response.headers.get('Retry-After'));
    return {
      ok: false,
      message: worded || FALLBACK_MESSAGE,
      ...(worded && answer.field ? { field: answer.field } : {}),
      ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  } catch {
    return { ok: false, message: FALLBACK_MESSAGE };
  }
}

/**
 * A member form's name and title as the form holds them: `sex` is 0 until one is chosen, and
 * the API refuses anything but 1 (先生) and 2 (小姐) with the form's own words.
 */
type FormSex<Body> = Omit<Body, 'sex'> & { sex: number };

/** The register form; the API makes every new member a seeker (RegisterBody's `role`). */
export type Registration = FormSex<Omit<RegisterBody, 'role'>>;

/** POST /v1/user/register: creates the member and logs them in. */
export function register(body: Registration): Promise<FormResult<MemberData>> {
  return submit('v1/user/register', body);
}

/** POST /v1/user/login; after repeated failures on the number, with a code sent for `login`. */
export function logIn(body: LoginBody): Promise<FormResult<MemberData>> {
  return submit('v1/user/login', body);
}

/** POST /v1/user/password/reset (忘記密碼): every session ends, and this browser logs in. */
export function resetPassword(body: PasswordResetBody): Promise<FormResult<MemberData>> {
  return submit('v1/user/password/reset', body);
}

/** POST /v1/user/profile: the name and title shown on the site. */
export function updateProfile(body: FormSex<ProfileBody>): Promise<FormResult<MemberData>> {
  return submit('v1/user/profile', body);
}

/** POST /v1/user/mobile: a new mobile, each number shown by its code (or the password). */
export function changeMobile(body: MobileChangeBody): Promise<FormResult<MemberData>> {
  return submit('v1/user/mobile', body);
}

/** POST /v1/user/password: logs out every other device and keeps this one logged in. */
export function changePassword(body: PasswordBody): Promise<FormResult<unknown>> {
  return submit('v1/user/password', body);
}

/** POST /v1/user/account/delete: the account goes, and this browser is logged out. */
export function deleteAccount(body: DeleteAccountBody): Promise<FormResult<unknown>> {
  return submit('v1/user/account/delete', body);
}

/** POST /v1/user/sessions/logout-others. */
export function logOutOtherDevices(): Promise<FormResult<EndedSessions>> {
  return submit('v1/user/sessions/logout-others', {});
}

/** A page of a member's own records, newest first. */
export interface MemberPage<T> {
  total: number;
  page: number;
  pageSize: number;
  items: T[];
}

/** Thrown by member reads when no member is logged in (401): the page sends them to log in. */
export class NotLoggedInError extends Error {
  constructor() {
    super('請先登入會員');
  }
}

export async function readMember<T>(
  path: string,
  searchParams?: Record<string, number | boolean | string>,
): Promise<T> {
  try {
    const answer = await apiClient('api').get(path, { searchParams }).json<{ data: T }>();
    return answer.data;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 401) throw new NotLoggedInError();
    throw error;
  }
}

/** As readMember, for the /v1/user/ reads that answer their records without the envelope. */
export async function readOwn<T>(path: string, searchParams: Record<string, number>): Promise<T> {
  try {
    return await apiClient('api').get(path, { searchParams }).json<T>();
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 401) throw new NotLoggedInError();
    throw error;
  }
}

/** GET /v1/web/fav-list: every section's saved listings, the latest saved first. */
export function fetchFavourites(page = 1, pageSize = 20, { priceDrop = false } = {}) {
  return readMember<FavouritePage>('v1/web/fav-list', {
    page,
    pageSize,
    ...(priceDrop && { priceDrop: true }),
  });
}

/** GET /v1/user/messages: messages the member sent to posters, newest first. */
export function fetchSentMessages(page = 1, pageSize = 20) {
  return readMember<SentMessagePage>('v1/user/messages', { page, pageSize });
}

/** GET /v1/user/sessions: the devices the member is logged in on. */
export function fetchSessions() {
  return readMember<MemberSessions>('v1/user/sessions');
}

/** GET /v1/user/listings: the listings the member published, the latest first. */
export function fetchMyListings(page = 1, pageSize = 50) {
  return readMember<MemberPage<ListingCard>>('v1/user/listings', { page, pageSize });
}
