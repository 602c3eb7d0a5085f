import { type HostMap, SELF_SERVICES } from '@591/config';
import type { MenuGroup, MenuLink } from './types.ts';

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
