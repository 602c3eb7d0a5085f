/**
 * The member forms' words and the checks their fields share beyond their schemas (those are in
 * @591/contract), alike wherever the same field appears.
 */
import type { MemberData } from '@591/contract';
import { FieldError } from '../lib/http-errors.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password-policy.ts';
import type { Member } from './sessions.ts';

/**
 * What the member forms show at a field the schema refused (see `fieldMessages` in the
 * error handler); a missing field gets the same words as a wrong one.
 */
export const MEMBER_FIELD_MESSAGES = {
  mobile: '請輸入正確的手機號碼，例如 0912-345-678',
  password: '密碼至少需要 8 個字元',
  newPassword: '新密碼至少需要 8 個字元',
  currentPassword: '請輸入目前的密碼',
  realname: '請輸入姓名（20 個字以內）',
  sex: '請選擇先生或小姐',
} as const;

export function normaliseMobile(mobile: string): string {
  const digits = mobile.replace(/[ -]/g, '');
  if (!/^09\d{8}$/.test(digits)) throw new FieldError('mobile', MEMBER_FIELD_MESSAGES.mobile);
  return digits;
}

/** Only for new passwords: members who chose a common one before may still log in with it. */
export function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) throw new FieldError(field, COMMON_PASSWORD_MESSAGE);
}

/** The user state of the specification's auth call. */
export function oauthData(member: Member): MemberData {
  return {
    user_id: member.id,
    admin_id: 0,
    realname: member.realName,
    sex: member.sex,
    role: member.role,
    raw_user_id: member.id,
    mobile: member.mobile,
    mobile_confirmed: member.mobileConfirmedAt !== null,
  };
}
