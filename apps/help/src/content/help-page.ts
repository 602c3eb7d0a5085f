/**
 * The help centre's pages are Markdown files in content/ (articles, legal pages, handbooks),
 * compiled by content-plugin.ts when the app is built. This is what a compiled page is made of,
 * and where each kind of page lives on help.<domain>.
 */

/** The help menu's categories, by the slugs the header links to (/guide, /builder, /agency). */
export const CATEGORIES = [
  { slug: 'guide', name: '新手指南', intro: '第一次使用591：找房、地圖、收藏、訂閱與推播。' },
  { slug: 'owner', name: '房東/屋主', intro: '刊登出租或出售物件，修改、調價、暫停與成交。' },
  { slug: 'agency', name: '仲介', intro: '以經紀人身份刊登與管理委託物件。' },
  { slug: 'builder', name: '建商/代銷', intro: '建案與土地：591今天能為建商與代銷做的事。' },
  { slug: 'tenant', name: '租客', intro: '找租屋、看懂物件狀態、聯絡房東。' },
  { slug: 'account', name: '帳號與安全', intro: '註冊、登入、密碼、裝置與刪除帳號。' },
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
