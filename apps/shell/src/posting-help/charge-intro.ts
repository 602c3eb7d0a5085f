import { PROMOTION_TEXTS } from '@591/config';
import type { LoaderFunctionArgs } from '@591/react-router';
import { notFound, type PageHead } from '@591/router';

/** The fee schedule's two pages, as the header's 收費標準 links number them. */
export interface ChargePage {
  page: 1 | 2;
  deal: 'rent' | 'sale';
  /** The tab's name and the page title's. */
  name: string;
  lead: string;
  /** What posting costs, as far as the site states it. */
  fee: string;
  /** What the poster does, in order. */
  steps: readonly string[];
  postLabel: string;
}

export const CHARGE_PAGES: readonly ChargePage[] = [
  {
    page: 1,
    deal: 'rent',
    name: '出租刊登',
    lead: PROMOTION_TEXTS.rentSpeed,
    fee: '出租刊登的方案與價格，請洽客服。',
    steps: [
      '登入或免費註冊會員。',
      '填寫物件類型與地址、租金與格局、設備與特色，上傳照片；草稿隨填隨存。',
      '發布後立即出現在租屋搜尋、地圖與物件頁，訂閱了相符條件的會員會收到通知。',
      '在「我的物件」調整租金、暫停或標示已出租，並定期確認仍可租。',
    ],
    postLabel: '刊登出租',
  },
  {
    page: 2,
    deal: 'sale',
    name: '出售刊登',
    lead: '刊登出售物件的費用與步驟。',
    fee: `${PROMOTION_TEXTS.salePackage}；方案內容與付款方式，請洽客服。`,
    steps: [
      '登入或免費註冊會員；仲介刊登須填寫經紀人證號。',
      '填寫物件類型與地址、總價、權狀坪數與公設比、屋齡與格局，上傳照片；草稿隨填隨存。',
      '發布後立即出現在中古屋搜尋、地圖與物件頁；調降售價後，物件標示降價，也出現在「降價」篩選中。',
      '在「我的物件」調整售價、暫停或標示已售出，並定期確認仍在售。',
    ],
    postLabel: '刊登出售',
  },
];

export function chargePageLoader({ params, request }: LoaderFunctionArgs): ChargePage {
  const page = CHARGE_PAGES.find((candidate) => String(candidate.page) === params.page);
  if (!page) throw notFound(new URL(request.url).pathname);
  return page;
}

export function chargePageHead({ name, fee }: ChargePage): PageHead {
  return {
    title: `收費標準：${name} - 591房屋交易網`,
    description: `591房屋交易網${name}的費用與刊登方式。${fee}`,
  };
}
