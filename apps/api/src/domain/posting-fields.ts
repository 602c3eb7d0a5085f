import { FEATURES } from './attributes.ts';
import type { Section } from './sections.ts';

/** Who posts: the poster role ids of listings.poster_role. */
export const POSTER_ROLE_IDS = { owner: 1, broker: 2, agent: 3 } as const;
export type PosterRoleCode = keyof typeof POSTER_ROLE_IDS;

/** What a monthly rent may include, as the form offers it. */
export const RENT_INCLUDES = [
  { code: 'management', name: '管理費' },
  { code: 'water', name: '水費' },
  { code: 'electricity', name: '電費' },
  { code: 'gas', name: '瓦斯' },
  { code: 'internet', name: '網路' },
  { code: 'cable', name: '第四台' },
] as const;

/** The types each section's listings may be: 1 rent, 2 sale, 6 shop transfer. */
export const SECTION_TYPES: Record<Section, readonly number[]> = {
  rent: [1],
  sale: [2],
  land: [1, 2],
  business: [1, 2, 6],
};

/**
 * What a poster has typed so far. Every field is optional until publishing; each is checked
 * for type and range as it is saved, so a draft never holds what could not be published.
 */
export interface DraftFields {
  kind?: number;
  regionId?: number;
  districtId?: number;
  /** Road, lane and alley, e.g. 復興南路一段 100巷. */
  road?: string;
  /** The house number: hidden from visitors unless `showNumber`. */
  number?: string;
  showNumber?: boolean;
  lat?: number;
  lng?: number;
  title?: string;
  description?: string;
  /** NT$ a month for rentals and transfers, 萬 for sales. */
  price?: number;
  depositMonths?: number;
  /** NT$ a month. */
  managementFee?: number;
  rentIncludes?: string[];
  /** 坪: 權狀 for sales, the rented area otherwise. */
  area?: number;
  mainArea?: number;
  publicArea?: number;
  rooms?: number;
  livingRooms?: number;
  bathrooms?: number;
  floor?: number;
  totalFloors?: number;
  age?: number;
  features?: string[];
  posterRole?: PosterRoleCode;
  /** 經紀人證號: required of a broker (仲介), shown on the listing. */
  brokerLicence?: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const whole = (minimum: number, maximum: number) =>
  ({ type: 'integer', minimum, maximum }) as const;
const amount = (minimum: number, maximum: number) =>
  ({ type: 'number', minimum, maximum }) as const;

/** JSON schema of DraftFields: nothing required, every value bounded. */
export const draftFieldsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: whole(1, 99),
    regionId: whole(1, 99),
    districtId: whole(1, 9999),
    road: text(60),
    number: text(20),
    showNumber: { type: 'boolean' },
    lat: amount(21.8, 26.4),
    lng: amount(118.1, 122.1),
    title: text(40),
    description: text(2000),
    price: whole(1, 100_000_000),
    depositMonths: whole(0, 12),
    managementFee: whole(0, 1_000_000),
    rentIncludes: {
      type: 'array',
      maxItems: RENT_INCLUDES.length,
      uniqueItems: true,
      items: { type: 'string', enum: RENT_INCLUDES.map((item) => item.code) },
    },
    area: amount(0.1, 1_000_000),
    mainArea: amount(0, 1_000_000),
    publicArea: amount(0, 1_000_000),
    rooms: whole(0, 30),
    livingRooms: whole(0, 10),
    bathrooms: whole(0, 30),
    floor: whole(-5, 120),
    totalFloors: whole(1, 120),
    age: whole(0, 120),
    features: {
      type: 'array',
      maxItems: FEATURES.length,
      uniqueItems: true,
      items: { type: 'string', enum: FEATURES.map((feature) => feature.code) },
    },
    posterRole: { type: 'string', enum: Object.keys(POSTER_ROLE_IDS) },
    brokerLicence: text(30),
  },
} as const;

/** What the form shows at a field whose value the schema refused. */
export const POSTING_FIELD_MESSAGES: Record<keyof DraftFields, string> = {
  kind: '請選擇物件類型',
  regionId: '請選擇縣市',
  districtId: '請選擇鄉鎮市區',
  road: '路段巷弄請在 60 個字以內',
  number: '門牌號碼請在 20 個字以內',
  showNumber: '請選擇是否公開門牌號碼',
  lat: '請在地圖上標出物件位置（台灣範圍內）',
  lng: '請在地圖上標出物件位置（台灣範圍內）',
  title: '標題請在 40 個字以內',
  description: '物件介紹請在 2,000 個字以內',
  price: '請輸入正確的金額（大於 0 的整數）',
  depositMonths: '押金請填 0 到 12 個月',
  managementFee: '管理費請輸入 0 到 1,000,000 元',
  rentIncludes: '請從清單中選擇租金包含的項目',
  area: '請輸入正確的坪數',
  mainArea: '請輸入正確的主建物坪數',
  publicArea: '請輸入正確的公設坪數',
  rooms: '房數請填 0 到 30',
  livingRooms: '廳數請填 0 到 10',
  bathrooms: '衛浴數請填 0 到 30',
  floor: '樓層請填 -5 到 120（地下室請填負數）',
  totalFloors: '總樓層請填 1 到 120',
  age: '屋齡請填 0 到 120 年',
  features: '請從清單中選擇特色',
  posterRole: '請選擇身份：屋主、代理人或仲介',
  brokerLicence: '經紀人證號請在 30 個字以內',
};
