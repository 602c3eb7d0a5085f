/** What member forms send, checked alike wherever the same field appears. */
import { FieldError, HttpError } from '../plugins/error-handler.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../services/password-policy.ts';
import type { Member } from '../services/sessions.ts';

/** Taiwan mobile numbers; dashes and spaces are dropped before the check. */
export const mobileValue = {
  type: 'string',
  minLength: 10,
  maxLength: 16,
  pattern: '^09[0-9 -]{8,14}$',
} as const;

export const passwordValue = { type: 'string', minLength: 8, maxLength: 128 } as const;

export const realnameValue = {
  type: 'string',
  minLength: 1,
  maxLength: 20,
  pattern: '\\S',
} as const;

/** 1 male, 2 female: decides the courtesy title of the display name. */
export const sexValue = { type: 'integer', enum: [1, 2] } as const;

export function normaliseMobile(mobile: string): string {
  const digits = mobile.replace(/[ -]/g, '');
  if (!/^09\d{8}$/.test(digits))
    throw new HttpError(400, 'body/mobile must be a Taiwan mobile number such as 0912-345-678');
  return digits;
}

/** Only for new passwords: members who chose a common one before may still log in with it. */
export function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) throw new FieldError(field, COMMON_PASSWORD_MESSAGE);
}

/** The user state of the specification's auth call. */
export function oauthData(member: Member) {
  return {
    user_id: member.id,
    admin_id: 0,
    realname: member.realName,
    sex: member.sex,
    role: member.role,
    raw_user_id: member.id,
    mobile: member.mobile,
  };
}
