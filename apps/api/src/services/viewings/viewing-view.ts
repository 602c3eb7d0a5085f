import {
  listingDetailUrl,
  monthDay,
  type Section,
  type Site,
  taiwanDateTime,
  VISIT_PARTS_OF_DAY,
  WEEKDAY_NAMES,
} from '@591/config';
import type { Viewing } from '@591/contract';
import { createEvent } from 'ics';
import { listings, type viewings } from '../../db/schema/index.ts';
import { weekdayOf } from './viewing-slots.ts';

export type ViewingRow = typeof viewings.$inferSelect;
/** What a booking shows of its listing, as selected. */
export const viewingListingColumns = {
  id: listings.id,
  section: listings.section,
  type: listings.type,
  title: listings.title,
  address: listings.address,
};
export type ViewingListing = Pick<
  typeof listings.$inferSelect,
  'id' | 'section' | 'type' | 'title' | 'address'
>;

const dayText = (date: string) => `${monthDay(date)}（${WEEKDAY_NAMES[weekdayOf(date)]}）`;

/** When, in words: `3/7（六）10:30`, or `3/7（六）下午` for a day asked for. */
export function whenText(row: Pick<ViewingRow, 'slotStart' | 'askedDate' | 'askedPartOfDay'>) {
  if (row.slotStart) {
    const [date = '', time = ''] = taiwanDateTime(row.slotStart).split(' ');
    return `${dayText(date)}${time}`;
  }
  const part = VISIT_PARTS_OF_DAY.find((each) => each.id === row.askedPartOfDay)?.name ?? '';
  return `${dayText(row.askedDate ?? '')}${part}`;
}

export function toViewing(
  row: ViewingRow,
  listing: ViewingListing,
  role: Viewing['role'],
): Viewing {
  return {
    id: row.id,
    listing: {
      id: listing.id,
      section: listing.section as Section,
      type: listing.type,
      title: listing.title,
      address: listing.address,
    },
    role,
    name: row.name,
    mobile: row.mobile,
    slotStart: row.slotStart?.toISOString() ?? null,
    slotMinutes: row.slotMinutes,
    askedDate: row.askedDate,
    askedPartOfDay: row.askedPartOfDay,
    when: whenText(row),
    status: row.status,
    reason: row.reason,
    cancelledBy: row.cancelledBy as Viewing['cancelledBy'],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The seeker's text once a booking stands or is asked for; with `link`, the page where a
 * seeker without an account follows and cancels it.
 */
export function viewingText(row: ViewingRow, listing: ViewingListing, link: string | null): string {
  const what = row.status === 'confirmed' ? '預約看屋成功' : '已送出預約看屋，待屋主確認';
  const follow = link ? `查看或取消預約：${link}` : '';
  return `【591房屋交易網】${what}：${listing.title} ${whenText(row)}。${follow}`;
}

/** The hours a part of the day stands for in a calendar, for a day asked for and confirmed. */
const PART_OF_DAY_HOURS = { morning: [9, 12], afternoon: [13, 17], evening: [18, 21] } as const;

/**
 * The booking as an iCalendar file (RFC 5545) both sides can add to their calendars: the slot,
 * or the part of the day asked for.
 */
export function viewingCalendar(row: ViewingRow, listing: ViewingListing, site: Site): string {
  const [startMs, minutes] = row.slotStart
    ? [row.slotStart.getTime(), row.slotMinutes]
    : (() => {
        const [from, to] = PART_OF_DAY_HOURS[row.askedPartOfDay ?? 'morning'];
        return [
          Date.parse(`${row.askedDate}T00:00:00Z`) + (from - 8) * 3_600_000,
          (to - from) * 60,
        ];
      })();
  const { error, value } = createEvent({
    productId: '591房屋交易網/預約看屋',
    method: 'PUBLISH',
    uid: `viewing-${row.id}@${site.domain}`,
    start: startMs,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes },
    title: `預約看屋：${listing.title}`,
    location: listing.address,
    url: listingDetailUrl(
      { section: listing.section as Section, id: listing.id, type: listing.type },
      site,
    ),
    description: `預約人：${row.name} ${row.mobile}`,
    status:
      row.status === 'confirmed'
        ? 'CONFIRMED'
        : row.status === 'cancelled'
          ? 'CANCELLED'
          : 'TENTATIVE',
  });
  if (error || !value) throw error ?? new Error('calendar not made');
  return value;
}

/** A listing closed because its poster deleted their account: why its bookings are cancelled. */
export const POSTER_LEFT_REASON = '刊登者已停止刊登';

/** A listing closed as 已出租 / 已售出: the words its future bookings are cancelled with. */
export const closedReason = (section: string) => (section === 'rent' ? '物件已出租' : '物件已售出');
