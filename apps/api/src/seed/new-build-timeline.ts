import type { NewBuildSaleStatus, NewBuildTypeId } from '@591/config';
import type { Random } from '../lib/random.ts';

const DAY_MS = 86_400_000;
const ROC_YEAR_ZERO = 1911;

const shift = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

export interface TimelineInput {
  buildType: NewBuildTypeId;
  saleStatus: NewBuildSaleStatus;
  address: string;
  constructorName: string;
  floorsAbove: number;
  floorsBelow: number;
  households: number;
  siteArea: number;
  rooms: number[];
  unitPriceMin: number | null;
}

export interface NewBuildEventSeed {
  happenedOn: string;
  title: string;
  body: string;
}

export interface ProjectTimeline {
  /** `YYYY-MM-DD`; null while 即將公開. */
  openedOn: string | null;
  /** `YYYY-MM`. */
  completion: string;
  handover: string;
  permitNumber: string;
  /** What has happened by the seed's day, newest first: two to five events. */
  events: NewBuildEventSeed[];
  updatedAt: Date;
}

/**
 * The days a project keeps: when it starts and opens for sale, then its building's time to
 * rise (about two weeks a floor and a year of fitting out), as its type and status require:
 * a 新成屋 is finished, a 預售屋 is not, and a coming project has not opened.
 */
function keyDays(random: Random, input: TimelineInput, asOf: Date) {
  const buildDays = input.floorsAbove * random.int(12, 16) + random.int(300, 480);
  if (input.buildType === 2) {
    const completed = shift(asOf, -random.int(30, 420));
    const start = shift(completed, -buildDays);
    // Most sell before completion; some only once finished (成屋銷售).
    const opened = random.chance(0.3)
      ? earlier(shift(completed, random.int(10, 60)), asOf)
      : shift(start, random.int(-120, 200));
    return {
      start,
      opened,
      completed,
      permit: shift(earlier(start, opened), -random.int(20, 150)),
    };
  }
  if (input.saleStatus === 'coming') {
    const permit = shift(asOf, -random.int(10, 200));
    const start = shift(permit, random.int(20, 150));
    return { start, opened: null, completed: shift(start, buildDays), permit };
  }
  const daysOpen =
    input.saleStatus === 'sold-out' ? random.int(240, 900) : Math.floor(730 * random.next() ** 1.5);
  const opened = shift(asOf, -daysOpen);
  const start = shift(opened, random.int(-60, 240));
  const due = shift(start, buildDays);
  // Still a presale: its completion lies at least a month ahead.
  const completed = due > shift(asOf, 31) ? due : shift(asOf, random.int(90, 360));
  return { start, opened, completed, permit: shift(earlier(start, opened), -random.int(20, 150)) };
}

const roomsText = (rooms: number[]) => (rooms[0] === 0 ? '開放式空間' : `${rooms.join('、')}房`);

/** A project's dates, its 建照 and 最新動態, consistent with its type and status. */
export function projectTimeline(random: Random, input: TimelineInput, asOf: Date): ProjectTimeline {
  const { start, opened, completed, permit } = keyDays(random, input, asOf);
  const land = shift(permit, -random.int(150, 500));
  const topped = shift(start, input.floorsAbove * random.int(9, 12) + 90);
  const handoverMonths = random.int(2, 4);
  const handedOver = shift(completed, handoverMonths * 30);
  const permitNumber = `${permit.getUTCFullYear() - ROC_YEAR_ZERO}建字第${String(random.int(1, 999)).padStart(4, '0')}號`;
  const completion = completed.toISOString().slice(0, 7);
  const [year, month] = completion.split('-').map(Number);
  const candidates: [Date | null, string, string][] = [
    [land, '取得基地', `取得${input.address}基地，面積約${Math.round(input.siteArea)}坪。`],
    [
      permit,
      '建照核發',
      `取得${permitNumber}建造執照，規劃地上${input.floorsAbove}層、地下${input.floorsBelow}層，共${input.households}戶。`,
    ],
    [start, '開工', `正式動工，由${input.constructorName}承攬營造。`],
    [
      opened,
      '公開銷售',
      input.unitPriceMin === null
        ? `接待中心開放參觀，規劃${roomsText(input.rooms)}，價格待定。`
        : `接待中心開放參觀，規劃${roomsText(input.rooms)}，每坪${input.unitPriceMin}萬起。`,
    ],
    [
      topped < completed ? topped : null,
      '上樑',
      `結構體完成，舉行上樑典禮，預計${year}年${month}月完工。`,
    ],
    [completed, '完工', '取得使用執照，全案完工。'],
    [handedOver, '交屋', '開始交屋，住戶陸續入住。'],
  ];
  if (input.saleStatus === 'sold-out' && opened) {
    const daysOpen = Math.round((asOf.getTime() - opened.getTime()) / DAY_MS);
    const soldOut = shift(opened, random.int(Math.min(90, daysOpen), daysOpen));
    candidates.push([soldOut, '完銷', `全案${input.households}戶完銷，感謝支持。`]);
  }
  const events = candidates
    .filter((event): event is [Date, string, string] => event[0] !== null && event[0] <= asOf)
    .sort(([a], [b]) => b.getTime() - a.getTime())
    .slice(0, 5);
  const newest = events[0]![0];
  return {
    openedOn: opened && isoDay(opened),
    completion,
    handover: input.buildType === 2 ? '即可交屋' : `完工後${handoverMonths}個月`,
    permitNumber,
    events: events.map(([date, title, body]) => ({ happenedOn: isoDay(date), title, body })),
    updatedAt: earlier(shift(newest, random.int(0, 20)), asOf),
  };
}
