/** A project's facts as buyers read them, on the 新建案 pages and in the member centre. */
import { NEW_BUILD_SALE_STATUSES, NEW_BUILD_TYPES } from './new-builds.ts';
import { formatThousands } from './number-format.ts';

interface Range {
  min: number;
  max: number;
}

const TO_BE_SET = '價格待定';

const rangeText = (range: Range, digits: number) => {
  const show = (value: number) =>
    digits === 0 ? formatThousands(Math.round(value)) : value.toFixed(digits).replace(/\.0+$/, '');
  return range.min === range.max ? show(range.min) : `${show(range.min)}~${show(range.max)}`;
};

/** 單價 as buyers read it: 68~82萬/坪, or 價格待定. */
export function unitPriceText(range: Range | null): string {
  return range ? `${rangeText(range, 1)}萬/坪` : TO_BE_SET;
}

/** 總價: 1,580~2,960萬, or 價格待定. */
export function totalPriceText(range: Range | null): string {
  return range ? `${rangeText(range, 0)}萬` : TO_BE_SET;
}

/** 坪數: 22~45坪. */
export function areaText(range: Range): string {
  return `${rangeText(range, 1)}坪`;
}

/** 格局: 2、3房 (0 is 開放式). */
export function roomsText(rooms: readonly number[]): string {
  if (rooms.length === 0) return '未提供';
  const named = rooms.map((count) => (count === 0 ? '開放式' : String(count)));
  const hasOpen = rooms.includes(0);
  const counted = named.filter((name) => name !== '開放式');
  return [hasOpen ? '開放式' : null, counted.length > 0 ? `${counted.join('、')}房` : null]
    .filter(Boolean)
    .join('、');
}

export function buildTypeName(id: number): string {
  return NEW_BUILD_TYPES.find((type) => type.id === id)?.name ?? '待確認';
}

export function saleStatusName(id: string): string {
  return NEW_BUILD_SALE_STATUSES.find((status) => status.id === id)?.name ?? '';
}

/** `2025-03` as 2025年3月. */
export function monthText(month: string | null): string | null {
  const match = month ? /^(\d{4})-(\d{2})/.exec(month) : null;
  return match ? `${match[1]}年${Number(match[2])}月` : null;
}
