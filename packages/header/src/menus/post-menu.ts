import type { HostMap } from '@591/config';
import { chargeIntroHref, postFirstHref } from './shared-links.ts';
import type { MenuLink } from './types.ts';

export function postMenuLinks(hosts: HostMap): MenuLink[] {
  return [
    { label: '刊登出租', href: postFirstHref(hosts, 'rent') },
    { label: '刊登出售', href: postFirstHref(hosts, 'sale') },
    { label: '刊登建案', href: `${hosts.newhouse}/post` },
    { label: '圖片廣告', href: `${hosts.www}/advertisement` },
    { label: '收費標準', href: chargeIntroHref(hosts, 1) },
  ];
}
