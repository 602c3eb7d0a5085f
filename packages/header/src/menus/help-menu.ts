import type { HostMap } from '@591/config';
import type { MenuGroup, MenuLink } from './types.ts';

/** The AI self-service flows on the help host, in the specification's order. */
export const SELF_SERVICES = [
  { slug: 'extend-package', label: '延長刊登期限' },
  { slug: 'edit-listing', label: '修改物件' },
  { slug: 'refund-points', label: '點數快速退費' },
  { slug: 'store-top-up', label: '超商儲值' },
  { slug: 'clear-price-change', label: '清除價格異動' },
] as const;

export function helpMenuGroups(hosts: HostMap, selfServiceNote: string): MenuGroup[] {
  return [
    {
      id: 'self-service',
      title: 'AI自助服務',
      note: selfServiceNote,
      links: SELF_SERVICES.map(({ slug, label }) => ({
        label,
        href: `${hosts.help}/ai/${slug}`,
      })),
    },
    {
      id: 'guides',
      title: '使用指南',
      links: [
        { label: '新手指南', href: `${hosts.help}/guide` },
        { label: '建商幫助', href: `${hosts.help}/builder` },
        { label: '仲介幫助', href: `${hosts.help}/agency` },
      ],
    },
  ];
}

export function moreHelpLink(hosts: HostMap): MenuLink {
  return { label: '更多幫助', href: `${hosts.help}/` };
}

export function onlineChatHref(hosts: HostMap): string {
  return `${hosts.help}/chat`;
}
