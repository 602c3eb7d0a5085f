/**
 * The help centre's pages are Markdown files in content/ (articles, legal pages, handbooks),
 * compiled by content-plugin.ts when the app is built. This is what a compiled page is made of,
 * and where each kind of page lives on help.<domain>.
 */

/** The help centre's categories, by the slugs the header links to (/guide, /builder, /agency). */
export const CATEGORIES = [
  {
    slug: 'guide',
    name: '新手指南',
    intro: '第一次使用591：搜尋與篩選、地圖找房、收藏、訂閱搜尋與推播通知。',
  },
  {
    slug: 'owner',
    name: '房東/屋主',
    intro: '免費刊登出租與出售物件，修改內容、調整價格、確認仍可租、暫停或標示成交。',
  },
  {
    slug: 'agency',
    name: '仲介',
    intro: '以仲介身份刊登與管理委託物件、經紀人證號與廣告規範，以及目前提供的服務。',
  },
  {
    slug: 'builder',
    name: '建商/代銷',
    intro: '建案刊登的現況、以代理人身份刊登個別戶、圖片廣告與土地實價登錄行情。',
  },
  {
    slug: 'tenant',
    name: '租客',
    intro: '捷運與學校找房、特色篩選、留言給房東，以及看懂確認時間與降價標示。',
  },
  {
    slug: 'account',
    name: '帳號與安全',
    intro: '註冊登入、密碼、登入中的裝置、基本資料更正與刪除帳號。',
  },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

/** article: a help article; legal: terms, privacy, disclaimer; handbook: 租屋手冊, 合約. */
export type PageKind = 'article' | 'legal' | 'handbook';

export interface HelpLink {
  label: string;
  href: string;
}

/** A page's front matter, as content-plugin.ts reads it. */
export interface PageMeta {
  kind: PageKind;
  slug: string;
  title: string;
  summary: string;
  /** Articles. */
  category?: CategorySlug;
  keywords?: string[];
  /** Where the action lives in the product (member centre, a list...). */
  actions?: HelpLink[];
  /** One of the help menu's AI self-service tasks: served at /ai/{slug}. */
  task?: boolean;
  /** Legal pages and handbooks: the date of this version, YYYY-MM-DD. */
  updated?: string;
  /** Where a handbook's content comes from (the government's model lease). */
  source?: string;
  /** The page as a PDF made with the app (`pdf: true` in its front matter), e.g. /rent-contract.pdf. */
  pdf?: string;
}

/** A page's sections (its ## headings), for the table of contents and stable anchors. */
export interface PageSection {
  id: string;
  title: string;
}

/** A compiled page: its front matter, its HTML and its sections. */
export interface HelpPage {
  meta: PageMeta;
  html: string;
  sections: PageSection[];
}

/** Where a page is served on help.<domain>. */
export function pagePathOf(meta: Pick<PageMeta, 'kind' | 'slug' | 'task'>): string {
  if (meta.kind !== 'article') return `/${meta.slug}`;
  return meta.task ? `/ai/${meta.slug}` : `/article/${meta.slug}`;
}
