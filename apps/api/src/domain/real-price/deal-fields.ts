/**
 * The fields of the government's real-price files (內政部不動產成交案件實際資訊) as they are
 * published, read into numbers and dates: ROC dates, floors in Chinese numerals, full-width
 * digits, `土地4建物2車位0` counts and the 備註 flags. Pure functions; the importer and its tests
 * use them on the files' own rows.
 */

/** 1 坪 in m², as the Land Administration defines it. */
export const SQUARE_METRES_PER_PING = 3.305785;

/** The ROC (民國) year 1 is 1911 + 1. */
const ROC_YEAR_OFFSET = 1911;

/** Full-width digits, letters and signs (０-９, Ａ-Ｚ, －) as their ASCII forms. */
export function halfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (char) =>
    String.fromCharCode(char.charCodeAt(0) - 0xfee0),
  );
}

/**
 * A date as the files write it, `yyyMMdd` in ROC years (`1150409` is 2026-04-09; a completion
 * date may be `0700803`, 1981-08-03). A day of 00 means the day is unknown: the 1st. Empty,
 * or no real date: null.
 */
export function rocDate(text: string): string | null {
  const match = /^(\d{2,3})(\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]) + ROC_YEAR_OFFSET;
  const month = Number(match[2]);
  const day = Math.max(1, Number(match[3]));
  if (month < 1 || month > 12 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** A number in Chinese numerals up to 999 (十二 12, 二十一 21, 一百零一 101); null if not one. */
export function chineseNumber(text: string): number | null {
  if (!text || !/^[零〇一二兩三四五六七八九十百]+$/.test(text)) return null;
  let total = 0;
  let digit: number | null = null;
  for (const char of text) {
    if (char === '百' || char === '十') {
      total += (digit ?? 1) * (char === '百' ? 100 : 10);
      digit = null;
    } else {
      digit = DIGITS[char]!;
    }
  }
  return total + (digit ?? 0);
}

/** The floors a deal moved (移轉層次): basement floors below zero, the rest as written. */
export interface TransferFloors {
  floors: number[];
  /** Parts named beside the floors (陽台, 電梯樓梯間, 騎樓...). */
  parts: string[];
  /** 全: the whole building. */
  whole: boolean;
}

/** `二層`, `四層，陽台`, `地下二層，地下三層`, `全`; empty for land and parking-only rows. */
export function transferFloors(text: string): TransferFloors {
  const result: TransferFloors = { floors: [], parts: [], whole: false };
  for (const part of text.split(/[，,、]/).map((item) => item.trim())) {
    if (!part) continue;
    if (part === '全') {
      result.whole = true;
      continue;
    }
    const match = /^(地下)?([零〇一二兩三四五六七八九十百]+)層$/.exec(part);
    const floor = match ? chineseNumber(match[2]!) : null;
    if (floor === null) result.parts.push(part.replace('陽臺', '陽台'));
    else result.floors.push(match![1] ? -floor : floor);
  }
  return result;
}

/** 總樓層數: `十二層` is 12; empty (land) is null. */
export function totalFloors(text: string): number | null {
  const match = /^([零〇一二兩三四五六七八九十百]+)層$/.exec(text.trim());
  return match ? chineseNumber(match[1]!) : null;
}

export interface DealCounts {
  land: number;
  building: number;
  parking: number;
}

/** 交易筆棟數, `土地4建物2車位0`: how many parcels, buildings and parking spaces changed hands. */
export function dealCounts(text: string): DealCounts | null {
  const match = /^土地(\d+)建物(\d+)車位(\d+)$/.exec(halfWidth(text.trim()));
  if (!match) return null;
  return { land: Number(match[1]), building: Number(match[2]), parking: Number(match[3]) };
}

/**
 * What a 備註 says, as codes. `special` ones (a related-party deal, parking alone, a sale by
 * the government, an estate auction, land reserved for public facilities, a defective home,
 * a redevelopment premium) are prices of a different kind: shown, flagged, and left out of
 * every average. The others describe the home (its additions, a presale) and stay in.
 */
export const DEAL_FLAGS = [
  { code: 'related-party', phrase: '親友、員工、共有人或其他特殊關係間之交易', special: true },
  { code: 'parking-only', phrase: '僅車位交易', special: true },
  { code: 'government-sale', phrase: '政府機關標讓售', special: true },
  { code: 'estate-auction', phrase: '地清或未辦繼承標售', special: true },
  { code: 'public-facility-land', phrase: '包含公共設施保留地用地', special: true },
  { code: 'defective', phrase: '瑕疵物件', special: true },
  { code: 'redevelopment', phrase: '具重建或重劃、都更等效益', special: true },
  { code: 'balcony-enclosed', phrase: /陽[台臺]外推/, special: false },
  { code: 'rooftop-addition', phrase: '頂樓加蓋', special: false },
  { code: 'other-addition', phrase: '其他增建', special: false },
  { code: 'mezzanine', phrase: '夾層', special: false },
  { code: 'presale-or-split', phrase: '預售屋、或土地及建物分件登記案件', special: false },
  { code: 'unregistered-building', phrase: '未登記建物', special: false },
  { code: 'unfinished', phrase: '毛胚屋', special: false },
  { code: 'trust', phrase: '信託財產', special: false },
] as const;

export type DealFlag = (typeof DEAL_FLAGS)[number]['code'];

/** The flags a 備註 holds (it is free text: flags run together, with or without ；). */
export function dealFlags(remarks: string): { flags: DealFlag[]; special: boolean } {
  const found = DEAL_FLAGS.filter(({ phrase }) =>
    typeof phrase === 'string' ? remarks.includes(phrase) : phrase.test(remarks),
  );
  return { flags: found.map((flag) => flag.code), special: found.some((flag) => flag.special) };
}

/** m² as 坪, to two decimals. */
export function ping(squareMetres: number): number {
  return Math.round((squareMetres / SQUARE_METRES_PER_PING) * 100) / 100;
}

/** NT$ per m² as 萬 per 坪, to two decimals. */
export function tenThousandsPerPing(dollarsPerSquareMetre: number): number {
  return Math.round(((dollarsPerSquareMetre * SQUARE_METRES_PER_PING) / 10_000) * 100) / 100;
}

/** Whole years from one ISO date to another (the building's age at the deal). */
export function yearsBetween(from: string, to: string): number {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  const beforeAnniversary = toMonth < fromMonth || (toMonth === fromMonth && toDay < fromDay);
  return Math.max(0, toYear - fromYear - (beforeAnniversary ? 1 : 0));
}
