import {
  isCalendarDate,
  mobileDigits,
  taiwanDate,
  VISIT_DAYS_AHEAD,
  VISIT_PARTS_OF_DAY,
  type VisitPartOfDay,
} from '@591/config';
import type { VisitBody } from '@591/contract';
import { FieldError } from '../lib/http-errors.ts';
import { CODE_FORMAT_MESSAGE, MOBILE_MESSAGE } from './sms/sms-codes.ts';

/** The form's words for what its schema refuses before the checks below run. */
export const VISIT_FIELD_MESSAGES = {
  name: '請填寫姓名',
  mobile: MOBILE_MESSAGE,
  date: `請選擇明天起 ${VISIT_DAYS_AHEAD} 天內的日期`,
  partOfDay: '請選擇上午、下午或晚上',
  rooms: '請選擇這個建案有的格局',
  consent: '請先同意隱私權政策',
  code: CODE_FORMAT_MESSAGE,
} as const;

type VisitField = keyof typeof VISIT_FIELD_MESSAGES;

/** What a booking stores, checked. */
export interface VisitFields {
  name: string;
  mobile: string;
  date: string;
  partOfDay: VisitPartOfDay;
  rooms: number | null;
}

/** Counted in characters as people see them, not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

/**
 * Checks a booking as typed, in the form's words: the first field that is wrong throws a
 * FieldError naming it. The SMS code is checked apart, last, as it spends a try.
 */
export function visitFields(
  body: VisitBody,
  projectRooms: readonly number[],
  now: Date,
): VisitFields {
  const refuse = (field: VisitField, message: string = VISIT_FIELD_MESSAGES[field]): never => {
    throw new FieldError(field, message);
  };
  const name = body.name.trim();
  if (name === '') refuse('name');
  if (lengthOf(name) > 20) refuse('name', '姓名請在 20 個字以內');
  const mobile = mobileDigits(body.mobile) ?? refuse('mobile');
  const date = body.date.trim();
  if (
    !isCalendarDate(date) ||
    date < taiwanDate(now, 1) ||
    date > taiwanDate(now, VISIT_DAYS_AHEAD)
  ) {
    refuse('date');
  }
  const partOfDay =
    VISIT_PARTS_OF_DAY.find((part) => part.id === body.partOfDay)?.id ?? refuse('partOfDay');
  const roomsTyped = body.rooms?.trim() ?? '';
  const rooms = roomsTyped === '' ? null : Number(roomsTyped);
  if (rooms !== null && !(/^\d+$/.test(roomsTyped) && projectRooms.includes(rooms))) {
    refuse('rooms');
  }
  if (body.consent !== true) refuse('consent');
  return { name, mobile, date, partOfDay, rooms };
}
