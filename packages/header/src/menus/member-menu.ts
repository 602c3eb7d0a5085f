import type { MemberPage } from '@591/config';
import type { UnreadCounts } from '../use-unread-counts.ts';

export interface MemberPageLink {
  label: string;
  page: MemberPage;
}

/** For visitors; both bring them back to the page they were on. */
export const VISITOR_LINKS: MemberPageLink[] = [
  { label: '登入', page: 'login' },
  { label: '註冊', page: 'register' },
];

/** For a logged-in member, under their name, first; 登出 (a form) comes last. */
export const CENTRE_LINK: MemberPageLink = { label: '會員中心', page: 'center' };

/** The member centre's pages whose news the menu counts, between 會員中心 and 登出. */
export const COUNTED_LINKS: { path: string; label: string; count: keyof UnreadCounts }[] = [
  { path: 'received', label: '收到的留言', count: 'received' },
  { path: 'messages', label: '我的訊息', count: 'sent' },
  { path: 'notifications', label: '通知中心', count: 'alerts' },
];
