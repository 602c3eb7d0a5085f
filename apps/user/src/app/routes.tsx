import type { RouteHandle } from '@591/router';
import { type RouteObject, redirect } from 'react-router';
import { CENTER_TABS } from '../center/center-tabs.ts';
import { MEMBER_SITE_NAME } from './member-site.ts';

/** A member page the same for everyone, so the build renders it once. */
function publicPage(path: string, title: string, description: string, page: () => Promise<object>) {
  return {
    path,
    handle: {
      pageType: 'home',
      prerender: true,
      head: () => ({ title: `${title} - ${MEMBER_SITE_NAME}`, description }),
    } satisfies RouteHandle,
    // No data; the loader is there so the route's head applies.
    loader: () => null,
    lazy: page,
  } satisfies RouteObject;
}

/** Every page of user.<domain>. */
export const routes: RouteObject[] = [
  // The member centre is the host's front page.
  { path: '/', loader: () => redirect('/center') },
  publicPage(
    '/login',
    '會員登入',
    '登入591會員：收藏物件、查看留言紀錄與管理刊登。',
    () => import('../pages/login-page.tsx'),
  ),
  publicPage(
    '/register',
    '免費註冊會員',
    '免費註冊591會員：收藏喜歡的物件、保存留言紀錄，刊登出租與出售。',
    () => import('../pages/register-page.tsx'),
  ),
  {
    path: '/logout',
    handle: { pageType: 'home', disabedGtmPv: true } satisfies RouteHandle,
    lazy: () => import('../pages/logout-page.tsx'),
  },
  {
    path: '/center',
    handle: {
      pageType: 'home',
      head: () => ({ title: `會員中心 - ${MEMBER_SITE_NAME}` }),
    } satisfies RouteHandle,
    loader: () => null,
    lazy: () => import('../center/center-layout.tsx'),
    children: CENTER_TABS.map((tab) => ({
      ...(tab.path ? { path: tab.path } : { index: true }),
      lazy: tab.page,
    })),
  },
];
