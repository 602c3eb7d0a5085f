import { type HostMap, NEW_BUILD_SEARCH_TYPES, newBuildTypeName } from '@591/config';
import { renovationGroup } from './renovation-menu.ts';
import { mortgageCalculatorLink, mortgageRatesLink, realPriceLink } from './shared-links.ts';
import type { MenuGroup } from './types.ts';

export function newhouseMenu(hosts: HostMap, regionId: number): MenuGroup[] {
  const list = (query = '') => `${hosts.newhouse}/list?regionid=${regionId}${query}`;
  return [
    {
      id: 'list',
      title: '找新建案',
      style: 'two-columns',
      links: [
        { label: '全部建案', href: list() },
        ...NEW_BUILD_SEARCH_TYPES.map((type) => ({
          label: newBuildTypeName(type),
          href: list(`&build_type=${type}`),
        })),
        { label: '最新公開', href: list('&now=1') },
        { label: '捷運宅', href: list('&type=1') },
        { label: '豪宅', href: `${hosts.upscale}/` },
      ],
    },
    {
      id: 'tools',
      title: '購屋工具',
      links: [
        mortgageRatesLink(hosts),
        mortgageCalculatorLink(hosts),
        realPriceLink(hosts, regionId),
        { label: 'VR720專區', href: `${hosts.newhouse}/vr?regionid=${regionId}` },
      ],
    },
    {
      id: 'developer',
      title: '建商/代銷',
      links: [
        { label: '免費刊登建案', href: `${hosts.newhouse}/post` },
        { label: '銷售秘笈', href: `${hosts.newhouse}/sales-tips` },
        { label: '列表排名方案', href: `${hosts.newhouse}/rank-plan` },
      ],
    },
    renovationGroup('newhouse'),
  ];
}
