import {
  isCalendarDate,
  minutesOfDay,
  taiwanDate,
  VIEWING_MAX_PLACES,
  VIEWING_MODES,
  VIEWING_SLOT_MINUTES,
} from '@591/config';
import type { ViewingSettings } from '@591/contract';
import { FieldError } from '../../lib/http-errors.ts';

export const VIEWING_SETTINGS_MESSAGES = {
  mode: '請選擇立即預約成功或由我逐一確認',
  slotMinutes: `每個時段請選擇 ${VIEWING_SLOT_MINUTES.join('、')} 分鐘`,
  places: `每個時段可預約 1 到 ${VIEWING_MAX_PLACES} 組`,
  weekly: '每週時段請填寫星期與開始、結束時間',
  dates: '指定日期請填寫日期與開始、結束時間',
  blackouts: '不開放的日期請填寫正確的日期',
} as const;

type SettingsField = keyof typeof VIEWING_SETTINGS_MESSAGES;

/** A listing whose poster has not set times yet: seekers ask for a day, the poster answers. */
export const DEFAULT_VIEWING_SETTINGS: ViewingSettings = {
  enabled: false,
  mode: 'confirm',
  slotMinutes: 30,
  places: 1,
  weekly: [],
  dates: [],
  blackouts: [],
};

const refuse = (
  field: SettingsField,
  message: string = VIEWING_SETTINGS_MESSAGES[field],
): never => {
  throw new FieldError(field, message);
};

/** A time range long enough for one slot, or a refusal naming `field`. */
function checkRange(
  field: 'weekly' | 'dates',
  range: { start: string; end: string },
  slotMinutes: number,
) {
  const start = minutesOfDay(range.start);
  const end = minutesOfDay(range.end);
  if (start === null || end === null) refuse(field, '時間請以 HH:MM 填寫，例如 10:00');
  if (end! - start! < slotMinutes) {
    refuse(
      field,
      `${range.start}–${range.end} 比一個時段（${slotMinutes} 分鐘）短，請調整結束時間`,
    );
  }
}

/** The poster's settings as sent, checked in the settings form's words; dates kept in order. */
export function viewingSettingsFields(body: ViewingSettings, now: Date): ViewingSettings {
  if (!VIEWING_MODES.some((mode) => mode.id === body.mode)) refuse('mode');
  if (!(VIEWING_SLOT_MINUTES as readonly number[]).includes(body.slotMinutes))
    refuse('slotMinutes');
  if (body.places < 1 || body.places > VIEWING_MAX_PLACES) refuse('places');
  for (const time of body.weekly) checkRange('weekly', time, body.slotMinutes);
  const today = taiwanDate(now);
  for (const time of body.dates) {
    if (!isCalendarDate(time.date)) refuse('dates');
    if (time.date < today) refuse('dates', `${time.date} 已經過去，請選擇今天以後的日期`);
    checkRange('dates', time, body.slotMinutes);
  }
  if (body.blackouts.some((date) => !isCalendarDate(date))) refuse('blackouts');
  return {
    ...body,
    dates: [...body.dates].sort((a, b) =>
      `${a.date}${a.start}`.localeCompare(`${b.date}${b.start}`),
    ),
    blackouts: [...new Set(body.blackouts)].sort(),
  };
}
