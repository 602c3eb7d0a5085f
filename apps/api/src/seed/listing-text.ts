import type { Random } from '../lib/random.ts';
import { SURNAMES } from './data/phrases.ts';
import type { ListingPlace } from './place-picker.ts';

const CHINESE_COUNTS = ['零', '一', '兩', '三', '四', '五', '六', '七', '八'];

export function countWord(count: number): string {
  return CHINESE_COUNTS[count] ?? String(count);
}

export function layoutText(rooms: number, livingRooms: number, bathrooms: number): string {
  return `${rooms}房${livingRooms}廳${bathrooms}衛`;
}

/** 王先生 or 陳小姐: how owners and brokers sign on Taiwanese portals. */
export function personName(random: Random): string {
  return `${random.pick(SURNAMES)}${random.chance(0.5) ? '先生' : '小姐'}`;
}

/** The best-known landmark near a place, for titles: a station, a circle or the district. */
export function landmark(place: ListingPlace): string {
  if (place.station) return `近${place.station.ref.name}站`;
  if (place.circle) return place.circle.name;
  return place.district.name;
}

export function walkingMinutes(metres: number): number {
  return Math.max(1, Math.ceil(metres / 80));
}

/** Opening sentence of a description: where it is and how to get there. */
export function locationSentence(place: ListingPlace): string {
  const parts = [`本物件位於${place.region.name}${place.district.name}${place.road}`];
  if (place.station) {
    parts.push(
      `步行約${walkingMinutes(place.station.walkMetres)}分鐘可達捷運${place.station.ref.name}站`,
    );
  } else {
    parts.push('鄰近公車站牌，交通便利');
  }
  if (place.circle) parts.push(`鄰近${place.circle.name}，生活機能完善`);
  if (place.university) parts.push(`距${place.university.name}不遠`);
  return `${parts.join('，')}。`;
}

export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
