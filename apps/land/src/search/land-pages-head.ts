import type { PageHead } from '@591/router';
import { LAND_SITE_NAME } from './land-head.ts';

const HEADS = {
  landing: {
    title: `土地買賣・土地出租 - ${LAND_SITE_NAME}`,
    description:
      '全台土地出售與出租：依地區、使用分區、臨路路寬與坪數找土地，看法拍土地、農地與大面積土地，土地行情與地圖一次掌握。',
  },
  first: {
    title: `土地首購指南：使用分區、農舍與買地前的檢查 - ${LAND_SITE_NAME}`,
    description:
      '第一次買土地：都市計畫住宅區、商業區、工業區與非都市特定農業區、一般農業區、鄉村區、山坡地保育區能蓋什麼，農舍條件，路寬、地號與嫌惡設施怎麼查。',
  },
  special: {
    title: `特色土地：法拍土地、可建農舍農地、大面積土地 - ${LAND_SITE_NAME}`,
    description:
      '精選特色土地：法院拍賣的法拍土地、可申請興建農舍的農牧用地、1,000坪以上的大面積土地，附挑選重點與各類土地列表。',
  },
} satisfies Record<string, PageHead>;

/** The head of a page whose words do not depend on its data. */
export const staticHead = (page: keyof typeof HEADS) => (): PageHead => HEADS[page];
