import type { RouteObject } from '@591/react-router';
import { type PageHead, type PageModule, pageRoute, payloadLoader } from '@591/router';
import { CATALOGUE } from '../content/catalogue.ts';
import { helpHead } from '../content/help-head.ts';
import { CATEGORIES } from '../content/help-page.ts';

/**
 * A page of help.: prerendered by the build (its content is the build's) unless it depends on
 * the request (search); its loader's data names its head.
 */
function helpPage<Data>(
  path: string,
  page: () => Promise<PageModule<Data>>,
  {
    loader,
    head,
    prerender = true,
  }: {
    loader: (request: Request) => Data | Promise<Data>;
    head: (data: Data) => PageHead;
    prerender?: boolean;
  },
): RouteObject {
  return pageRoute<Data>({
    path,
    handle: { pageType: 'home', prerender },
    loader: prerender
      ? payloadLoader(({ request }) => loader(request))
      : ({ request }) => loader(request),
    head: (data) => helpHead(path, head(data)),
    page,
  });
}

const contentPage = () => import('../pages/content-page.tsx');

/** Every page of help.<domain>: the header's and footer's help links all land here. */
export const routes: RouteObject[] = [
  helpPage('/', () => import('../pages/home-page.tsx'), {
    loader: () => null,
    head: () => ({
      title: '幫助中心',
      description:
        '591房屋交易網使用說明：找房、刊登、帳號與安全，服務條款、隱私權政策與聯絡客服。',
    }),
  }),
  ...CATEGORIES.map((category) =>
    helpPage(`/${category.slug}`, () => import('../pages/category-page.tsx'), {
      loader: () => category,
      head: () => ({ title: category.name, description: category.intro }),
    }),
  ),
  ...CATALOGUE.map((entry) =>
    helpPage(entry.path, contentPage, {
      loader: async () => (await contentPage()).loadContentPage(entry),
      head: () => ({ title: entry.title, description: entry.summary }),
    }),
  ),
  helpPage('/search', () => import('../pages/search-page.tsx'), {
    loader: async (request) =>
      (await import('../pages/search-page.tsx')).loadSearchPage(new URL(request.url)),
    head: ({ query }) => ({ title: query ? `搜尋「${query}」` : '搜尋' }),
    prerender: false,
  }),
  helpPage('/contact', () => import('../pages/contact-page.tsx'), {
    loader: () => null,
    head: () => ({ title: '聯絡我們', description: '寫信給591客服，或以電話、電子郵件聯絡我們。' }),
  }),
  helpPage('/chat', () => import('../pages/chat-page.tsx'), {
    loader: () => null,
    head: () => ({ title: '線上客服', description: '591客服的聯絡方式與服務時間。' }),
  }),
];
