/**
 * Days as people in Taiwan count them: UTC+8 all year (no daylight saving), whatever time
 * zone the server runs in.
 */
const TAIWAN_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Taiwan date of an instant, `YYYY-MM-DD`, `days` later. */
export function taiwanDate(now: Date, days = 0): string {
  return new Date(now.getTime() + TAIWAN_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant the Taiwan day of `now` began (16:00 UTC the day before). */
export function startOfTaiwanDay(now: Date): Date {
  return new Date(Date.parse(`${taiwanDate(now)}T00:00:00Z`) - TAIWAN_OFFSET_MS);
}

/** `YYYY-MM-DD` as a date written in a message: 2026-03-05 → 3/5. */
export function monthDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(month)}/${Number(day)}`;
}

/**
 * A real calendar day written `YYYY-MM-DD`: 2026-02-30 and 2026-99-99 are not days. Checked
 * without toISOString, which throws on an impossible date instead of answering false.
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}
