/** The news channel's categories (新聞), in the order of its menu. */
export const NEWS_CATEGORIES = [
  { id: 'market', name: '房市動態' },
  { id: 'newhouse', name: '新建案' },
  { id: 'policy', name: '政策法規' },
  { id: 'tax-loan', name: '稅務貸款' },
  { id: 'rent', name: '租屋' },
  { id: 'area', name: '區域' },
] as const;

export type NewsCategory = (typeof NEWS_CATEGORIES)[number]['id'];

export const isNewsCategory = (value: string | null | undefined): value is NewsCategory =>
  NEWS_CATEGORIES.some((category) => category.id === value);

export const newsCategoryName = (id: NewsCategory) =>
  NEWS_CATEGORIES.find((category) => category.id === id)!.name;

/** The member role of the site's news staff: they write and publish articles in 新聞管理. */
export const NEWS_EDITOR_ROLE = 'editor';

/** A written article's lengths, in characters: the editor's fields and the API's checks. */
export const NEWS_ARTICLE_LIMITS = { title: 80, lead: 200, body: 20_000 } as const;
