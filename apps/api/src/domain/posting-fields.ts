import { POSTER_ROLES, type PosterRoleCode } from '@591/config';
import type { DraftFields } from '@591/contract';

/** The draft's fields: their schema (the body of PUT /v1/user/drafts/:id) is the contract's. */
export type { DraftFields };

/** Who posts: the poster role ids of listings.poster_role, by the form's codes. */
export const POSTER_ROLE_IDS = Object.fromEntries(
  POSTER_ROLES.map((role) => [role.code, role.id]),
) as Record<PosterRoleCode, number>;

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
  landZone: '請從清單中選擇使用分區',
  roadWidth: '面前路寬請填 0.5 到 100 米',
  frontage: '面寬請填 0.5 到 500 米',
  lotNumber: '地號請在 40 個字以內',
  transferFee: '頂讓金請填 1 到 100,000 萬元的整數',
  posterRole: '請選擇身份：屋主、代理人或仲介',
  brokerLicence: '經紀人證號請在 30 個字以內',
};
