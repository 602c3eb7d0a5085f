import type { HostMap } from '@591/config';
import type { MenuLink } from './types.ts';

export function visitorLinks(hosts: HostMap): MenuLink[] {
  return [
    { label: '登入', href: `${hosts.user}/login` },
    { label: '註冊', href: `${hosts.user}/register` },
  ];
}

export function memberLinks(hosts: HostMap): MenuLink[] {
  return [
    { label: '會員中心', href: `${hosts.user}/` },
    { label: '登出', href: `${hosts.user}/logout` },
  ];
}
