import { type HostMap, RENT_HOME_KINDS } from '@591/config';
import { chargeIntroHref, entrustHref, findBrokerLink, postFirstHref } from './shared-links.ts';
import type { MenuGroup } from './types.ts';

export function rentMenu(hosts: HostMap, regionId: number): MenuGroup[] {
  const list = (query = '') => `${hosts.rent}/list?region=${regionId}${query}`;
  return [
    {
      id: 'list',
      title: '找租屋',
      style: 'two-columns',
      links: [
        { label: '租屋列表', href: list() },
        { label: '房東直租', href: list('&shType=host') },
        ...RENT_HOME_KINDS.map(({ id, name }) => ({ label: name, href: list(`&kind=${id}`) })),
        { label: '地圖找房', href: `${hosts.rent}/map?region=${regionId}` },
        { label: '捷運找房', href: list('&mrt=1') },
        { label: '學校找房', href: list('&school=0') },
        { label: '屋主委託出租', href: entrustHref(hosts, 6) },
      ],
    },
    {
      id: 'tools',
      title: '租屋工具',
      links: [
        { label: '房客手冊', href: `${hosts.help}/tenant-handbook` },
        { label: '租屋契約下載', href: `${hosts.help}/rent-contract` },
        findBrokerLink(hosts, regionId),
      ],
    },
    {
      id: 'landlord',
      title: '房東/代理人',
      note: '出租最快3天租出',
      style: 'actions',
      links: [
        { label: '刊登出租廣告', href: postFirstHref(hosts, 'rent') },
        { label: '查看收費說明', href: chargeIntroHref(hosts, 1) },
      ],
    },
  ];
}
