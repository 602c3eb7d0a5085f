import type { MemberPage } from '@591/config';

export interface MemberPageLink {
  label: string;
  page: MemberPage;
}

/** For visitors; both bring them back to the page they were on. */
export const VISITOR_LINKS: MemberPageLink[] = [
  { label: '登入', page: 'login' },
  { label: '註冊', page: 'register' },
];

/** For a logged-in member, under their name. */
export const MEMBER_LINKS: MemberPageLink[] = [
  { label: '會員中心', page: 'center' },
  { label: '登出', page: 'logout' },
];
