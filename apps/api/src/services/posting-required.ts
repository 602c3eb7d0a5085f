import type { DraftFields } from '../domain/posting-fields.ts';
import { FieldError } from '../lib/http-errors.ts';

/** What publishing says at a field the poster left empty (or chose wrongly). */
export const MISSING = {
  kind: '請選擇物件類型',
  regionId: '請選擇縣市',
  districtId: '請選擇鄉鎮市區',
  road: '請填寫路段巷弄',
  lat: '請在地圖上標出物件位置',
  title: '請填寫標題（5 到 40 個字）',
  price: '請填寫價格',
  area: '請填寫坪數',
  floor: '請填寫所在樓層',
  totalFloors: '請填寫總樓層',
  age: '請填寫屋齡',
  mainArea: '請填寫主建物坪數',
  depositMonths: '請填寫押金月數',
  landZone: '請選擇使用分區',
  roadWidth: '請填寫面前路寬',
  transferFee: '頂讓物件請填寫頂讓金',
  posterRole: '請選擇身份：屋主、代理人或仲介',
  brokerLicence: '仲介刊登請填寫經紀人證號',
} as const satisfies Partial<Record<keyof DraftFields, string>>;

/** The value, or a refusal at its field saying it is missing. */
export function required<T>(value: T | undefined, field: keyof typeof MISSING): T {
  if (value === undefined || value === null || value === '') {
    throw new FieldError(field, MISSING[field]);
  }
  return value;
}

/** A floor above the building's top is a typo, whatever the section. */
export function checkFloors(floor: number | null, totalFloors: number | null) {
  if (floor !== null && totalFloors !== null && floor > totalFloors) {
    throw new FieldError('floor', '所在樓層不能高於總樓層');
  }
}
