import type { HostMap } from '@591/config';
import type { MenuLink } from './types.ts';

/** Company and legal pages. The about page is the sale app's brand page. */
export function companyLinks(hosts: HostMap): MenuLink[] {
  return [
    { label: '關於591', href: `${hosts.sale}/about` },
    { label: '聯絡我們', href: `${hosts.help}/contact` },
    { label: '服務條款', href: `${hosts.help}/terms` },
    { label: '隱私權政策', href: `${hosts.help}/privacy` },
    { label: '免責聲明', href: `${hosts.help}/disclaimer` },
  ];
}
