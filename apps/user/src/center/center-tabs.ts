import { MODERATOR_ROLE, NEWS_EDITOR_ROLE } from '@591/config';

export interface CenterTab {
  path: string;
  label: string;
  page: () => Promise<object>;
  /** Staff only: the tab is in the menu of members with this role alone. */
  role?: string;
}

/** The member centre's sections, in the order of its menu; each is a child route of /center. */
export const CENTER_TABS: readonly CenterTab[] = [
  { path: '', label: '我的收藏', page: () => import('./favourites-tab.tsx') },
  { path: 'messages', label: '我的訊息', page: () => import('./messages-tab.tsx') },
  { path: 'received', label: '收到的留言', page: () => import('./received-tab.tsx') },
  { path: 'listings', label: '我的物件', page: () => import('./listings-tab.tsx') },
  { path: 'subscriptions', label: '我的訂閱', page: () => import('./subscriptions-tab.tsx') },
  { path: 'notifications', label: '通知中心', page: () => import('./notifications-tab.tsx') },
  { path: 'entrusts', label: '委託案件', page: () => import('./entrusts-tab.tsx') },
  { path: 'visits', label: '賞屋預約', page: () => import('./visits-tab.tsx') },
  { path: 'viewings', label: '預約看屋', page: () => import('./viewings-tab.tsx') },
  {
    path: 'news',
    label: '新聞管理',
    page: () => import('./news/news-tab.tsx'),
    role: NEWS_EDITOR_ROLE,
  },
  {
    path: 'moderation',
    label: '檢舉處理',
    page: () => import('./moderation-tab.tsx'),
    role: MODERATOR_ROLE,
  },
  {
    path: 'professionals',
    label: '認證審核',
    page: () => import('./professional-review-tab.tsx'),
    role: MODERATOR_ROLE,
  },
  { path: 'professional', label: '專業認證', page: () => import('./professional-tab.tsx') },
  { path: 'settings', label: '帳號設定', page: () => import('./settings-tab.tsx') },
];
