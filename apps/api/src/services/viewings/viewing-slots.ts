import { minutesOfDay, taiwanDate, taiwanInstant, VIEWING_DAYS_AHEAD } from '@591/config';
import type { viewingSettings } from '../../db/schema/index.ts';

export type ViewingSettingsRow = typeof viewingSettings.$inferSelect;
export type SlotSettings = Pick<
  ViewingSettingsRow,
  'enabled' | 'slotMinutes' | 'places' | 'weekly' | 'dates' | 'blackouts'
>;

/** The weekday of a Taiwan date, 0 for Sunday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether seekers pick a slot: the poster turned 預約看屋 on and opened some times. */
export const hasViewingTimes = (settings: SlotSettings | null | undefined): boolean =>
  !!settings?.enabled && settings.weekly.length + settings.dates.length > 0;

/** The slots' times of day (minutes) on a Taiwan date, the poster's ranges cut into slots. */
export function slotMinutesOn(settings: SlotSettings, date: string): number[] {
  if (settings.blackouts.includes(date)) return [];
  const weekday = weekdayOf(date);
  const ranges = [
    ...settings.weekly.filter((time) => time.weekday === weekday),
    ...settings.dates.filter((time) => time.date === date),
  ];
  const starts = new Set<number>();
  for (const range of ranges) {
    const from = minutesOfDay(range.start);
    const to = minutesOfDay(range.end);
    if (from === null || to === null) continue;
    for (let start = from; start + settings.slotMinutes <= to; start += settings.slotMinutes) {
      starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/** The slots still ahead, from today for VIEWING_DAYS_AHEAD Taiwan days; days without any left out. */
export function upcomingSlots(settings: SlotSettings, now: Date) {
  const days: { date: string; weekday: number; starts: Date[] }[] = [];
  for (let ahead = 0; ahead < VIEWING_DAYS_AHEAD; ahead += 1) {
    const date = taiwanDate(now, ahead);
    const starts = slotMinutesOn(settings, date)
      .map((minutes) => taiwanInstant(date, minutes))
      .filter((start) => start > now);
    if (starts.length > 0) days.push({ date, weekday: weekdayOf(date), starts });
  }
  return days;
}

/** Whether an instant is the start of a slot a seeker may book now. */
export function isUpcomingSlot(settings: SlotSettings, start: Date, now: Date): boolean {
  const date = taiwanDate(start);
  if (start <= now || date > taiwanDate(now, VIEWING_DAYS_AHEAD - 1)) return false;
  const minutes = (start.getTime() - taiwanInstant(date, 0).getTime()) / 60_000;
  return slotMinutesOn(settings, date).includes(minutes);
}
