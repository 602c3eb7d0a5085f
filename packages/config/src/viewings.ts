/**
 * 預約看屋: a seeker books a time to see a rent, sale, land or business listing, from the
 * times its poster opened (or asks for a day where there are none).
 */

/** Free slots are shown and booked from today to this many days ahead (Taiwan days). */
export const VIEWING_DAYS_AHEAD = 14;
/** A request the poster has not answered in this long expires and frees its place. */
export const VIEWING_ANSWER_HOURS = 24;
/** The lengths a poster may cut their times into. */
export const VIEWING_SLOT_MINUTES = [15, 30, 45, 60, 90] as const;
/** How many bookings one slot may take, at most. */
export const VIEWING_MAX_PLACES = 10;

/** instant: a free slot is booked at once; confirm: the poster confirms each request. */
export const VIEWING_MODES = [
  { id: 'instant', name: '立即預約成功' },
  { id: 'confirm', name: '由我逐一確認' },
] as const;
export type ViewingMode = (typeof VIEWING_MODES)[number]['id'];

export const VIEWING_STATUSES = [
  { id: 'requested', name: '待屋主確認' },
  { id: 'confirmed', name: '已確認' },
  { id: 'proposed', name: '屋主提議其他時間' },
  { id: 'declined', name: '屋主婉拒' },
  { id: 'cancelled', name: '已取消' },
  { id: 'expired', name: '逾時未回覆' },
] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number]['id'];
/** A booking in one of these still holds its place in the slot. */
export const VIEWING_OPEN_STATUSES: readonly ViewingStatus[] = [
  'requested',
  'confirmed',
  'proposed',
];

/**
 * The times a listing opens for viewings when its poster set none of their own: weekend days
 * and weekday evenings, when most seekers can come (the seeded catalogue's posters open these).
 */
export const DEFAULT_VIEWING_TIMES: readonly { weekday: number; start: string; end: string }[] = [
  { weekday: 1, start: '19:00', end: '21:00' },
  { weekday: 2, start: '19:00', end: '21:00' },
  { weekday: 3, start: '19:00', end: '21:00' },
  { weekday: 4, start: '19:00', end: '21:00' },
  { weekday: 5, start: '19:00', end: '21:00' },
  { weekday: 6, start: '10:00', end: '17:00' },
  { weekday: 0, start: '10:00', end: '17:00' },
];

export const WEEKDAY_NAMES = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** `HH:MM` to minutes after midnight; null for anything else. */
export function minutesOfDay(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** Minutes after midnight as `HH:MM`. */
export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** An instant as Taiwan wall-clock date and time: `2026-03-07 10:30`. */
export function taiwanDateTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The instant a Taiwan date (`YYYY-MM-DD`) reaches a time of day (minutes). */
export function taiwanInstant(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutes - 8 * 60) * 60_000);
}

/** What a viewing alert tells of (see the API's alerts table): an event of the booking. */
export type ViewingEvent =
  | 'requested'
  | 'booked'
  | 'confirmed'
  | 'proposed'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'expired';

/** A viewing alert in words, for its poster or its seeker: 通知中心 and the push say the same. */
export function viewingEventTitle(event: ViewingEvent, role: 'seeker' | 'poster'): string {
  const poster = role === 'poster';
  switch (event) {
    case 'requested':
      return poster ? '有新的預約看屋，請於 24 小時內確認' : '已送出預約看屋，等待屋主確認';
    case 'booked':
      return poster ? '有人預約看屋（已自動確認）' : '預約看屋成功';
    case 'confirmed':
      return '屋主已確認您的預約看屋';
    case 'proposed':
      return '屋主提議了另一個看屋時間';
    case 'accepted':
      return poster ? '預約人接受了您提議的時間' : '您已接受屋主提議的時間';
    case 'declined':
      return '屋主婉拒了這次預約看屋';
    case 'cancelled':
      return poster ? '預約人取消了預約看屋' : '預約看屋已取消';
    case 'expired':
      return '預約看屋逾時未確認，已自動取消';
  }
}
