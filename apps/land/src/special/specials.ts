import type { SpecialId } from '../search/land-search.ts';

export interface SpecialKind {
  id: SpecialId;
  name: string;
  /** What this land is and what to look out for, in a few plain sentences. */
  explanation: string[];
}

/** The special land of /special, in the order shown, with what a buyer should know first. */
export const SPECIAL_KINDS: SpecialKind[] = [
  {
    id: 'foreclosure',
    name: '法拍土地',
    explanation: [
      '法院拍賣的土地，底價通常低於市價，每流標一次（第二拍、第三拍）底價再降約兩成。',
      '得標後多半「不點交」，須自行處理占用與地上物；投標前請親自看地，並查清楚謄本上的抵押與限制登記。',
    ],
  },
  {
    id: 'farmhouse',
    name: '農地可建農舍',
    explanation: [
      '農牧用地面積達 0.25 公頃（約 756 坪）以上，才有機會申請興建農舍。',
      '申請人須為無自用住宅的農民，且持有土地滿兩年；農舍建蔽率不超過 10%，樓高以 3 層、10.5 公尺為限。',
    ],
  },
  {
    id: 'large',
    name: '大面積土地',
    explanation: [
      '1,000 坪以上的大面積土地，適合開發、建廠、農場或長期置產。',
      '面積越大越要注意臨路條件、地形坡度與是否分屬多筆地號，開發前也要確認使用分區允許的用途與開發許可門檻。',
    ],
  },
];
