/**
 * The group's other brands, for the footer's sister sites and for identity: the renovation
 * brand (bu 100) shares the one-id service with this site.
 */
export const SISTER_BRANDS = {
  renovation: { name: '100室內設計', domain: '100.com.tw' },
  car: { name: '8891汽車交易網', domain: '8891.com.tw' },
  jobs: { name: '518熊班', domain: '518.com.tw' },
  gameTrade: { name: '8591寶物交易網', domain: '8591.com.tw' },
  partTime: { name: '小雞上工', domain: 'chickpt.com.tw' },
  tasks: { name: 'Tasker出任務', domain: 'tasker.com.tw' },
} as const;

export type SisterBrandId = keyof typeof SISTER_BRANDS;

/** This site's own apps: the header's app-download menu lists them first, and each has a page on www. */
export interface SiteApp {
  /** The page's path segment: {www}/app/{id}. */
  id: string;
  name: string;
  tagline: string;
  /** What the app does, for its page. */
  summary: string;
}

export const SITE_APPS: readonly SiteApp[] = [
  {
    id: 'house',
    name: '591房屋交易',
    tagline: '買屋、租屋一次搞定',
    summary:
      '租屋、中古屋、土地、店面、辦公與廠房物件，依地區、價格與格局篩選，收藏物件、訂閱搜尋。',
  },
  {
    id: 'rent',
    name: '591租屋',
    tagline: '好房源即時通知',
    summary: '整層住家、獨立套房、分租套房與雅房，訂閱搜尋條件，有新物件時立即通知。',
  },
  {
    id: 'newhouse',
    name: '591新建案',
    tagline: '預售屋、新成屋全收錄',
    summary: '預售屋與新成屋的建案資訊、格局與價格。',
  },
  {
    id: 'price',
    name: '591實價登錄',
    tagline: '成交行情隨手查',
    summary: '內政部實價登錄成交紀錄與行情走勢，買賣前先查附近成交價。',
  },
  {
    id: 'business',
    name: '591商用不動產',
    tagline: '店面、辦公、廠房',
    summary: '店面、辦公室、廠房與頂讓物件的出租與出售。',
  },
];
