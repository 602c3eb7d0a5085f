import {
  isCalendarDate,
  mobileDigits,
  taiwanDate,
  VIEWING_DAYS_AHEAD,
  VISIT_PARTS_OF_DAY,
  type VisitPartOfDay,
} from '@591/config';
import type { ViewingBody } from '@591/contract';
import { FieldError } from '../../lib/http-errors.ts';
import { CODE_FORMAT_MESSAGE, MOBILE_MESSAGE } from '../sms/sms-codes.ts';
import { isUpcomingSlot, type SlotSettings } from './viewing-slots.ts';

/** The booking form's words for what its schema refuses before the checks below run. */
export const VIEWING_FIELD_MESSAGES = {
  slotStart: '請選擇可預約的時段',
  askedDate: `請選擇明天起 ${VIEWING_DAYS_AHEAD} 天內的日期`,
  askedPartOfDay: '請選擇上午、下午或晚上',
  name: '請填寫姓名',
  mobile: MOBILE_MESSAGE,
  consent: '請先同意隱私權政策',
  code: CODE_FORMAT_MESSAGE,
} as const;

type ViewingField = keyof typeof VIEWING_FIELD_MESSAGES;

/** At the reason of a cancellation (ViewingCancelBody's 200 characters), by either side. */
export const CANCEL_REASON_MESSAGE = '取消原因請在 200 字以內';

/** What a booking stores, checked: a slot, or a day and part of day asked for. */
export type ViewingFields = { name: string; mobile: string } & (
  | { slotStart: Date; askedDate: null; askedPartOfDay: null }
  | { slotStart: null; askedDate: string; askedPartOfDay: VisitPartOfDay }
);

const refuse = (field: ViewingField, message: string = VIEWING_FIELD_MESSAGES[field]): never => {
  throw new FieldError(field, message);
};

/** An ISO instant as sent by the page; null for anything else. */
export function instantOf(text: string | undefined): Date | null {
  if (
    !text ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)
  ) {
    return null;
  }
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Checks a booking as typed, in the form's words: the first field that is wrong throws a
 * FieldError naming it. `settings` is null where the poster opened no times (a day is asked
 * for instead). The SMS code is checked apart, last, as it spends a try.
 */
export function viewingFields(
  body: ViewingBody,
  settings: SlotSettings | null,
  now: Date,
): ViewingFields {
  const name = body.name.trim();
  const time = settings ? slotOf(body, settings, now) : askedDayOf(body, now);
  if (name === '') refuse('name');
  if ([...name].length > 20) refuse('name', '姓名請在 20 個字以內');
  const mobile = mobileDigits(body.mobile) ?? refuse('mobile');
  if (body.consent !== true) refuse('consent');
  return { name, mobile, ...time };
}

function slotOf(body: ViewingBody, settings: SlotSettings, now: Date) {
  const slotStart = instantOf(body.slotStart) ?? refuse('slotStart');
  if (!isUpcomingSlot(settings, slotStart, now)) {
    refuse('slotStart', '這個時段已無法預約，請選擇其他時段');
  }
  return { slotStart, askedDate: null, askedPartOfDay: null };
}

function askedDayOf(body: ViewingBody, now: Date) {
  const askedDate = body.askedDate?.trim() ?? '';
  if (
    !isCalendarDate(askedDate) ||
    askedDate < taiwanDate(now, 1) ||
    askedDate > taiwanDate(now, VIEWING_DAYS_AHEAD)
  ) {
    refuse('askedDate');
  }
  const askedPartOfDay =
    VISIT_PARTS_OF_DAY.find((part) => part.id === body.askedPartOfDay)?.id ??
    refuse('askedPartOfDay');
  return { slotStart: null, askedDate, askedPartOfDay };
}
