import { FORECLOSURE_KIND, type HostMap, listingKindName, SALE_LABELS } from '@591/config';
import { renovationGroup } from './renovation-menu.ts';
import {
  chargeIntroHref,
  entrustHref,
  findBrokerLink,
  mortgageCalculatorLink,
  mortgageRatesLink,
  postFirstHref,
  realPriceLink,
} from './shared-links.ts';
import type { MenuGroup } from './types.ts';

export function saleMenu(hosts: HostMap, regionId: number): MenuGroup[] {
  const list = (query = '') => `${hosts.sale}/?shType=list&regionid=${regionId}${query}`;
  return [
    {
      id: 'list',
      title: '找中古屋',
      style: 'two-columns',
      links: [
        { label: '中古屋列表', href: list() },
        { label: '地圖找屋', href: `${hosts.sale}/map?regionid=${regionId}` },
        { label: '屋主自售', href: `${hosts.sale}/?shType=host&regionid=${regionId}` },
        ...SALE_LABELS.map((label) => ({ label: label.name, href: list(`&label=${label.id}`) })),
        { label: listingKindName(FORECLOSURE_KIND)!, href: list(`&kind=${FORECLOSURE_KIND}`) },
        { label: '屋主委託售屋', href: entrustHref(hosts, 5) },
      ],
    },
    {
      id: 'tools',
      title: '購屋工具',
      links: [
        mortgageRatesLink(hosts),
        mortgageCalculatorLink(hosts),
        realPriceLink(hosts, regionId),
        findBrokerLink(hosts, regionId),
      ],
    },
    {
      id: 'broker',
      title: '屋主/經紀人',
      note: '出售刊登每筆240元起',
      style: 'actions',
      links: [
        { label: '刊登出售廣告', href: postFirstHref(hosts, 'sale') },
        { label: '售屋套餐介紹', href: chargeIntroHref(hosts, 2) },
      ],
    },
    renovationGroup('sale'),
  ];
}
