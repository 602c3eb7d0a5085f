import type { RouteObject } from '@591/react-router';
import { pageRoute } from '@591/router';
import { loadLanding, loadProject, loadProjectList } from '../projects/project-data.ts';
import {
  builderPageHead,
  landingHead,
  projectHead,
  projectListHead,
} from '../projects/project-head.ts';

const handle = { pageType: 'newhouse', channel: 'newhouse' } as const;

/** A page for builders: the same for everyone, so the build prerenders it. */
const builderPage = { handle: { ...handle, prerender: true } } as const;

/** Every page of newhouse.<domain> (新建案): the lists and projects from the API, per request. */
export const routes: RouteObject[] = [
  pageRoute({
    path: '/',
    handle,
    loader: ({ request }) => loadLanding(new URL(request.url).searchParams),
    head: landingHead,
    page: () => import('../pages/landing-page.tsx'),
  }),
  pageRoute({
    path: '/list',
    handle,
    loader: ({ request }) => loadProjectList(new URL(request.url).searchParams),
    head: projectListHead,
    page: () => import('../pages/list-page.tsx'),
  }),
  pageRoute({
    path: '/vr',
    handle,
    loader: ({ request }) => loadProjectList(new URL(request.url).searchParams, { vr: true }),
    head: projectListHead,
    page: () => import('../pages/list-page.tsx'),
  }),
  pageRoute({
    ...builderPage,
    path: '/post',
    head: builderPageHead(
      '免費刊登建案',
      '建設公司與代銷公司免費刊登建案：需要準備的資料與刊登流程。',
    ),
    page: () => import('../pages/post-page.tsx'),
  }),
  pageRoute({
    ...builderPage,
    path: '/sales-tips',
    head: builderPageHead(
      '銷售秘笈',
      '讓買方找到並信任你的建案：價格、格局圖、公設比、交通與最新動態的寫法。',
    ),
    page: () => import('../pages/sales-tips-page.tsx'),
  }),
  pageRoute({
    ...builderPage,
    path: '/rank-plan',
    head: builderPageHead('列表排名方案', '新建案列表的排序規則與置頂方案價格。'),
    page: () => import('../pages/rank-plan-page.tsx'),
  }),
  pageRoute({
    path: '/:id',
    handle,
    loader: ({ params }) => loadProject(params.id),
    head: projectHead,
    // Switching albums changes only the search: the project need not be asked again.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    page: () => import('../pages/project-page.tsx'),
  }),
];
