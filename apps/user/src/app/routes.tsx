import { NEW_BUILD_POST_PATH } from '@591/config';
import { type LoaderFunctionArgs, type RouteObject, redirect } from '@591/react-router';
import { type PageModule, pageRoute, type RouteHandle } from '@591/router';
import { CENTER_TABS } from '../center/center-tabs.ts';
import { conversationLinkLoader } from '../pages/conversation-link-loader.ts';
import { reportLoader } from '../pages/report-loader.ts';
import { memberSiteHead } from './member-site-head.ts';

/**
 * A page of user.: its title in the head. A page the same for everyone is prerendered by the
 * build; the member centre (`member`) is rendered on the server with the member's records of
 * the tab asked for.
 */
function memberSitePage<Data = null>(
  path: string,
  page: () => Promise<PageModule<Data>>,
  {
    title,
    description,
    prerender = false,
    member = false,
    loader,
    children,
  }: {
    title: string;
    description?: string;
    prerender?: boolean;
    member?: boolean;
    /** Kept apart from the page's chunk: the router runs it before the chunk arrives. */
    loader?: (args: LoaderFunctionArgs) => Promise<Data>;
    children?: RouteObject[];
  },
): RouteObject {
  return pageRoute({
    path,
    handle: { pageType: 'home', prerender, member },
    head: memberSiteHead(title, description),
    loader,
    page,
    children,
  });
}

/** Every page of user.<domain>. */
export const routes: RouteObject[] = [
  // The member centre is the host's front page.
  { path: '/', loader: () => redirect('/center') },
  memberSitePage('/login', () => import('../pages/login-page.tsx'), {
    title: '會員登入',
    description: '登入591會員：收藏物件、查看留言紀錄與管理刊登。',
    prerender: true,
  }),
  memberSitePage('/register', () => import('../pages/register-page.tsx'), {
    title: '免費註冊會員',
    description: '免費註冊591會員：收藏喜歡的物件、保存留言紀錄，刊登出租與出售。',
    prerender: true,
  }),
  memberSitePage('/forgot-password', () => import('../pages/forgot-password-page.tsx'), {
    title: '忘記密碼',
    description: '以註冊的手機號碼接收簡訊驗證碼，重新設定591會員密碼。',
    prerender: true,
  }),
  {
    path: '/logout',
    handle: { pageType: 'home', disabedGtmPv: true } satisfies RouteHandle,
    lazy: () => import('../pages/logout-page.tsx'),
  },
  {
    // Development only: the API answers it only while its texts go to the outbox.
    path: '/dev/sms',
    handle: {
      pageType: 'home',
      member: true,
      disabedGtm: true,
      head: memberSiteHead('簡訊寄件匣'),
    } satisfies RouteHandle,
    lazy: () => import('../pages/sms-outbox-page.tsx'),
  },
  // The link texted to a visitor when a poster answers: private, as the link is the key.
  memberSitePage('/conversation', () => import('../pages/conversation-link-page.tsx'), {
    title: '留言對話',
    member: true,
    loader: conversationLinkLoader,
  }),
  memberSitePage('/report', () => import('../pages/report-page.tsx'), {
    title: '檢舉',
    member: true,
    loader: reportLoader,
  }),
  memberSitePage('/post', () => import('../post/post-start-page.tsx'), { title: '刊登廣告' }),
  memberSitePage('/post/:id', () => import('../post/post-edit-page.tsx'), { title: '刊登物件' }),
  memberSitePage(NEW_BUILD_POST_PATH, () => import('../post-new-build/project-start-page.tsx'), {
    title: '刊登建案',
  }),
  memberSitePage(
    `${NEW_BUILD_POST_PATH}/:id`,
    () => import('../post-new-build/project-edit-page.tsx'),
    { title: '刊登建案' },
  ),
  memberSitePage('/center', () => import('../center/center-layout.tsx'), {
    title: '會員中心',
    member: true,
    children: [
      ...CENTER_TABS.map((tab) => ({
        ...(tab.path ? { path: tab.path } : { index: true }),
        // The tab's module brings its loader: its first read, made on the server.
        lazy: tab.page,
      })),
      // One conversation of 我的訊息 or 收到的留言, opened from its list.
      { path: 'conversations/:id', lazy: () => import('../center/conversation-page.tsx') },
    ],
  }),
];
