import { type RouteObject, redirect } from '@591/react-router';
import type { RouteHandle } from '@591/router';

const SITE = '591房屋交易網';

/** Every page of mortgage.<domain>: the calculator and the rates. */
export const routes: RouteObject[] = [
  // The host's front page is the calculator.
  { path: '/', loader: () => redirect('/calculator') },
  {
    path: '/calculator',
    handle: {
      pageType: 'home',
      // The tools of the 中古屋 menu (and 新建案's): the header shows them under 中古屋.
      channel: 'sale',
      head: () => ({
        title: `房貸試算 - 每月還款、寬限期與新青安 - ${SITE}`,
        description:
          '房貸試算：輸入總價、成數、年限、利率與寬限期，試算本息或本金平均攤還的每月應繳、總利息與逐年還款明細，可選新青安優惠貸款。',
      }),
    } satisfies RouteHandle,
    // The figures come from the address: the loader is there so the route's head applies.
    loader: () => null,
    lazy: () => import('../pages/calculator-page.tsx'),
  },
  {
    path: '/rate',
    handle: {
      pageType: 'home',
      // The tools of the 中古屋 menu (and 新建案's): the header shows them under 中古屋.
      channel: 'sale',
      prerender: true,
      head: () => ({
        title: `房貸利率 - 新青安條件與五大銀行利率 - ${SITE}`,
        description:
          '中央銀行公布的五大銀行新承做購屋貸款利率歷年走勢與各期數字，以及新青安優惠房貸的額度、年限、寬限期、利率與申請期間。',
      }),
    } satisfies RouteHandle,
    loader: () => null,
    lazy: () => import('../pages/rate-page.tsx'),
  },
];
